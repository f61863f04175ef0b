import { Migrator, type Migration, type MigrationProvider } from 'kysely';
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

/** Migrations are code (they ship inside the server bundle) and run on every start. */
function provider(db: Db): MigrationProvider {
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
    }),
  };
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db: db.kysely, provider: provider(db) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`.replace('  ', ' '));
  }
}
