import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../context';
import { snapshotDb } from './db-snapshot';

// The fuzzer and the authorization matrix trust this token to say "nothing changed": it must move
// with every committed change, and only with one.
let ctx: TestContext;
let userId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  userId = (await ctx.factories.user('student', { name: 'Sam Student' })).id;
});
afterAll(() => ctx.close());

const k = () => ctx.db.kysely;

describe('snapshotDb', () => {
  it('moves with an insert, an update of a value and a delete', async () => {
    const before = await snapshotDb(ctx.db);
    const other = await ctx.factories.user('teacher');
    const inserted = await snapshotDb(ctx.db);
    expect(inserted).not.toBe(before);
    await sql`update users set name = 'Tess Teacher' where id = ${other.id}`.execute(k());
    const updated = await snapshotDb(ctx.db);
    expect(updated).not.toBe(inserted);
    await sql`delete from users where id = ${other.id}`.execute(k());
    expect(await snapshotDb(ctx.db)).not.toBe(updated);
  });

  it('stays with a read, a write rolled back, an update that writes back the same value, and the outbox’s published mark', async () => {
    // Already published, so the outbox's runner leaves it alone.
    await sql`insert into events (kind, audience, changes, created_at, published_at) values ('test', 'staff', '[]', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.500Z')`.execute(k());
    const before = await snapshotDb(ctx.db);
    await sql`select count(*) from users`.execute(k());
    await expect(
      k().transaction().execute(async (trx) => {
        await sql`update users set name = 'Changed' where id = ${userId}`.execute(trx);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await sql`update users set name = 'Sam Student' where id = ${userId}`.execute(k());
    await sql`update events set published_at = '2026-01-01T00:00:01.000Z' where kind = 'test'`.execute(k());
    expect(await snapshotDb(ctx.db)).toBe(before);
    expect((await sql<{ name: string }>`select name from users where id = ${userId}`.execute(k())).rows[0]?.name).toBe('Sam Student');
  });
});
