import { sql, type Kysely, type RawBuilder } from 'kysely';
import { SEARCH_RESULTS_MAX } from '@lyceum/shared/search';
import { readDirectly, readOffMainThread } from '../../db/database';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import type { AuthUser } from '../../types';

/** One search hit, with what its link and its labels need (migration 0023 says what a document is). */
export interface SearchHit {
  kind: string;
  item_id: string;
  class_id: string | null;
  title: string;
  body: string;
  class_name: string | null;
  archived: number | boolean | null;
  /** Material, assignment: its topic; comment: its target's topic. */
  topic_id: string | null;
  /** Comment: what it is on, and that one's title. */
  material_id: string | null;
  assignment_id: string | null;
  target_title: string | null;
  /** Person, for a teacher or a student: a class the caller shares with them. */
  shared_class_id: string | null;
}

/**
 * The most words the last word of a search expands to (SQLite, migration 0026); past it the
 * search reads it as a prefix, which FTS5 answers by merging those words' doclists.
 */
export const PREFIX_WORDS_MAX = 64;

/** A phrase of an FTS5 query: the text between double quotes, read as words whatever it holds. */
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * FTS5: the words of the query as SQL text, all required: each but the last a phrase, the last the
 * index's words that start with it (`("fraction" OR "fractions")`, from search_vocab, in the
 * statement), or itself as a prefix when more than PREFIX_WORDS_MAX words do. A last word no word
 * starts with is `("")`, which matches nothing.
 */
function ftsWords(terms: string[]): RawBuilder<unknown> {
  const last = terms[terms.length - 1] ?? '';
  // FTS5 takes `a (b OR c)` as a syntax error: each word is joined by an explicit AND.
  const whole = terms.slice(0, -1).map((term) => `${phrase(term)} AND `).join('');
  return sql`(SELECT ${whole} || CASE WHEN count(*) > ${PREFIX_WORDS_MAX} THEN ${`${phrase(last)}*`}
      ELSE '(' || coalesce(group_concat('"' || replace(v.word, '"', '""') || '"', ' OR '), '""') || ')' END
    FROM (SELECT word FROM search_vocab WHERE word >= ${last} AND word < ${`${last}\u{10FFFF}`} ORDER BY word LIMIT ${PREFIX_WORDS_MAX + 1}) v)`;
}

/** PostgreSQL: the tsquery text, the last word also as a prefix; with `titleOnly`, in the title (weight A) alone. */
function tsQuery(terms: string[], titleOnly: boolean): string {
  const last = terms.length - 1;
  const weight = titleOnly ? 'A' : '';
  return terms.map((term, i) => `'${term}'${i === last ? ':*' : weight ? ':' : ''}${weight}`).join(' & ');
}

/**
 * The classes whose documents the caller may find, live or archived (null: no bound, an admin's
 * live ones): a teacher's taught classes, a student's classes (never archived ones). They only
 * narrow the index lookup (migration 0023, `scope`); visibleTo() below is what decides.
 */
function classesOf(actor: AuthUser, archived: boolean): RawBuilder<unknown> | null {
  if (actor.role === 'admin') return archived ? sql`SELECT id AS class_id FROM classes WHERE archived_at IS NOT NULL` : null;
  const state = archived ? sql`IS NOT NULL` : sql`IS NULL`;
  return sql`SELECT cm.class_id FROM class_members cm JOIN classes sc ON sc.id = cm.class_id AND sc.archived_at ${state} WHERE cm.user_id = ${actor.id} AND cm.role = ${actor.role}`;
}

/** FTS5: the classes as an OR of phrases, built in the statement; no class is `""`, which matches nothing. */
const ftsClasses = (classes: RawBuilder<unknown>) =>
  sql`(SELECT coalesce(group_concat('"' || replace(s.class_id, '"', '""') || '"', ' OR '), '""') FROM (${classes}) s)`;

/**
 * Who may see which documents, as SQL of the one statement (never a filter applied afterwards):
 * an admin everything; a teacher what is in the classes they teach and the people in those
 * classes; a student what is in their classes that are not archived, and their teachers, found by
 * name only (spec section 6: students see teacher names, not emails). `people`: whether people are
 * found here at all, or the condition they must also meet.
 */
