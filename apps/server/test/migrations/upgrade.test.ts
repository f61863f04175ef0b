import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { freshDatabase } from '../context';
import { insertV1Rows, rowsOf } from './db-contents';
import { firstSchemaOnly, migrationsOf, recordedMigrations } from './migration-set';
import { V1_ROWS, V1_TABLES } from './schema-v1-rows';

const opened: { db: Db; dispose: () => Promise<void> }[] = [];
async function database(): Promise<Db> {
  const fresh = await freshDatabase();
  opened.push(fresh);
  return fresh.db;
}
afterEach(async () => {
  for (const { db, dispose } of opened.splice(0)) {
    await db.close();
    await dispose();
  }
});

const byId = (rows: unknown[]) => new Map((rows as Record<string, unknown>[]).map((row) => [String(row.id ?? `${String(row.class_id)}/${String(row.user_id)}`), row]));

describe('upgrading a database made by the first schema', () => {
  it('keeps every row of every table, and the counters and stored JSON later migrations add are what a fresh database computes', async () => {
    const old = await database();
    await migrateToLatest(old, await firstSchemaOnly(old));
    expect(await recordedMigrations(old)).toEqual(['0001-initial']);
    await insertV1Rows(old);

    await migrateToLatest(old);
    expect(await recordedMigrations(old)).toEqual(Object.keys(await migrationsOf(old)).sort());
    const upgraded = await rowsOf(old);

    // Every row of the first schema, each column as it was stored.
    for (const table of V1_TABLES) {
      const rows = upgraded[table] ?? [];
      expect(rows, table).toHaveLength(V1_ROWS[table].length);
      const kept = byId(rows);
      for (const [key, row] of byId([...V1_ROWS[table]])) expect(kept.get(key), `${table} ${key}`).toMatchObject(row);
    }

    // The counters of 0004, filled from the rows that were already there.
    const classes = byId(upgraded.classes ?? []);
    expect(classes.get('c-math')).toMatchObject({ teachers_count: 1, students_count: 2, materials_count: 2, assignments_count: 2 });
    expect(classes.get('c-art')).toMatchObject({ teachers_count: 2, students_count: 1, materials_count: 1, assignments_count: 1 });
    const topics = byId(upgraded.topics ?? []);
    expect(topics.get('t-algebra')).toMatchObject({ materials_count: 2, assignments_count: 1 });
    expect(topics.get('t-geometry')).toMatchObject({ materials_count: 0, assignments_count: 1 });

    // Every column of every table, whatever migrations come later (stored JSON, totals, defaults):
    // the same as a database made at today's schema to which the same rows were written.
    const fresh = await database();
    await migrateToLatest(fresh);
    await insertV1Rows(fresh);
    expect(upgraded).toEqual(await rowsOf(fresh));
  });
});
