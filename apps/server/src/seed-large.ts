import { loadConfigOrExit } from './config';
import { migrateToLatest } from './db/migrate';
import { openConfiguredDb } from './db/open';
import { refreshPlannerStatistics } from './db/planner-statistics';
import { hashPassword } from './lib/passwords';
import { keepDataPrivate } from './lib/private-files';
import { insertMany } from './seed/batch-insert';
import { DISTRICT, generateDistrict } from './seed/district';

/** Every generated account signs in with this password. */
export const DISTRICT_PASSWORD = 'district-pass';

/**
 * `npm run seed:large`: a deterministic district (20,000 users, 1,000 classes, 10,000 topics,
 * 50,000 materials, 50,000 assignments, 200,000 comments) for benchmarks, into the configured
 * database (SQLite in DATA_DIR, or PostgreSQL with DATABASE_URL). Refuses a database that has classes.
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  keepDataPrivate(config.DATA_DIR);
  const db = openConfiguredDb(config);
  try {
    await migrateToLatest(db);
    const existing = await db.kysely.selectFrom('classes').select('id').limit(1).executeTakeFirst();
    const anyUser = await db.kysely.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (existing || anyUser) {
      console.error('lyceum: the database is not empty; seed:large needs a fresh DATA_DIR or database');
      process.exitCode = 1;
      return;
    }
    const started = Date.now();
    const district = generateDistrict(await hashPassword(DISTRICT_PASSWORD));
    console.log(`Generated the district in ${((Date.now() - started) / 1000).toFixed(1)} s; writing to ${db.dialect}...`);
    const tables = [
      ['users', district.users],
      ['classes', district.classes],
      ['class_members', district.members],
      ['topics', district.topics],
      ['materials', district.materials],
      ['assignments', district.assignments],
      ['comments', district.comments],
    ] as const;
    for (const [table, rows] of tables) {
      const t0 = Date.now();
      await insertMany(db.kysely, table, rows, (done, total) => {
        process.stdout.write(`\r  ${table.padEnd(14)} ${String(done).padStart(7)} / ${total}`);
      });
      process.stdout.write(`  (${((Date.now() - t0) / 1000).toFixed(1)} s)\n`);
    }
    // Fresh statistics so both query planners pick the indexes for this data shape.
    await refreshPlannerStatistics(db);
    console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${DISTRICT.users} users, ${DISTRICT.classes} classes.`);
    console.log(`Sign in as admin@district.test, teacher1@district.test or student1@district.test with "${DISTRICT_PASSWORD}".`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(`lyceum: seed:large failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