function visibleTo(actor: AuthUser, people: boolean | RawBuilder<unknown>): RawBuilder<unknown> {
  if (actor.role === 'admin') return sql`1 = 1`;
  const student = actor.role === 'student';
  const myClasses = sql`SELECT cm.class_id FROM class_members cm WHERE cm.user_id = ${actor.id} AND cm.role = ${actor.role}`;
  const content = sql`(d.kind <> 'person' AND d.class_id IN (${myClasses})${student ? sql` AND c.archived_at IS NULL` : sql``})`;
  if (people === false) return content;
  const them = student
    ? sql`SELECT them.user_id FROM class_members me JOIN class_members them ON them.class_id = me.class_id AND them.role = 'teacher'
          JOIN classes mc ON mc.id = me.class_id AND mc.archived_at IS NULL
          WHERE me.user_id = ${actor.id} AND me.role = 'student'`
    : sql`SELECT them.user_id FROM class_members me JOIN class_members them ON them.class_id = me.class_id WHERE me.user_id = ${actor.id} AND me.role = 'teacher'`;
  return sql`(${content}
    OR (d.kind = 'person' AND d.item_id IN (${them})
        AND EXISTS (SELECT 1 FROM users pu WHERE pu.id = d.item_id AND pu.deactivated_at IS NULL)${people === true ? sql`` : sql` AND ${people}`}))`;
}

/** SQLite: what the matches are made of, as FTS5 query text (see ftsPartsOf). */
interface FtsParts {
  /** The words, the last one expanded (ftsWords). */
  words: string;
  /** The caller's live classes (null: no bound, an admin) and archived ones, as `"id" OR "id"`; none is `""`. */
  live: string | null;
  archived: string | null;
}

/**
 * SQLite: the words and the caller's classes as FTS5 text, read before the search. Read inside it,
 * each tier's match worked them out again (a quarter of the statement's instructions); and a caller
 * with no archived class is then searched without the archived tiers. The classes only narrow what
 * FTS5 reads: the search statement's own conditions (visibleTo) still decide, so a membership that
 * changes in between changes what is found, never what may be.
 */
async function ftsPartsOf(db: Kysely<Database>, actor: AuthUser, terms: string[]): Promise<FtsParts> {
  const live = classesOf(actor, false);
  const archived = actor.role === 'student' ? null : classesOf(actor, true);
  const compiled = sql<FtsParts>`SELECT ${ftsWords(terms)} AS words,
      ${live ? ftsClasses(live) : sql`NULL`} AS live, ${archived ? ftsClasses(archived) : sql`NULL`} AS archived`.compile(db);
  // A few index lookups: on the main thread's connection at once, rather than a trip to a reader.
  const rows = readDirectly(db, compiled.sql, compiled.parameters) ?? (await db.executeQuery(compiled)).rows;
  return rows[0] as FtsParts;
}

/**
 * SQLite: the ranked top as CTEs `t0`..`t3` and `hit (id, tier)`. The rank is: live classes before
 * archived ones, then every word in the title before the rest, then newest first. Each tier is its
 * own FTS5 match read in rowid order, newest first, that stops at SEARCH_RESULTS_MAX rows: no
 * statistics of the whole index (bm25 read each word's whole doclist) and no row past the ones
 * shown. The "any column" tier also finds the title matches again; it is read only when the title
 * tier found fewer than SEARCH_RESULTS_MAX, that is all of them (a LIMIT of 0 opens no match,
 * where a condition would be checked on each row read), so keeping each document's first tier is
 * exact; the same for the archived pair, whose people may also be in a live tier.
 */
function sqliteHits(actor: AuthUser, parts: FtsParts): RawBuilder<unknown> {
  const tiers: RawBuilder<unknown>[] = [];
  const add = (columns: string, classes: string | null, onlyLive: boolean) => {
    const tier = tiers.length;
    const match = `${columns} : (${parts.words})${classes === null ? '' : ` AND scope : (${classes})`}`;
    // A student finds a person by name (the title) alone, never by email.
    const people = !(actor.role === 'student' && columns !== 'title');
    const limit = tier % 2 === 1 ? sql.raw(`CASE WHEN (SELECT count(*) FROM t${tier - 1}) < ${SEARCH_RESULTS_MAX} THEN ${SEARCH_RESULTS_MAX} ELSE 0 END`) : sql`${SEARCH_RESULTS_MAX}`;
    tiers.push(sql`${sql.raw(`t${tier}`)} AS MATERIALIZED (SELECT d.id, ${sql.lit(tier)} AS tier
      FROM search_fts JOIN search_docs d ON d.id = search_fts.rowid LEFT JOIN classes c ON c.id = d.class_id
      WHERE search_fts MATCH ${match} AND ${visibleTo(actor, people)}${onlyLive ? sql` AND c.archived_at IS NULL` : sql``}
      ORDER BY search_fts.rowid DESC LIMIT ${limit})`);
  };
  add('title', parts.live, parts.live === null);
  add('{title body}', parts.live, parts.live === null);
  if (parts.archived !== null && parts.archived !== '""') {
    add('title', parts.archived, false);
    add('{title body}', parts.archived, false);
  }
  const all = sql.raw(tiers.map((_, t) => `SELECT id, tier FROM t${t}`).join(' UNION ALL '));
  return sql`${sql.join(tiers, sql`, `)},
    hit AS (SELECT id, min(tier) AS tier FROM (${all}) GROUP BY id ORDER BY tier, id DESC LIMIT ${SEARCH_RESULTS_MAX})`;
}

