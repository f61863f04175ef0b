import { Migrator, sql, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import type { Db } from './database';
import { initial } from './migrations/0001-initial';
import { hotPathIndexes } from './migrations/0002-hot-path-indexes';
import { memberUserIndexes } from './migrations/0003-member-user-indexes';
import { contentCounters } from './migrations/0004-content-counters';
import { orderTiebreakIndexes } from './migrations/0005-order-tiebreak-indexes';
import { assignmentListJson } from './migrations/0006-assignment-list-json';
import { classListJson } from './migrations/0007-class-list-json';
import { schoolTotals } from './migrations/0008-school-totals';
import { classTopicsJson } from './migrations/0009-class-topics-json';
import { files } from './migrations/0011-files';
import { rosters } from './migrations/0012-rosters';
import { semanticListsStored } from './migrations/0013-semantic-lists';
import { coursework } from './migrations/0014-coursework';
import { assignmentListPoints } from './migrations/0015-assignment-list-points';
import { calendarFeeds } from './migrations/0016-calendar-feeds';
import { notifications } from './migrations/0017-notifications';
import { email } from './migrations/0018-email';
import { gradebookVersions } from './migrations/0019-gradebook-versions';
import { turnedInCounts } from './migrations/0020-turned-in-counts';
import { importSources } from './migrations/0021-import-sources';
import { classArchive } from './migrations/0022-class-archive';
import { search } from './migrations/0023-search';
import { sso } from './migrations/0024-sso';
import { saml } from './migrations/0025-saml';
import { searchVocab } from './migrations/0026-search-vocab';
import { userIdentifier } from './migrations/0027-user-identifier';
import { languages } from './migrations/0028-languages';
import { quizzes } from './migrations/0029-quizzes';
import { questionBank } from './migrations/0030-question-bank';
import { questionPosts } from './migrations/0031-question-posts';
import { quizAttemptDeadlines } from './migrations/0032-quiz-attempt-deadlines';
import { quizLayout } from './migrations/0033-quiz-layout';
import { archivedClassesIndex } from './migrations/0034-archived-classes-index';
import { searchSecureDelete } from './migrations/0035-search-secure-delete';

/**
 * Migrations are code (they ship inside the server bundle) and run on every start, in name order.
 * A new one takes the number after the highest: 0010 was never used, and a migration slotted in
 * before ones a database has already run is refused by the migrator ("corrupted migrations").
 */
export function migrationProvider(db: Db): MigrationProvider {
  return {
    getMigrations: async (): Promise<Record<string, Migration>> => ({
      '0001-initial': initial(db.dialect),
      '0002-hot-path-indexes': hotPathIndexes(),
      '0003-member-user-indexes': memberUserIndexes(),
      '0004-content-counters': contentCounters(db.dialect),
      '0005-order-tiebreak-indexes': orderTiebreakIndexes(),
      '0006-assignment-list-json': assignmentListJson(db.dialect),
      '0007-class-list-json': classListJson(db.dialect),
      '0008-school-totals': schoolTotals(db.dialect),
      '0009-class-topics-json': classTopicsJson(db.dialect),
      '0011-files': files(db.dialect),
      '0012-rosters': rosters(db.dialect),
      '0013-semantic-lists': semanticListsStored(),
      '0014-coursework': coursework(db.dialect),
      '0015-assignment-list-points': assignmentListPoints(db.dialect),
      '0016-calendar-feeds': calendarFeeds(db.dialect),
      '0017-notifications': notifications(db.dialect),
      '0018-email': email(db.dialect),
      '0019-gradebook-versions': gradebookVersions(db.dialect),
      '0020-turned-in-counts': turnedInCounts(db.dialect),
      '0021-import-sources': importSources(),
      '0022-class-archive': classArchive(db.dialect),
      '0023-search': search(db.dialect),
      '0024-sso': sso(db.dialect),
      '0025-saml': saml(db.dialect),
      '0026-search-vocab': searchVocab(db.dialect),
      '0027-user-identifier': userIdentifier(),
      '0028-languages': languages(),
      '0029-quizzes': quizzes(db.dialect),
      '0030-question-bank': questionBank(db.dialect),
      '0031-question-posts': questionPosts(db),
      '0032-quiz-attempt-deadlines': quizAttemptDeadlines(),
      '0033-quiz-layout': quizLayout(),
      '0034-archived-classes-index': archivedClassesIndex(),
      '0035-search-secure-delete': searchSecureDelete(db.dialect),
    }),
  };
}

/**
 * Runs the pending migrations, all or none: a failure anywhere leaves the database as it was.
 * Kysely's Migrator runs them in one transaction on PostgreSQL, but not on SQLite (its adapter says
 * DDL is not transactional, which SQLite's is), where a failure half-way would leave the statements
 * before it applied and the migration unrecorded, so the next start would fail on them. On SQLite
 * the run therefore happens inside a transaction of ours, on the one connection Kysely uses.
 */
export async function migrateToLatest(db: Db, provider: MigrationProvider = migrationProvider(db)): Promise<void> {
  const migrator = new Migrator({ db: db.kysely, provider });
  const { error, results } = db.dialect === 'sqlite' ? await allOrNothingOnSqlite(db, () => migrator.migrateToLatest()) : await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`.replace('  ', ' '));
  }
}

async function allOrNothingOnSqlite(db: Db, run: () => Promise<MigrationResultSet>): Promise<MigrationResultSet> {
  // IMMEDIATE: take the write lock first, so another process cannot write between our reads.
  await sql`begin immediate`.execute(db.kysely);
  let outcome: MigrationResultSet;
  try {
    outcome = await run();
  } catch (error) {
    await sql`rollback`.execute(db.kysely);
    throw error;
  }
  await sql.raw(outcome.error === undefined ? 'commit' : 'rollback').execute(db.kysely);
  return outcome;
}
