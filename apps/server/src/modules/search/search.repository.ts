import { sql, type Kysely, type RawBuilder } from 'kysely';
import { SEARCH_RESULTS_MAX } from '@lyceum/shared/search';
import { readOffMainThread } from '../../db/database';
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
 * The query each engine's full-text search reads: the terms quoted as plain words (never the
 * user's text as syntax), all required, the last one also as a prefix; in the title and body only
 * (never the `scope` ids), or the title alone with `titleOnly` (a person's name, not their email).
 */
function matchOf(dialect: Dialect, terms: string[], titleOnly: boolean): string {
  const last = terms.length - 1;
  if (dialect === 'sqlite') {
    const words = terms.map((term, i) => `"${term}"${i === last ? '*' : ''}`).join(' ');
    return `${titleOnly ? 'title' : '{title body}'} : (${words})`;
  }
  const weight = titleOnly ? 'A' : '';
  return terms.map((term, i) => `'${term}'${i === last ? ':*' : weight ? ':' : ''}${weight}`).join(' & ');
}

/**
 * The classes whose documents the caller may find (null: an admin, all): a teacher's taught
 * classes, a student's classes that are not archived. Only narrows the index lookup (migration
 * 0023, `scope`); visibleTo() below is what decides.
 */
function scopeOf(actor: AuthUser): RawBuilder<unknown> | null {
  if (actor.role === 'admin') return null;
  return actor.role === 'student'
    ? sql`SELECT cm.class_id FROM class_members cm JOIN classes sc ON sc.id = cm.class_id AND sc.archived_at IS NULL WHERE cm.user_id = ${actor.id} AND cm.role = 'student'`
    : sql`SELECT cm.class_id FROM class_members cm WHERE cm.user_id = ${actor.id} AND cm.role = 'teacher'`;
}

/**
 * FTS5: the match with the caller's classes in it, `words AND scope : ("id1" OR "id2" ...)`, built
 * in the statement. Each id is a quoted phrase (read as text, whatever its characters); no class is
 * `""`, which matches nothing.
 */
function ftsMatch(words: string, scope: RawBuilder<unknown> | null): RawBuilder<unknown> {
  if (!scope) return sql`${words}`;
  return sql`${words} || ' AND scope : (' || (SELECT coalesce(group_concat('"' || replace(s.class_id, '"', '""') || '"', ' OR '), '""') FROM (${scope}) s) || ')'`;
}

/**
 * Who may see which documents, as SQL of the one statement (never a filter applied afterwards):
 * an admin everything; a teacher what is in the classes they teach and the people in those
 * classes; a student what is in their classes that are not archived, and their teachers, found by
 * name only (spec section 6: students see teacher names, not emails).
 */
function visibleTo(actor: AuthUser, personMatch: RawBuilder<unknown> | null): RawBuilder<unknown> {
  if (actor.role === 'admin') return sql`1 = 1`;
  const student = actor.role === 'student';
  const myClasses = sql`SELECT cm.class_id FROM class_members cm WHERE cm.user_id = ${actor.id} AND cm.role = ${actor.role}`;
  const people = student
    ? sql`SELECT them.user_id FROM class_members me JOIN class_members them ON them.class_id = me.class_id AND them.role = 'teacher'
          JOIN classes mc ON mc.id = me.class_id AND mc.archived_at IS NULL
          WHERE me.user_id = ${actor.id} AND me.role = 'student'`
    : sql`SELECT them.user_id FROM class_members me JOIN class_members them ON them.class_id = me.class_id WHERE me.user_id = ${actor.id} AND me.role = 'teacher'`;
  return sql`(
    (d.kind <> 'person' AND d.class_id IN (${myClasses})${student ? sql` AND c.archived_at IS NULL` : sql``})
    OR (d.kind = 'person' AND d.item_id IN (${people})
        AND EXISTS (SELECT 1 FROM users pu WHERE pu.id = d.item_id AND pu.deactivated_at IS NULL)${personMatch ? sql` AND ${personMatch}` : sql``})
  )`;
}

/**
 * The best matches the actor may see, best first (archived classes' after the rest), at most
 * SEARCH_RESULTS_MAX. The ranked top is chosen in an inner statement; the outer one only joins
 * what the links need, for those few rows.
 */
export async function searchDocuments(db: Kysely<Database>, dialect: Dialect, actor: AuthUser, terms: string[]): Promise<SearchHit[]> {
  const studentPeople = actor.role === 'student';
  const scope = scopeOf(actor);
  let hits: RawBuilder<unknown>;
  if (dialect === 'sqlite') {
    const match = ftsMatch(matchOf(dialect, terms, false), scope);
    const personMatch = studentPeople ? sql`d.id IN (SELECT rowid FROM search_fts WHERE search_fts MATCH ${ftsMatch(matchOf(dialect, terms, true), scope)})` : null;
    hits = sql`SELECT d.kind, d.item_id, d.class_id, d.title, d.body, c.name AS class_name, c.archived_at IS NOT NULL AS archived, bm25(search_fts, 4.0, 1.0, 0.0) AS score
      FROM search_fts JOIN search_docs d ON d.id = search_fts.rowid LEFT JOIN classes c ON c.id = d.class_id
      WHERE search_fts MATCH ${match} AND ${visibleTo(actor, personMatch)}
      ORDER BY archived, score, d.id LIMIT ${SEARCH_RESULTS_MAX}`;
  } else {
    const match = matchOf(dialect, terms, false);
    const personMatch = studentPeople ? sql`d.doc @@ to_tsquery('simple', ${matchOf(dialect, terms, true)})` : null;
    // `scope && ARRAY(...)` beside `doc @@ query`: both in the one GIN index (doc, scope).
    const inScope = scope ? sql` AND d.scope && ARRAY(${scope})` : sql``;
    hits = sql`SELECT d.kind, d.item_id, d.class_id, d.title, d.body, c.name AS class_name, c.archived_at IS NOT NULL AS archived, -ts_rank(d.doc, q.query) AS score
      FROM to_tsquery('simple', ${match}) AS q(query) JOIN search_docs d ON d.doc @@ q.query${inScope} LEFT JOIN classes c ON c.id = d.class_id
      WHERE ${visibleTo(actor, personMatch)}
      ORDER BY archived, score, d.item_id LIMIT ${SEARCH_RESULTS_MAX}`;
  }
  const sharedClass =
    actor.role === 'admin'
      ? sql`NULL`
      : sql`(SELECT me.class_id FROM class_members me JOIN class_members them ON them.class_id = me.class_id WHERE me.user_id = ${actor.id} AND them.user_id = hit.item_id AND hit.kind = 'person' ORDER BY me.class_id LIMIT 1)`;
  const query = sql<SearchHit>`SELECT hit.kind, hit.item_id, hit.class_id, hit.title, hit.body, hit.class_name, hit.archived,
      COALESCE(m.topic_id, a.topic_id, tm.topic_id, ta.topic_id) AS topic_id,
      co.material_id, co.assignment_id, COALESCE(tm.title, ta.title) AS target_title, ${sharedClass} AS shared_class_id
    FROM (${hits}) hit
    LEFT JOIN materials m ON hit.kind = 'material' AND m.id = hit.item_id
    LEFT JOIN assignments a ON hit.kind = 'assignment' AND a.id = hit.item_id
    LEFT JOIN comments co ON hit.kind = 'comment' AND co.id = hit.item_id
    LEFT JOIN materials tm ON tm.id = co.material_id
    LEFT JOIN assignments ta ON ta.id = co.assignment_id
    ORDER BY hit.archived, hit.score, hit.item_id`;
  const compiled = query.compile(db);
  const off = readOffMainThread(db, compiled.sql, compiled.parameters);
  return (off ? await off : (await db.executeQuery(compiled)).rows) as SearchHit[];
}
