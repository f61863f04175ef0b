import { sql, type Kysely, type RawBuilder } from 'kysely';
import { SEARCH_RESULTS_MAX } from '@lyceum/shared/search';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import type { AuthUser } from '../../types';
import { sqliteSearch } from './search-sqlite';
import { classesOf, hitColumns, hitJoins, visibleTo } from './search-visibility';

/** One search hit, with what its link and its labels need (migration 0023 says what a document is). */
export interface SearchHit {
  /** Its search_docs row. */
  id: number;
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

/** PostgreSQL: the tsquery text, the last word also as a prefix; with `titleOnly`, in the title (weight A) alone. */
function tsQuery(terms: string[], titleOnly: boolean): string {
  const last = terms.length - 1;
  const weight = titleOnly ? 'A' : '';
  return terms.map((term, i) => `'${term}'${i === last ? ':*' : weight ? ':' : ''}${weight}`).join(' & ');
}

/**
 * PostgreSQL: the ranked top as the CTE `hit (id, tier)`, the same rank as on SQLite (search-sqlite.ts):
 * live classes before archived ones, then every word in the title before the rest, then newest
 * first. The GIN index answers the words and the caller's classes together (`GIN (doc, scope)`);
 * the rank needs no statistics of the whole index (ts_rank read each matched row's whole vector).
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
 * The best matches the actor may see, best first, at most SEARCH_RESULTS_MAX; the caller's
 * permissions are part of each statement that finds them. On PostgreSQL one statement: the ranked
 * top is chosen first (postgresHits), then joined to what the links need, for those few rows.
 */
export async function searchDocuments(db: Kysely<Database>, dialect: Dialect, actor: AuthUser, terms: string[]): Promise<SearchHit[]> {
  if (dialect === 'sqlite') return sqliteSearch(db, actor, terms);
  const query = sql<SearchHit>`WITH ${postgresHits(actor, terms)}
    SELECT ${hitColumns(actor)}
    FROM hit JOIN search_docs d ON d.id = hit.id
    LEFT JOIN classes c ON c.id = d.class_id
    ${hitJoins}
    ORDER BY hit.tier, hit.id DESC`;
  return (await query.execute(db)).rows;
}
