// Before/after of response serialisation on real payloads of the large data set: the zod
// serializer of fastify-type-provider-zod (safeEncode, then JSON.stringify) against the
// fast-json-stringify functions compiled from the same schemas (apps/server/src/plugins/serializer.ts).
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { classListSchema } from '@lyceum/shared/classes';
import { assignmentPageSchema } from '@lyceum/shared/assignments';
import { materialSchema } from '@lyceum/shared/materials';
import { dashboardSchema } from '@lyceum/shared/dashboard';
import type { Database } from '../../apps/server/src/db/schema';
import { fastSerializerCompiler } from '../../apps/server/src/plugins/serializer';
import { listVisibleClasses } from '../../apps/server/src/modules/classes/classes.service';
import { listAssignments } from '../../apps/server/src/modules/lists/lists.service';
import { getMaterial } from '../../apps/server/src/modules/materials/materials.service';
import { loadDashboard } from '../../apps/server/src/modules/dashboard/dashboard.service';

const sqlite = new SQLite(process.argv[2] ?? 'bench/data/lyceum.db', { readonly: true });
const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
const user = (email: string) => db.selectFrom('users').select(['id', 'name', 'email', 'role']).where('email', '=', email).executeTakeFirstOrThrow();
const admin = await user('admin@district.test');
const teacher = await user('teacher1@district.test');
const material = await db.selectFrom('materials').select('id').limit(1).executeTakeFirstOrThrow();

const cases = [
  { name: 'GET /api/classes (teacher, 10 classes)', schema: classListSchema, data: (await listVisibleClasses(db, teacher, 50)).items },
  { name: 'GET /api/classes (admin, first page of 50)', schema: classListSchema, data: (await listVisibleClasses(db, admin, 50)).items },
  { name: 'GET /api/assignments?limit=50 (teacher)', schema: assignmentPageSchema, data: (await listAssignments(db, teacher, 50)).items },
  { name: 'GET /api/dashboard (teacher)', schema: dashboardSchema, data: await loadDashboard(db, teacher) },
  { name: 'GET /api/materials/{id}', schema: materialSchema, data: await getMaterial(db, admin, material.id) },
];

function time(fn: () => string): number {
  const budgetNs = 300_000_000n;
  for (let i = 0; i < 50; i += 1) fn();
  let runs = 0;
  const t0 = process.hrtime.bigint();
  while (process.hrtime.bigint() - t0 < budgetNs) {
    fn();
    runs += 1;
  }
  return Number(process.hrtime.bigint() - t0) / 1e3 / runs;
}

for (const c of cases) {
  const route = { schema: c.schema, method: 'GET', url: '/x', httpStatus: '200' } as Parameters<typeof serializerCompiler>[0];
  const zod = serializerCompiler(route);
  const fast = fastSerializerCompiler(route as never) as (data: unknown) => string;
  if (zod(c.data) !== fast(c.data)) throw new Error(`${c.name}: the two serializers disagree`);
  const before = time(() => zod(c.data));
  const after = time(() => fast(c.data));
  // Plain JSON.stringify of the presenter's object: no schema, so no stripping of stray fields.
  const plain = time(() => JSON.stringify(c.data));
  console.log(
    `${c.name.padEnd(42)} ${String(zod(c.data).length).padStart(7)} B  zod ${before.toFixed(1).padStart(8)} us  fast-json-stringify ${after.toFixed(1).padStart(7)} us  x${(before / after).toFixed(1)}  (JSON.stringify ${plain.toFixed(1)} us)`,
  );
}
await db.destroy();
