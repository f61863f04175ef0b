import argon2 from 'argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { FACTORY_PASSWORD } from '../../../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const storedHash = async (id: string) =>
  (await ctx.db.kysely.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow()).password_hash;

const signIn = (email: string, password: string) => ctx.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('argon2id parameters', () => {
  it('hashes new passwords at OWASP’s minimum: 19 MiB, two passes, one lane', async () => {
    const user = await ctx.factories.user('student', { email: 'new@school.test' });
    expect(await storedHash(user.id)).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });

  it('re-makes an older install’s hash with today’s parameters on the next good sign-in, and keeps its tokens', async () => {
    const user = await ctx.factories.user('teacher', { email: 'old@school.test' });
    // What earlier versions stored: the library's defaults, 64 MiB, t=3, p=4.
    const oldHash = await argon2.hash(FACTORY_PASSWORD, { type: argon2.argon2id, memoryCost: 65_536, timeCost: 3, parallelism: 4 });
    await ctx.db.kysely.updateTable('users').set({ password_hash: oldHash }).where('id', '=', user.id).execute();

    const wrong = await signIn('old@school.test', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(await storedHash(user.id)).toBe(oldHash);

    const first = await signIn('old@school.test', FACTORY_PASSWORD);
    expect(first.statusCode).toBe(200);
    const upgraded = await storedHash(user.id);
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await argon2.verify(upgraded, FACTORY_PASSWORD)).toBe(true);

    // The password did not change, so the token signed before the upgrade still works.
    const me = await ctx.request({ method: 'GET', url: '/api/auth/me', token: first.json().token });
    expect(me.statusCode).toBe(200);
    expect((await signIn('old@school.test', FACTORY_PASSWORD)).statusCode).toBe(200);
    expect(await storedHash(user.id)).toBe(upgraded);
  });
});
