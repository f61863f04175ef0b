import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG } from '@lyceum/shared/messages';
import { ROSTER_MSG } from '@lyceum/shared/rosters';
import { createTestContext, type TestContext } from '../../../test/context';
import type { TestUser } from '../../../test/factories';
import { hashInvitationToken } from './invitation-token';
import { issueInvitation } from './invitations.service';

let ctx: TestContext;
let admin: TestUser;
let teacher: TestUser;
let student: TestUser;
let made = 0;

beforeAll(async () => {
  ctx = await createTestContext({ env: { LOGIN_RATE_LIMIT: '3' } });
  admin = await ctx.factories.user('admin');
  teacher = await ctx.factories.user('teacher');
  student = await ctx.factories.user('student');
});
afterAll(() => ctx.close());

/** An admin registers someone without a password. */
async function invitee(name?: string): Promise<{ id: string; email: string }> {
  made += 1;
  name ??= `Invitee ${made}`;
  const email = `invitee${made}.${Date.now().toString(36)}@school.test`;
  const res = await ctx.request({ method: 'POST', url: '/api/auth/register', token: admin.token, payload: { name, email, role: 'student' } });
  expect(res.statusCode).toBe(201);
  expect(res.json().user).toMatchObject({ email, status: 'invited' });
  return { id: res.json().user._id as string, email };
}

async function linkFor(id: string): Promise<string> {
  const res = await ctx.request({ method: 'POST', url: '/api/users/invitations', token: admin.token, payload: { userIds: [id] } });
  expect(res.statusCode).toBe(200);
  const [link] = res.json() as Array<{ link: string }>;
  return link?.link.split('/invite/')[1] ?? '';
}

const accept = (token: string, password = 'my-own-password') => ctx.request({ method: 'POST', url: '/api/auth/accept-invite', payload: { token, password } });

