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

/**
 * A rank tier: where the words must be (the title, or any column), and in whose classes: the
 * caller's live ones, or archived ones. An admin's live tiers have no class list to bound them
 * and take the documents outside archived classes.
 */
interface Tier {
  titleOnly: boolean;
  archived: boolean;
}

/** The words of a search as a tier's statement binds them (see tierQuery). */
interface Words {
  /** The words before the last, each an FTS5 phrase followed by AND: FTS5 takes `a (b OR c)` as a syntax error. */
  whole: string;
  /** The last word as an FTS5 prefix, and the range of the index's words that start with it. */
  asPrefix: string;
  last: string;
  pastLast: string;
}

/**
 * One tier's statement for a role: its FTS5 match in rowid order, newest first, stopped at
 * SEARCH_RESULTS_MAX rows that the caller may see (visibleTo, in the statement), with what their
 * links need. No temporary table, no sort: `EXPLAIN QUERY PLAN` shows `SCAN search_fts VIRTUAL
 * TABLE INDEX 192:M3` (descending), then each row's document, class and link by key.
 *
 * The match text is worked out by the statement itself, once (its subqueries are not correlated),
 * on the reader thread: the last word becomes the index's words that start with it
 * (`("fraction" OR "fractions")`, from search_vocab, migration 0026), or itself as a prefix when
 * more than PREFIX_WORDS_MAX words do (a last word no word starts with is `("")`, which matches
 * nothing); and the caller's classes (classesOf) bound it as `scope : ("id" OR ...)`, where no
 * class is `""`, which matches nothing. The classes only narrow what FTS5 reads: the statement's
 * own conditions (visibleTo) decide.
 */
function tierQuery(role: Role, { titleOnly, archived }: Tier) {
  // A student finds a person by name (the title) alone, never by email.
  const people = !(role === 'student' && !titleOnly);
  return preparedQuery(
    (db, whole: string, asPrefix: string, last: string, pastLast: string, ...actorId: string[]) => {
      const actor = { id: actorId[0] ?? '', role };
      const words = sql`(SELECT ${whole} || CASE WHEN count(*) > ${PREFIX_WORDS_MAX} THEN ${asPrefix}
          ELSE '(' || coalesce(group_concat('"' || replace(v.word, '"', '""') || '"', ' OR '), '""') || ')' END
        FROM (SELECT word FROM search_vocab WHERE word >= ${last} AND word < ${pastLast} ORDER BY word LIMIT ${PREFIX_WORDS_MAX + 1}) v)`;
      const classes = classesOf(actor, archived);
      const scope = classes
        ? sql` || ' AND scope : (' || (SELECT coalesce(group_concat('"' || replace(s.class_id, '"', '""') || '"', ' OR '), '""') FROM (${classes}) s) || ')'`
        : sql``;
      const match = sql`(${titleOnly ? 'title' : '{title body}'} || ' : (' || ${words} || ')'${scope})`;
      return compilable(
        sql<SearchHit>`SELECT ${hitColumns(actor)}
          FROM search_fts JOIN search_docs d ON d.id = search_fts.rowid LEFT JOIN classes c ON c.id = d.class_id
          ${hitJoins}
          WHERE search_fts MATCH ${match} AND ${visibleTo(actor, people)}${classes ? sql`` : sql` AND c.archived_at IS NULL`}
          ORDER BY search_fts.rowid DESC LIMIT ${SEARCH_RESULTS_MAX}`,
        db,
      );
    },
    { offMainThread: true },
  );
}

const tierQueries = new Map<string, ReturnType<typeof tierQuery>>();
function tierQueryOf(role: Role, tier: Tier) {
  const key = `${role} ${tier.titleOnly} ${tier.archived}`;
  let query = tierQueries.get(key);
  if (!query) {
    query = tierQuery(role, tier);
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
  const last = terms[terms.length - 1] ?? '';
  const words: Words = { whole: terms.slice(0, -1).map((term) => `${phrase(term)} AND `).join(''), asPrefix: `${phrase(last)}*`, last, pastLast: `${last}\u{10FFFF}` };
  // A student never finds anything of an archived class.
  const tiers: Tier[] = [false, ...(actor.role === 'student' ? [] : [true])].flatMap((archived) => [
    { titleOnly: true, archived },
    { titleOnly: false, archived },
  ]);
  const found = new Map<number, SearchHit>();
  for (const tier of tiers) {
    if (found.size >= SEARCH_RESULTS_MAX) break;
    const hits = await tierQueryOf(actor.role, tier)(db, words.whole, words.asPrefix, words.last, words.pastLast, ...idOf(actor));
    for (const hit of hits) if (!found.has(hit.id)) found.set(hit.id, hit);
  }
  return [...found.values()].slice(0, SEARCH_RESULTS_MAX);
}
