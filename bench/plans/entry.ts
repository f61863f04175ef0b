// Runs the real service functions of the hot endpoints once per role against the bench database,
// capturing every SQL statement they issue; then prints each statement's EXPLAIN QUERY PLAN and
// its time per execution (prepared, 300 runs). Bundled and run by bench/plans.mjs.
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, type CompiledQuery } from 'kysely';
import type { Database } from '../../apps/server/src/db/schema';
import type { AuthUser } from '../../apps/server/src/types';
import { loadDashboard } from '../../apps/server/src/modules/dashboard/dashboard.service';
import { getClassDetail, listVisibleClasses, listVisibleClassesJson } from '../../apps/server/src/modules/classes/classes.service';
import { listTopicsOfClass, listTopicsOfClassJson } from '../../apps/server/src/modules/topics/topics.service';
import { listAssignmentsJson } from '../../apps/server/src/modules/lists/lists.service';
import { materials } from '../../apps/server/src/modules/materials/materials.service';
import { assignments } from '../../apps/server/src/modules/assignments/assignments.service';
import { DownloadLinks } from '../../apps/server/src/modules/files/download-links';
import { findUserById } from '../../apps/server/src/modules/users/users.repository';

const file = process.argv[2] ?? 'bench/data/lyceum.db';
const sqlite = new SQLite(file, { readonly: true });
let captured: CompiledQuery[] = [];
const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), log: (event) => captured.push(event.query) });

async function actor(email: string): Promise<AuthUser> {
  const row = await db.selectFrom('users').select(['id', 'name', 'email', 'role']).where('email', '=', email).executeTakeFirstOrThrow();
  return row;
}

function report(endpoint: string, queries: CompiledQuery[]): void {
  console.log(`\n### ${endpoint}`);
  for (const query of queries) {
    const params = query.parameters as unknown[];
    const statement = sqlite.prepare(query.sql);
    const runs = 300;
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < runs; i += 1) statement.all(...params);
    const us = Number(process.hrtime.bigint() - t0) / 1e3 / runs;
    console.log(`\n  ${query.sql.length > 220 ? `${query.sql.slice(0, 220)}...` : query.sql}`);
    console.log(`  ${us.toFixed(0)} us per execution`);
    for (const row of sqlite.prepare(`explain query plan ${query.sql}`).all(...params) as Array<{ detail: string }>) console.log(`    ${row.detail}`);
  }
}

async function capture(endpoint: string, fn: () => Promise<unknown>): Promise<void> {
  captured = [];
  await fn();
  report(endpoint, captured);
}

for (const email of ['student1@district.test', 'teacher1@district.test', 'admin@district.test']) {
  const who = await actor(email);
  const { items: classes } = await listVisibleClasses(db, who, 50);
  const klass = who.role === 'admin' ? classes[Math.floor(classes.length / 2)] : classes[0];
  if (!klass) throw new Error(`${email} has no class`);
  const topics = await listTopicsOfClass(db, who, klass._id);
  const topic = topics[0];
  if (!topic) throw new Error('no topic');
  const material = await db.selectFrom('materials').select('id').where('topic_id', '=', topic._id).executeTakeFirstOrThrow();
  const assignment = await db.selectFrom('assignments').select('id').where('topic_id', '=', topic._id).executeTakeFirstOrThrow();
  console.log(`\n## ${who.role} (${email})`);
  await capture('auth: the signed-in user (on a cache miss)', () => findUserById(db, who.id));
  await capture('GET /api/dashboard', () => loadDashboard(db, who));
  // The statements the server runs on SQLite: these three lists are written as JSON by SQLite.
  await capture('GET /api/classes', () => listVisibleClassesJson(db, who, 50));
  await capture('GET /api/classes/{id}', () => getClassDetail(db, who, klass._id));
  await capture('GET /api/classes/{id}/topics', () => listTopicsOfClassJson(db, who, klass._id));
  await capture('GET /api/assignments?limit=50', () => listAssignmentsJson(db, who, 50));
  // Files' download links are signed for the reader (any secret will do for the plans).
  const reader = { userId: who.id, links: new DownloadLinks('bench-plans-secret-bench-plans-secret-0123') };
  await capture('GET /api/materials/{id}', () => materials.get(db, who, material.id, reader));
  await capture('GET /api/assignments/{id}', () => assignments.get(db, who, assignment.id, reader));
}
await db.destroy();
