import { sql, type Compilable, type Kysely, type RawBuilder } from 'kysely';
import { SEARCH_RESULTS_MAX } from '@lyceum/shared/search';
import type { Role } from '@lyceum/shared/roles';
import { preparedQuery } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { classesOf, hitColumns, hitJoins, visibleTo, type Searcher } from './search-visibility';
import type { SearchHit } from './search.repository';

/**
 * The most words the last word of a search expands to (migration 0026); past it the search reads
 * it as a prefix, which FTS5 answers by merging those words' doclists.
 */
export const PREFIX_WORDS_MAX = 64;

/** A phrase of an FTS5 query: the text between double quotes, read as words whatever it holds. */
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** A raw statement as preparedQuery takes it: compiled by the database's own dialect. */
const compilable = <Row>(query: RawBuilder<Row>, db: Kysely<Database>): Compilable<Row> => ({ compile: () => query.compile(db) });

/**
 * The caller's id as the last argument of a prepared statement, or none for an admin, whose
 * statements read no id (preparedQuery binds each argument it is given, and refuses one unused).
 */
const idOf = (actor: Searcher): string[] => (actor.role === 'admin' ? [] : [actor.id]);

/** What the matches are made of, as FTS5 query text. */
interface FtsParts {
  /** The words, all required: each but the last a phrase, the last the index's words that start with it. */
  words: string;
  /** The caller's live classes (null: no bound, an admin) and archived ones, as `"id" OR "id"`; none is `""`. */
  live: string | null;
  archived: string | null;
}

/** A row of ftsPartsQuery: a word of the index that starts with the last one, or a class of the caller. */
interface PartRow {
  part: 'word' | 'live' | 'archived';
  text: string;
}

/**
 * The index's words that start with the last word (at most PREFIX_WORDS_MAX + 1, to tell when
 * there are more) and the caller's live and archived classes, as rows, one statement per role.
 * Plain rows joined into FTS5 text here: the same text built by group_concat in SQL cost three
 * times the lookups.
 */
const ftsPartsQuery = (role: Role) =>
  preparedQuery((db, last: string, pastLast: string, ...actorId: string[]) => {
    const actor = { id: actorId[0] ?? '', role };
    const live = classesOf(actor, false);
    const archived = role === 'student' ? null : classesOf(actor, true);
    return compilable(
      sql<PartRow>`SELECT 'word' AS part, word AS text FROM (SELECT word FROM search_vocab WHERE word >= ${last} AND word < ${pastLast} ORDER BY word LIMIT ${PREFIX_WORDS_MAX + 1})
        ${live ? sql`UNION ALL SELECT 'live', class_id FROM (${live})` : sql``}
        ${archived ? sql`UNION ALL SELECT 'archived', class_id FROM (${archived})` : sql``}`,
      db,
    );
  });
const ftsPartsQueries = { admin: ftsPartsQuery('admin'), teacher: ftsPartsQuery('teacher'), student: ftsPartsQuery('student') };

/** FTS5 text: the phrases joined by OR; none is `""`, which matches nothing. */
const anyOf = (texts: string[]) => texts.map(phrase).join(' OR ') || '""';

/**
 * The words and the caller's classes as FTS5 text, read before the search: a few index lookups,
 * on the main thread's connection at once rather than a trip to a reader. The last word becomes
 * the index's words that start with it (`("fraction" OR "fractions")`, from search_vocab), or
 * itself as a prefix when more than PREFIX_WORDS_MAX words do; a last word no word starts with is
 * `("")`, which matches nothing. FTS5 takes `a (b OR c)` as a syntax error: each word before the
 * last is followed by an explicit AND. Worked out inside each tier's statement instead, the same
 * text cost the reader 70-100 us more than this read. The classes only narrow what FTS5 reads:
 * each tier's own conditions (visibleTo) still decide, so a membership that changes in between
 * changes what is found, never what may be.
 */
