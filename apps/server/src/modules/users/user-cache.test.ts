import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG } from '@lyceum/shared/messages';
import { createTestContext, type TestContext } from '../../../test/context';
import type { TestUser } from '../../../test/factories';
import { userCache } from './user-cache';

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.factories.user('admin');
});
afterAll(() => ctx.close());

/** One authenticated call, so the user is in the cache before the change. */
const me = (user: TestUser) => ctx.request({ method: 'GET', url: '/api/classes', token: user.token });

describe('the signed-in user cache never outlives a change made in this process', () => {
  it('a cached user, once deleted, is refused on the very next request', async () => {
    const user = await ctx.factories.user('student');
    expect((await me(user)).statusCode).toBe(200);
    await ctx.request({ method: 'DELETE', url: `/api/users/${user.id}`, token: admin.token });
    const res = await me(user);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: API_MSG.invalidToken });
  });

  it('a password or role change refuses the old token at once; a new name shows at once', async () => {
    for (const change of [{ password: 'a-new-password' }, { role: 'teacher' }]) {
      const user = await ctx.factories.user('student');
      expect((await me(user)).statusCode).toBe(200);
      await ctx.request({ method: 'PUT', url: `/api/users/${user.id}`, token: admin.token, payload: change });
      expect((await me(user)).statusCode, JSON.stringify(change)).toBe(401);
    }
    const renamed = await ctx.factories.user('teacher');
    expect((await me(renamed)).statusCode).toBe(200);
    await ctx.request({ method: 'PUT', url: `/api/users/${renamed.id}`, token: admin.token, payload: { name: 'Renamed' } });
    expect((await me(renamed)).statusCode).toBe(200);
    expect((await userCache(ctx.db.kysely).load(renamed.id))?.name).toBe('Renamed');
  });

  it('a read that started before an eviction does not put the old row back', async () => {
    const user = await ctx.factories.user('student');
    const cache = userCache(ctx.db.kysely);
    const pending = cache.reload(user.id);
    cache.evict(user.id);
    await ctx.db.kysely.updateTable('users').set({ name: 'Changed' }).where('id', '=', user.id).execute();
    await pending;
    expect((await cache.load(user.id))?.name).toBe('Changed');
  });
});
