import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from './database';
import { committedWrite } from './group-commit';
import { migrateToLatest } from './migrate';

let dir: string;
let db: Db;
const file = () => join(dir, 'lyceum.db');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lyceum-gc-'));
  db = createDb({ dialect: 'sqlite', file: file() });
  await migrateToLatest(db);
  const now = new Date().toISOString();
  await db.kysely.insertInto('classes').values({ id: 'c1', name: 'C', description: 'C', meeting_link: null, created_at: now, updated_at: now }).execute();
});
afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

const topic = (id: string, classId = 'c1') => (k: Db['kysely']) =>
  k.insertInto('topics').values({ id, class_id: classId, name: id, created_by: null, created_at: new Date().toISOString() }).execute();

describe('group commit (SQLite)', () => {
  it('writes that arrive together share one transaction, and each is visible to another connection once acknowledged', async () => {
    const spy = createDb({ dialect: 'sqlite', file: file() });
    const events: string[] = [];
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        committedWrite(spy.kysely, async (k) => {
          events.push(spy.sqlite?.inTransaction ? 'write in transaction' : 'write alone');
          return topic(`t${i}`)(k);
        }).then(() => events.push('acknowledged')),
      ),
    );
    // All twenty ran inside one transaction before the first was acknowledged.
    expect(events).toEqual([...Array(20).fill('write in transaction'), ...Array(20).fill('acknowledged')]);
    await spy.close();
    // A separate connection sees all 20: acknowledged means committed.
    const other = new SQLite(file(), { readonly: true });
    expect(other.prepare("select count(*) as n from topics where id like 't%'").get()).toEqual({ n: 20 });
    other.close();
  });

  it('one failing write fails alone; the others in its batch are committed', async () => {
    const results = await Promise.allSettled([
      committedWrite(db.kysely, topic('ok1')),
      committedWrite(db.kysely, topic('bad', 'no-such-class')),
      committedWrite(db.kysely, topic('ok2')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const ids = await db.kysely.selectFrom('topics').select('id').where('id', 'in', ['ok1', 'ok2', 'bad']).orderBy('id').execute();
    expect(ids.map((r) => r.id)).toEqual(['ok1', 'ok2']);
  });
});
