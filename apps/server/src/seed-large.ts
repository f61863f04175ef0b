import { loadConfigOrExit } from './config';
import { migrateToLatest } from './db/migrate';
import { openConfiguredDb } from './db/open';
import { refreshPlannerStatistics } from './db/planner-statistics';
import { optimizeSearchIndex } from './modules/search/search-index-tidy';
import { hashPassword } from './lib/passwords';
import { keepDataPrivate } from './lib/private-files';
import { insertMany } from './seed/batch-insert';
import { DISTRICT, generateDistrict } from './seed/district';
import { generateCoursework, gradeAssignmentsOf } from './seed/coursework';

/** Every generated account signs in with this password. */
export const DISTRICT_PASSWORD = 'district-pass';

/**
 * `npm run seed:large`: a deterministic district (20,000 users, 1,000 classes, 10,000 topics,
 * 50,000 materials, 50,000 assignments, 200,000 comments) for benchmarks, into the configured
 * database (SQLite in DATA_DIR, or PostgreSQL with DATABASE_URL), and students' work in every tenth
 * class (seed/coursework.ts). Refuses a database that has classes, except with `--coursework-only`,
 * which adds the work to a district seeded before coursework existed (the bench does that).
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  keepDataPrivate(config.DATA_DIR);
  const db = openConfiguredDb(config);
  try {
    await migrateToLatest(db);
    if (process.argv.includes('--coursework-only')) {
      const any = await db.kysely.selectFrom('submissions').select('id').limit(1).executeTakeFirst();
      if (any) {
        console.error('lyceum: the database already has students\' work');
        process.exitCode = 1;
        return;
      }
      await seedCoursework(db.kysely);
      await refreshPlannerStatistics(db);
      return;
    }
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
    await seedCoursework(db.kysely);
    // Fresh statistics so both query planners pick the indexes for this data shape.
    await refreshPlannerStatistics(db);
    // The search index in one segment at once, as the background tidy-up would leave it seconds later.
    await optimizeSearchIndex(db.kysely);
    console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${DISTRICT.users} users, ${DISTRICT.classes} classes.`);
    console.log(`Sign in as admin@district.test, teacher1@district.test or student1@district.test with "${DISTRICT_PASSWORD}".`);
  } finally {
    await db.close();
  }
}

async function seedCoursework(db: Parameters<typeof generateCoursework>[0]): Promise<void> {
  const t0 = Date.now();
  const { classIds, submissions } = await generateCoursework(db);
  await gradeAssignmentsOf(db, classIds);
  await insertMany(db, 'submissions', submissions, (done, total) => {
    process.stdout.write(`\r  ${'submissions'.padEnd(14)} ${String(done).padStart(7)} / ${total}`);
  });
  process.stdout.write(`  (${((Date.now() - t0) / 1000).toFixed(1)} s, ${classIds.length} classes)\n`);
}

main().catch((error: unknown) => {
  console.error(`lyceum: seed:large failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
