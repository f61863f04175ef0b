import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG } from '@lyceum/shared/messages';
import { createTestContext, type TestContext } from '../../../test/context';
import { FACTORY_PASSWORD } from '../../../test/factories';

// LOGIN_RATE_LIMIT=2: 2 failures a minute per account and address, 20 per address, 20 per account.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { LOGIN_RATE_LIMIT: '2', API_RATE_LIMIT: '1000' } });
});
afterAll(() => ctx.close());

const signIn = (email: string, password: string, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

function expectRefused(res: LightMyRequestResponse): void {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ message: API_MSG.tooManyLogins });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe('sign-in limits', () => {
  it('refuse an address after LOGIN_RATE_LIMIT failures against an account, the right password too', async () => {
    const teacher = await ctx.factories.user('teacher');
    expect((await signIn(teacher.email, 'wrong-1', '10.20.0.1')).statusCode).toBe(401);
    expect((await signIn(teacher.email, 'wrong-2', '10.20.0.1')).statusCode).toBe(401);
    expectRefused(await signIn(teacher.email, 'wrong-3', '10.20.0.1'));
    // A right guess past the limit is refused like any other, so it cannot be told apart.
    expectRefused(await signIn(teacher.email, FACTORY_PASSWORD, '10.20.0.1'));
    // The email's spelling does not start a fresh count.
    expectRefused(await signIn(`  ${teacher.email.toUpperCase()} `, 'wrong-4', '10.20.0.1'));
  });

  it('let the owner in from their own address while an attacker keeps hammering the account', async () => {
    const teacher = await ctx.factories.user('teacher');
    for (let i = 0; i < 2; i += 1) expect((await signIn(teacher.email, `guess-${i}`, '10.20.1.66')).statusCode).toBe(401);
    for (let round = 0; round < 3; round += 1) {
      expectRefused(await signIn(teacher.email, `guess-more-${round}`, '10.20.1.66'));
      const owner = await signIn(teacher.email, FACTORY_PASSWORD, '10.20.1.1');
      expect(owner.statusCode).toBe(200);
      expect(owner.json()).toMatchObject({ _id: teacher.id, token: expect.any(String) });
    }
  });

  it('count failures only: any number of successes leaves the allowance for mistakes whole', async () => {
    const student = await ctx.factories.user('student');
    expect((await signIn(student.email, 'typo', '10.20.2.1')).statusCode).toBe(401);
    for (let i = 0; i < 5; i += 1) expect((await signIn(student.email, FACTORY_PASSWORD, '10.20.2.1')).statusCode).toBe(200);
    expect((await signIn(student.email, 'typo-again', '10.20.2.1')).statusCode).toBe(401);
    expectRefused(await signIn(student.email, 'third-typo', '10.20.2.1'));
  });

  it('refuse parallel guesses past the limit: they are counted before the password is checked', async () => {
    const teacher = await ctx.factories.user('teacher');
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => signIn(teacher.email, `parallel-${i}`, '10.20.3.1')));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([401, 401, 429, 429, 429, 429, 429, 429]);
  });

  it('slow a wide attack at the account ceiling to one guess per fresh address, and still let the owner in', async () => {
    const admin = await ctx.factories.user('admin');
    // 20 failures against one account from 11 addresses: 9 x 2, then 1 x 1 and 1 x 1.
    const attackers = Array.from({ length: 11 }, (_, i) => `10.21.0.${i + 1}`);
    await Promise.all(
      attackers.map(async (address, i) => {
        for (let n = 0; n < (i < 9 ? 2 : 1); n += 1) expect((await signIn(admin.email, `wide-${i}-${n}`, address)).statusCode).toBe(401);
      }),
    );
    // At the ceiling, an address that has failed once (its own limit is 2) is refused...
    expectRefused(await signIn(admin.email, 'wide-again', '10.21.0.10'));
    // ...a fresh address gets one guess, then is refused...
    expect((await signIn(admin.email, 'wide-fresh', '10.21.1.1')).statusCode).toBe(401);
    expectRefused(await signIn(admin.email, 'wide-fresh-again', '10.21.1.1'));
    // ...and the owner, at an address that has not failed, gets in, again and again.
    for (let i = 0; i < 3; i += 1) expect((await signIn(admin.email, FACTORY_PASSWORD, '10.21.2.1')).statusCode).toBe(200);
  });

  it('limit one address to ten times LOGIN_RATE_LIMIT failures across accounts', async () => {
    const teacher = await ctx.factories.user('teacher');
    const statuses = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(`nobody${i}@school.test`, 'x', '10.22.0.1').then((res) => res.statusCode)));
    expect(statuses).toEqual(Array<number>(20).fill(401));
    expectRefused(await signIn('one-more@school.test', 'x', '10.22.0.1'));
    expectRefused(await signIn(teacher.email, FACTORY_PASSWORD, '10.22.0.1'));
    // Another address is not affected.
    expect((await signIn('someone@school.test', 'x', '10.22.0.2')).statusCode).toBe(401);
    expect((await signIn(teacher.email, FACTORY_PASSWORD, '10.22.0.2')).statusCode).toBe(200);
  });
});
