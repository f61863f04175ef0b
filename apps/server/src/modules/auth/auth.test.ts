import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_MSG, MSG } from '@lyceum/shared/messages';
import { createTestContext, type TestContext } from '../../../test/context';
import { FACTORY_PASSWORD, type TestUser } from '../../../test/factories';

let ctx: TestContext;
let admin: TestUser;
let teacher: TestUser;
let student: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.factories.user('admin', { email: 'head@school.test', name: 'Head Admin' });
  teacher = await ctx.factories.user('teacher');
  student = await ctx.factories.user('student');
});
afterAll(() => ctx.close());

describe('POST /api/auth/login', () => {
  it('returns token, _id, name and role for the right password, and the token works', async () => {
    const res = await ctx.request({ method: 'POST', url: '/api/auth/login', payload: { email: 'head@school.test', password: FACTORY_PASSWORD } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['_id', 'name', 'role', 'token']);
    expect(body).toMatchObject({ _id: admin.id, name: 'Head Admin', role: 'admin' });
    const users = await ctx.request({ method: 'GET', url: '/api/users', token: body.token });
    expect(users.statusCode).toBe(200);
  });

  it('accepts the email in any case and with surrounding spaces', async () => {
    const res = await ctx.request({ method: 'POST', url: '/api/auth/login', payload: { email: '  HEAD@School.test ', password: FACTORY_PASSWORD } });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown email with the same 401 message', async () => {
    const wrong = await ctx.request({ method: 'POST', url: '/api/auth/login', payload: { email: 'head@school.test', password: 'nope-nope' } });
    const unknown = await ctx.request({ method: 'POST', url: '/api/auth/login', payload: { email: 'ghost@school.test', password: 'nope-nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: API_MSG.invalidCredentials });
    expect(unknown.json()).toEqual({ message: API_MSG.invalidCredentials });
  });

  it('names the field of an invalid body', async () => {
    const res = await ctx.request({ method: 'POST', url: '/api/auth/login', payload: { email: 'not-an-email', password: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^email/);
    const missing = await ctx.request({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.co' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^password/);
  });

  it('answers malformed JSON with a 400 message, not a crash', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.co", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: API_MSG.malformedJson });
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(3 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: API_MSG.bodyTooLarge });
  });
});

describe('bearer tokens', () => {
  it('are required on every call but login', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/users' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: API_MSG.unauthenticated });
  });

  it('a forged or garbled token is a 401', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/users', token: `${admin.token}x` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: API_MSG.invalidToken });
  });

  it('a deleted user’s token stops working at once', async () => {
    const doomed = await ctx.factories.user('teacher');
    expect((await ctx.request({ method: 'GET', url: '/api/auth/me', token: doomed.token })).statusCode).not.toBe(401);
    const del = await ctx.request({ method: 'DELETE', url: `/api/users/${doomed.id}`, token: admin.token });
    expect(del.statusCode).toBe(200);
    const after = await ctx.request({ method: 'GET', url: '/api/auth/me', token: doomed.token });
    expect(after.statusCode).toBe(401);
  });

  it('a password or role change invalidates existing tokens', async () => {
    const a = await ctx.factories.user('student');
    const b = await ctx.factories.user('student');
    await ctx.request({ method: 'PUT', url: `/api/users/${a.id}`, token: admin.token, payload: { password: 'brand-new-pass' } });
    await ctx.request({ method: 'PUT', url: `/api/users/${b.id}`, token: admin.token, payload: { role: 'teacher' } });
    expect((await ctx.request({ method: 'GET', url: '/api/auth/me', token: a.token })).statusCode).toBe(401);
    expect((await ctx.request({ method: 'GET', url: '/api/auth/me', token: b.token })).statusCode).toBe(401);
    const relogin = await ctx.request({ method: 'POST', url: '/api/auth/login', payload: { email: a.email, password: 'brand-new-pass' } });
    expect(relogin.statusCode).toBe(200);
  });

  it('a token stops working when it expires, though it was accepted (and remembered) before', async () => {
    // Signed 59 minutes ago for one hour: valid for one more minute.
    const issuedAt = Date.now() - 59 * 60 * 1000;
    const token = ctx.app.jwt.sign({ sub: student.id, ver: 0 }, { clockTimestamp: issuedAt, expiresIn: 60 * 60 } as never);
    expect((await ctx.request({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(200);
    vi.useFakeTimers({ now: Date.now() + 2 * 60 * 1000, toFake: ['Date'] });
    try {
      const late = await ctx.request({ method: 'GET', url: '/api/auth/me', token });
      expect(late.statusCode).toBe(401);
      expect(late.json()).toEqual({ message: API_MSG.invalidToken });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a name-only change keeps the token valid', async () => {
    const c = await ctx.factories.user('student');
    await ctx.request({ method: 'PUT', url: `/api/users/${c.id}`, token: admin.token, payload: { name: 'Renamed' } });
    expect((await ctx.request({ method: 'GET', url: '/api/auth/me', token: c.token })).statusCode).not.toBe(401);
  });
});

describe('POST /api/auth/register', () => {
  const body = (email: string, role?: string) => ({ name: 'New Person', email, password: 'secret12', ...(role ? { role } : {}) });

  it('lets an admin register a user; defaults the role to student; never returns the password', async () => {
    const res = await ctx.request({ method: 'POST', url: '/api/auth/register', token: admin.token, payload: body('new1@school.test') });
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json.message).toBe(MSG.registerSuccess);
    expect(json.user).toMatchObject({ name: 'New Person', email: 'new1@school.test', role: 'student' });
    expect(JSON.stringify(json)).not.toMatch(/password|secret12|argon2/);
    const login = await ctx.request({ method: 'POST', url: '/api/auth/login', payload: { email: 'new1@school.test', password: 'secret12' } });
    expect(login.statusCode).toBe(200);
  });

  it('stores an argon2id hash, not the password', async () => {
    const row = await ctx.db.kysely.selectFrom('users').select('password_hash').where('email', '=', 'new1@school.test').executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses teachers and students with 403', async () => {
    for (const user of [teacher, student]) {
      const res = await ctx.request({ method: 'POST', url: '/api/auth/register', token: user.token, payload: body(`x-${user.id}@school.test`) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: API_MSG.adminOnly });
    }
  });

  it('a duplicate email (any case) is a 409', async () => {
    const res = await ctx.request({ method: 'POST', url: '/api/auth/register', token: admin.token, payload: body('NEW1@school.test') });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: API_MSG.emailTaken });
  });

  it('refuses an invalid email, an unknown role, a blank name and a short password, naming the field', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [body('nope'), /^email/],
      [body('ok1@school.test', 'superuser'), /^role/],
      [{ ...body('ok2@school.test'), name: '   ' }, /^name/],
      [{ ...body('ok3@school.test'), password: '123' }, /^password/],
    ];
    for (const [payload, pattern] of cases) {
      const res = await ctx.request({ method: 'POST', url: '/api/auth/register', token: admin.token, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(pattern);
    }
  });
});