describe('users created without a password', () => {
  it('cannot sign in, and get a link that stores only its hash and expires after INVITE_TTL_DAYS', async () => {
    const user = await invitee();
    const signIn = await ctx.request({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: '' + 'password123' } });
    expect(signIn.statusCode).toBe(401);
    const res = await ctx.request({ method: 'POST', url: '/api/users/invitations', token: admin.token, payload: { userIds: [user.id] } });
    expect(res.statusCode).toBe(200);
    const [link] = res.json() as Array<{ _id: string; email: string; link: string; expiresAt: string }>;
    expect(link).toMatchObject({ _id: user.id, email: user.email });
    expect(link?.link).toMatch(/^http:\/\/localhost(:\d+)?\/invite\/[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(link?.expiresAt ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const token = link?.link.split('/invite/')[1] ?? '';
    const rows = await ctx.db.kysely.selectFrom('invitations').selectAll().where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(hashInvitationToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe('POST /api/auth/accept-invite', () => {
  it('sets the password and signs the user in; the link then no longer works', async () => {
    const user = await invitee('Ünïcödé Invitee');
    const token = await linkFor(user.id);
    const res = await accept(token);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { token: string; _id: string; name: string; role: string };
    expect(body).toEqual({ token: expect.any(String), _id: user.id, name: 'Ünïcödé Invitee', role: 'student' });
    const me = await ctx.request({ method: 'GET', url: '/api/auth/me', token: body.token });
    expect(me.json()).toMatchObject({ _id: user.id, status: 'active' });
    const signIn = await ctx.request({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'my-own-password' } });
    expect(signIn.statusCode).toBe(200);

    const again = await accept(token, 'another-password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: ROSTER_MSG.inviteUsed });
  });

  it('refuses an unknown link (404), an expired one (400), a replaced one (404) and a deactivated account (403)', async () => {
    const unknown = await accept('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: ROSTER_MSG.inviteUnknown });

    const late = await invitee();
    const lateToken = await linkFor(late.id);
    await ctx.db.kysely.updateTable('invitations').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', late.id).execute();
    const expired = await accept(lateToken);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ message: ROSTER_MSG.inviteExpired });

    const twice = await invitee();
    const first = await linkFor(twice.id);
    const second = await linkFor(twice.id);
    expect((await accept(first)).json()).toEqual({ message: ROSTER_MSG.inviteUnknown });
    expect((await accept(second)).statusCode).toBe(200);

    const gone = await invitee();
    const goneToken = await linkFor(gone.id);
    await ctx.request({ method: 'POST', url: `/api/users/${gone.id}/deactivate`, token: admin.token });
    const deactivated = await accept(goneToken);
    expect(deactivated.statusCode).toBe(403);
    expect(deactivated.json()).toEqual({ message: ROSTER_MSG.accountDeactivated });
    // Nothing was set: still no password.
    const row = await ctx.db.kysely.selectFrom('users').select('password_hash').where('id', '=', gone.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toBe('');
  });

  it('is limited per address like sign-in: repeated bad links get 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await ctx.request({ method: 'POST', url: '/api/auth/accept-invite', payload: { token: 'guess-guess-guess', password: 'whatever1' }, remoteAddress: '10.9.9.9' });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
  });
});

describe('POST /api/users/invitations and GET /api/users/invitations.csv', () => {
  it('refuse a user who has a password (409) and an unknown id (404)', async () => {
    const taken = await ctx.request({ method: 'POST', url: '/api/users/invitations', token: admin.token, payload: { userIds: [student.id] } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: ROSTER_MSG.notInvitable(student.id) });
    const missing = await ctx.request({ method: 'POST', url: '/api/users/invitations', token: admin.token, payload: { userIds: ['000000000000000000000000'] } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: API_MSG.userNotFound });
  });

  it('download name,email,link for every waiting user as a spreadsheet-safe CSV', async () => {
    const formula = await invitee('=HYPERLINK("http://evil.test","x")');
    const comma = await invitee('Doe, Jane');
    const res = await ctx.request({ method: 'GET', url: '/api/users/invitations.csv', token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="invitations.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.startsWith('\uFEFFname,email,link\r\n')).toBe(true);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")",${formula.email},http://`);
    expect(res.body).toContain(`"Doe, Jane",${comma.email},http://`);
    expect(res.body).not.toContain(student.email);
    expect(res.body).toMatch(/\/invite\/[A-Za-z0-9_-]{43}\r\n$/);

    // Registering without a password already made the link: a second download shows the same
    // links and writes nothing, and the links work.
    const rows = await ctx.db.kysely.selectFrom('invitations').selectAll().orderBy('token_hash').execute();
    const again = await ctx.request({ method: 'GET', url: '/api/users/invitations.csv', token: admin.token });
    expect(again.body).toBe(res.body);
    expect(await ctx.db.kysely.selectFrom('invitations').selectAll().orderBy('token_hash').execute()).toEqual(rows);
    const line = res.body.split('\r\n').find((l) => l.includes(comma.email)) ?? '';
    expect((await accept(line.split('/invite/')[1] ?? '')).statusCode).toBe(200);
    expect((await ctx.request({ method: 'GET', url: '/api/users/invitations.csv', token: admin.token })).body).not.toContain(comma.email);
  });

  it('are for admins only', async () => {
    for (const caller of [teacher, student]) {
      for (const call of [
        { method: 'POST' as const, url: '/api/users/invitations', payload: {} },
        { method: 'GET' as const, url: '/api/users/invitations.csv' },
      ]) {
        const res = await ctx.request({ ...call, token: caller.token });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: API_MSG.adminOnly });
        expect(res.body).not.toContain('/invite/');
      }
    }
    expect((await ctx.request({ method: 'GET', url: '/api/users/invitations.csv' })).statusCode).toBe(401);
  });
});

describe('PUBLIC_URL', () => {
  it('is the base of the links when set', async () => {
    const other = await createTestContext({ env: { PUBLIC_URL: 'https://school.example/lyceum/' } });
    try {
      const a = await other.factories.user('admin');
      await other.request({ method: 'POST', url: '/api/auth/register', token: a.token, payload: { name: 'P', email: 'p@school.test' } });
      const res = await other.request({ method: 'POST', url: '/api/users/invitations', token: a.token, payload: {} });
      expect((res.json() as Array<{ link: string }>)[0]?.link).toMatch(/^https:\/\/school\.example\/lyceum\/invite\/[A-Za-z0-9_-]{43}$/);
    } finally {
      await other.close();
    }
  });
});

describe('issueInvitation', () => {
  it('gives a new link even within the same millisecond as the last, and only the new one is stored', async () => {
    const user = await ctx.factories.user('student');
    const settings = { ttlDays: 7, secret: 'a-secret-of-the-test-a-secret-of-the-test' };
    const at = Date.parse('2030-01-01T00:00:00.000Z');
    const first = await issueInvitation(ctx.db.kysely, user.id, settings, at);
    const second = await issueInvitation(ctx.db.kysely, user.id, settings, at);
    expect(second.token).not.toBe(first.token);
    expect(second.createdAt).toBe('2030-01-01T00:00:00.001Z');
    const stored = await ctx.db.kysely.selectFrom('invitations').select('token_hash').where('user_id', '=', user.id).execute();
    expect(stored).toEqual([{ token_hash: hashInvitationToken(second.token) }]);
  });
});