async function ftsPartsOf(db: Kysely<Database>, actor: Searcher, terms: string[]): Promise<FtsParts> {
  const last = terms[terms.length - 1] ?? '';
  const rows = await ftsPartsQueries[actor.role](db, last, `${last}\u{10FFFF}`, ...idOf(actor));
  const of = (part: PartRow['part']) => rows.filter((row) => row.part === part).map((row) => row.text);
  const prefixWords = of('word');
  const lastWord = prefixWords.length > PREFIX_WORDS_MAX ? `${phrase(last)}*` : `(${anyOf(prefixWords)})`;
  return {
    words: `${terms.slice(0, -1).map((term) => `${phrase(term)} AND `).join('')}${lastWord}`,
    live: actor.role === 'admin' ? null : anyOf(of('live')),
    archived: actor.role === 'student' ? null : anyOf(of('archived')),
  };
}

/** A rank tier: where the words must be (the title, or any column), and whose classes bound it. */
interface Tier {
  titleOnly: boolean;
  /** The classes as FTS5 text; null: no bound (an admin's live tiers). */
  classes: string | null;
  /** Only documents outside archived classes (an admin's live tiers, which no class list bounds). */
  onlyLive: boolean;
}

/**
 * One tier's statement for a role: its FTS5 match in rowid order, newest first, stopped at
 * SEARCH_RESULTS_MAX rows that the caller may see (visibleTo, in the statement), with what their
 * links need. No temporary table, no sort: `EXPLAIN QUERY PLAN` shows `SCAN search_fts VIRTUAL
 * TABLE INDEX 192:M3` (descending), then each row's document, class and link by key.
 */
function tierQuery(role: Role, titleOnly: boolean, onlyLive: boolean) {
  // A student finds a person by name (the title) alone, never by email.
  const people = !(role === 'student' && !titleOnly);
  return preparedQuery(
    (db, match: string, ...actorId: string[]) => {
      const actor = { id: actorId[0] ?? '', role };
      return compilable(
        sql<SearchHit>`SELECT ${hitColumns(actor)}
          FROM search_fts JOIN search_docs d ON d.id = search_fts.rowid LEFT JOIN classes c ON c.id = d.class_id
          ${hitJoins}
          WHERE search_fts MATCH ${match} AND ${visibleTo(actor, people)}${onlyLive ? sql` AND c.archived_at IS NULL` : sql``}
          ORDER BY search_fts.rowid DESC LIMIT ${SEARCH_RESULTS_MAX}`,
        db,
      );
    },
    { offMainThread: true },
  );
}

const tierQueries = new Map<string, ReturnType<typeof tierQuery>>();
function tierQueryOf(role: Role, tier: Tier) {
  const key = `${role} ${tier.titleOnly} ${tier.onlyLive}`;
  let query = tierQueries.get(key);
  if (!query) {
    query = tierQuery(role, tier.titleOnly, tier.onlyLive);
    tierQueries.set(key, query);
  }
  return query;
}

/**
 * The best matches the actor may see, best first, at most SEARCH_RESULTS_MAX. The rank is: live
 * classes before archived ones, then every word in the title before the rest, then newest first;
 * no statistics of the whole index (bm25 read each word's whole doclist). Each tier is its own
 * statement (tierQuery), usually the first alone: a tier is read only while those before it found
 * fewer than SEARCH_RESULTS_MAX, so each of those was read whole, and a document found again (a
 * title match in the "any column" tier, a person in a live and an archived class) keeps its first
 * tier: the order is exactly the rank.
 */
export async function sqliteSearch(db: Kysely<Database>, actor: Searcher, terms: string[]): Promise<SearchHit[]> {
  const parts = await ftsPartsOf(db, actor, terms);
  const tiers: Tier[] = [
    { titleOnly: true, classes: parts.live, onlyLive: parts.live === null },
    { titleOnly: false, classes: parts.live, onlyLive: parts.live === null },
  ];
  if (parts.archived !== null && parts.archived !== '""') {
    tiers.push({ titleOnly: true, classes: parts.archived, onlyLive: false }, { titleOnly: false, classes: parts.archived, onlyLive: false });
  }
  const found = new Map<number, SearchHit>();
  for (const tier of tiers) {
    if (found.size >= SEARCH_RESULTS_MAX) break;
    const match = `${tier.titleOnly ? 'title' : '{title body}'} : (${parts.words})${tier.classes === null ? '' : ` AND scope : (${tier.classes})`}`;
    for (const hit of await tierQueryOf(actor.role, tier)(db, match, ...idOf(actor))) if (!found.has(hit.id)) found.set(hit.id, hit);
  }
  return [...found.values()].slice(0, SEARCH_RESULTS_MAX);
}
