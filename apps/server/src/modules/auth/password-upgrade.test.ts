import { verifySync } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { FACTORY_PASSWORD } from '../../../test/factories';
import { hashThreadPriority } from '../../lib/passwords';

/**
 * Hashes of FACTORY_PASSWORD as earlier versions stored them, made by the `argon2` package they
 * used (which writes the parameters m,p,t): its defaults (64 MiB, t=3, p=4), and today's parameters.
 */
const OLD_DEFAULTS_HASH = '$argon2id$v=19$m=65536,p=4,t=3$SYz7NnrUlM1/Ml6XTKFN+A$2k40kHFdrv2G8bqcGL7wQpZG+ccB5wcqWJGvj1EEc6k';
const OLD_LIBRARY_TODAYS_PARAMETERS = '$argon2id$v=19$m=19456,p=1,t=2$TKLKIeMc41viq5dVmaHHbQ$kYQlIB3AIsjdPPQ/G0/pFMhf1vwZwCRPfnu/BCAR6XM';
const TODAYS_PARAMETERS = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/;

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
    expect(await storedHash(user.id)).toMatch(TODAYS_PARAMETERS);
  });

  it('re-makes an older install’s hash with today’s parameters on the next good sign-in, and keeps its tokens', async () => {
    const user = await ctx.factories.user('teacher', { email: 'old@school.test' });
    const oldHash = OLD_DEFAULTS_HASH;
    await ctx.db.kysely.updateTable('users').set({ password_hash: oldHash }).where('id', '=', user.id).execute();

    const wrong = await signIn('old@school.test', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(await storedHash(user.id)).toBe(oldHash);

    const first = await signIn('old@school.test', FACTORY_PASSWORD);
    expect(first.statusCode).toBe(200);
    const upgraded = await storedHash(user.id);
    expect(upgraded).toMatch(TODAYS_PARAMETERS);
    expect(verifySync(upgraded, FACTORY_PASSWORD)).toBe(true);

    // The password did not change, so the token signed before the upgrade still works.
    const me = await ctx.request({ method: 'GET', url: '/api/auth/me', token: first.json().token });
    expect(me.statusCode).toBe(200);
    expect((await signIn('old@school.test', FACTORY_PASSWORD)).statusCode).toBe(200);
    expect(await storedHash(user.id)).toBe(upgraded);
  });

  it('signs in with a hash the earlier library made at today’s parameters, and leaves it as it is', async () => {
    const user = await ctx.factories.user('student', { email: 'kept@school.test' });
    await ctx.db.kysely.updateTable('users').set({ password_hash: OLD_LIBRARY_TODAYS_PARAMETERS }).where('id', '=', user.id).execute();
    expect((await signIn('kept@school.test', 'not-the-password')).statusCode).toBe(401);
    expect((await signIn('kept@school.test', FACTORY_PASSWORD)).statusCode).toBe(200);
    expect(await storedHash(user.id)).toBe(OLD_LIBRARY_TODAYS_PARAMETERS);
  });
});

describe('hashing threads', () => {
  it('hash at a lower CPU priority than the event loop, so a sign-in storm leaves the cores to reads first', async () => {
    // Idle policy: a request's thread waking up takes the core from a hash at once.
    expect(await hashThreadPriority()).toEqual({ nice: 10, policy: 'idle' });
  });

  it('answers sign-ins that arrive together, each with its own result', async () => {
    await ctx.factories.user('student', { email: 'together@school.test' });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => signIn('together@school.test', i % 2 === 0 ? FACTORY_PASSWORD : 'wrong-password')),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 200, 401, 200, 401, 200, 401]);
  });
});
