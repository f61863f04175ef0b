import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { freshDatabase } from '../context';
import { insertV1Rows, rowsOf, schemaOf } from './db-contents';
import { FAILING, firstSchemaOnly, migrationsOf, recordedMigrations, withFailingLast } from './migration-set';

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

const stateOf = async (db: Db) => ({ schema: await schemaOf(db), rows: await rowsOf(db), migrations: await recordedMigrations(db) });

describe('a migration that fails half-way', () => {
  it('leaves a database at today\'s schema as it was: schema, rows and the migrations recorded', async () => {
    const db = await database();
    await migrateToLatest(db);
    await insertV1Rows(db);
    const before = await stateOf(db);

    await expect(migrateToLatest(db, await withFailingLast(db))).rejects.toThrow(new RegExp(`${FAILING} failed: deliberate failure`));
    expect(await stateOf(db)).toEqual(before);

    // The next start runs as if nothing had happened.
    await migrateToLatest(db);
    expect(await stateOf(db)).toEqual(before);
  });

  it('undoes the whole upgrade it was part of: a database of the first schema stays at the first schema', async () => {
    const db = await database();
    await migrateToLatest(db, await firstSchemaOnly(db));
    await insertV1Rows(db);
    const before = await stateOf(db);

    await expect(migrateToLatest(db, await withFailingLast(db))).rejects.toThrow(FAILING);
    expect(await stateOf(db)).toEqual(before);

    // A fixed release then upgrades it in full.
    await migrateToLatest(db);
    expect(await recordedMigrations(db)).toEqual(Object.keys(await migrationsOf(db)).sort());
  });
});