/**
 * PostgreSQL: the ranked top as the CTE `hit (id, tier)`, the same rank as on SQLite. The GIN index
 * answers the words and the caller's classes together (`GIN (doc, scope)`); the rank needs no
 * statistics of the whole index (ts_rank read each matched row's whole vector).
 */
function postgresHits(actor: AuthUser, terms: string[]): RawBuilder<unknown> {
  const title = sql`to_tsquery('simple', ${tsQuery(terms, true)})`;
  const mine = [classesOf(actor, false), actor.role === 'student' ? null : classesOf(actor, true)].filter((c) => c !== null);
  // Everything an admin may see is all of it; anyone else's classes narrow the same GIN index scan.
  const inScope = actor.role === 'admin' ? sql`` : sql` AND d.scope && ARRAY(${sql.join(mine, sql` UNION ALL `)})`;
  const people = actor.role === 'student' ? sql`d.doc @@ ${title}` : true;
  return sql`hit AS (SELECT d.id, (c.archived_at IS NOT NULL)::int * 2 + (NOT d.doc @@ ${title})::int AS tier
      FROM to_tsquery('simple', ${tsQuery(terms, false)}) AS q(query) JOIN search_docs d ON d.doc @@ q.query${inScope} LEFT JOIN classes c ON c.id = d.class_id
      WHERE ${visibleTo(actor, people)}
      ORDER BY tier, d.id DESC LIMIT ${SEARCH_RESULTS_MAX})`;
}

/**
 * The best matches the actor may see, best first, at most SEARCH_RESULTS_MAX, in one statement:
 * the ranked top is chosen first (sqliteHits, postgresHits); the rest only joins what the links
 * need, for those few rows.
 */
export async function searchDocuments(db: Kysely<Database>, dialect: Dialect, actor: AuthUser, terms: string[]): Promise<SearchHit[]> {
  const hits = dialect === 'sqlite' ? sqliteHits(actor, await ftsPartsOf(db, actor, terms)) : postgresHits(actor, terms);
  const sharedClass =
    actor.role === 'admin'
      ? sql`NULL`
      : sql`(SELECT me.class_id FROM class_members me JOIN class_members them ON them.class_id = me.class_id WHERE me.user_id = ${actor.id} AND them.user_id = d.item_id AND d.kind = 'person' ORDER BY me.class_id LIMIT 1)`;
  const query = sql<SearchHit>`WITH ${hits}
    SELECT d.kind, d.item_id, d.class_id, d.title, d.body, c.name AS class_name, c.archived_at IS NOT NULL AS archived,
      COALESCE(m.topic_id, a.topic_id, tm.topic_id, ta.topic_id) AS topic_id,
      co.material_id, co.assignment_id, COALESCE(tm.title, ta.title) AS target_title, ${sharedClass} AS shared_class_id
    FROM hit JOIN search_docs d ON d.id = hit.id
    LEFT JOIN classes c ON c.id = d.class_id
    LEFT JOIN materials m ON d.kind = 'material' AND m.id = d.item_id
    LEFT JOIN assignments a ON d.kind = 'assignment' AND a.id = d.item_id
    LEFT JOIN comments co ON d.kind = 'comment' AND co.id = d.item_id
    LEFT JOIN materials tm ON tm.id = co.material_id
    LEFT JOIN assignments ta ON ta.id = co.assignment_id
    ORDER BY hit.tier, hit.id DESC`;
  const compiled = query.compile(db);
  const off = readOffMainThread(db, compiled.sql, compiled.parameters);
  return (off ? await off : (await db.executeQuery(compiled)).rows) as SearchHit[];
}
