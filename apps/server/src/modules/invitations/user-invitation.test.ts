import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_MSG } from '@lyceum/shared/email';
import { API_MSG } from '@lyceum/shared/messages';
import { ROSTER_MSG, type UserInvitation } from '@lyceum/shared/rosters';
import { createTestContext, type TestContext } from '../../../test/context';
import type { TestUser } from '../../../test/factories';
import { createEmailTestContext, PUBLIC_URL, type EmailTestContext } from '../../../test/email-context';

/**
 * One person's invitation, from their row on Users or an import's result: the link to copy (the
 * same link while it works), and the email sent again through the outbox, one at a time.
 */
let t: EmailTestContext;
let plain: TestContext;
let admin: TestUser;
let teacher: TestUser;
let plainAdmin: TestUser;
let made = 0;

beforeAll(async () => {
  [t, plain] = await Promise.all([createEmailTestContext(), createTestContext()]);
  admin = await t.ctx.factories.user('admin');
  teacher = await t.ctx.factories.user('teacher');
  plainAdmin = await plain.factories.user('admin');
});
afterAll(async () => {
  await Promise.all([t.close(), plain.close()]);
});

async function invitee(ctx: TestContext = t.ctx, token = admin.token): Promise<{ id: string; name: string; email: string }> {
  made += 1;
  const name = `Ona Invitee ${made}`;
  const email = `ona${made}@school.test`;
  const res = await ctx.request({ method: 'POST', url: '/api/auth/register', token, payload: { name, email, role: 'student' } });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().user._id as string, name, email };
}

const copy = (id: string, token = admin.token, ctx: TestContext = t.ctx) => ctx.request({ method: 'GET', url: `/api/users/${id}/invitation`, token });
const resend = (id: string, token = admin.token, ctx: TestContext = t.ctx) => ctx.request({ method: 'POST', url: `/api/users/${id}/invitation/email`, token });

describe('GET /api/users/:id/invitation', () => {
  it('hands out the link, the same one while it works, and it sets the password', async () => {
    const user = await invitee();
    const first = await copy(user.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const link = first.json() as UserInvitation;
    // Registered without a password, they were issued a link then: that one, not a new one.
    expect(link).toMatchObject({ _id: user.id, name: user.name, email: user.email, renewed: false });
    expect(link.link).toMatch(new RegExp(`^${PUBLIC_URL}/invite/[A-Za-z0-9_-]{43}$`));
    // Copied again: nothing is invalidated, the same link comes back.
    const again = (await copy(user.id)).json() as UserInvitation;
    expect(again).toEqual(link);
    // The CSV hands out that same link too.
    const csv = await t.ctx.request({ method: 'GET', url: '/api/users/invitations.csv', token: admin.token });
    expect(csv.body).toContain(link.link);
    const token = link.link.split('/invite/')[1];
    const accepted = await t.ctx.request({ method: 'POST', url: '/api/auth/accept-invite', payload: { token, password: 'chosen-password-1' } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    // Now they have a password: no invitation to hand out.
    const settled = await copy(user.id);
    expect(settled.statusCode).toBe(409);
    expect(settled.json()).toEqual({ message: ROSTER_MSG.hasPassword(user.name) });
  });

  it('makes a new link when theirs has expired', async () => {
    const user = await invitee();
    const old = (await copy(user.id)).json() as UserInvitation;
    await t.ctx.db.kysely.updateTable('invitations').set({ expires_at: '2001-01-01T00:00:00.000Z' }).where('user_id', '=', user.id).execute();
    const fresh = (await copy(user.id)).json() as UserInvitation;
    expect(fresh.renewed).toBe(true);
    expect(fresh.link).not.toBe(old.link);
    expect(Date.parse(fresh.expiresAt)).toBeGreaterThan(Date.now());
  });

  it('is for admins only, 404 for an unknown user, 409 for a deactivated one', async () => {
    const user = await invitee();
    const refused = await copy(user.id, teacher.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('/invite/');
    expect((await resend(user.id, teacher.token)).statusCode).toBe(403);
    const unknown = await copy('0123456789abcdef01234567');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: API_MSG.userNotFound });
    expect((await t.ctx.request({ method: 'POST', url: `/api/users/${user.id}/deactivate`, token: admin.token })).statusCode).toBe(200);
    const deactivated = await copy(user.id);
    expect(deactivated.statusCode).toBe(409);
    expect(deactivated.json()).toEqual({ message: ROSTER_MSG.deactivatedNoInvite(user.name) });
    expect((await resend(user.id)).json()).toEqual({ message: ROSTER_MSG.deactivatedNoInvite(user.name) });
  });
});

describe('POST /api/users/:id/invitation/email', () => {
  it('emails the link they already have, once, then waits before another', async () => {
    t.sink.received.length = 0;
    const user = await invitee();
    const link = (await copy(user.id)).json() as UserInvitation;
    const res = await resend(user.id);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ ...link, renewed: false });
    // Asked again before it went: refused, and nothing more is queued.
    const early = await resend(user.id);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({ message: ROSTER_MSG.resendTooSoon(user.name) });
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);

    const [mail] = await t.sink.waitFor(1);
    expect(mail!.envelope.to).toEqual([user.email]);
    expect(mail!.parsed.text).toContain(`\n${link.link}\n`);
    await t.ctx.app.jobs.idle();
    // Sent a moment ago: still refused, for what is left of the five minutes.
    const soon = await resend(user.id);
    expect(soon.statusCode).toBe(429);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(240);
    // Five minutes on, it may go again: the same link.
    await t.ctx.db.kysely.updateTable('email_deliveries').set({ last_sent_at: new Date(Date.now() - 5 * 60_000 - 1000).toISOString() }).where('user_id', '=', user.id).execute();
    const later = await resend(user.id);
    expect(later.statusCode, later.body).toBe(202);
    expect(later.json()).toEqual({ ...link, renewed: false });
    await t.sink.waitFor(2);
    expect(t.sink.received).toHaveLength(2);
  });

  it('says so (409) on a server without email, and sends nothing', async () => {
    const user = await invitee(plain, plainAdmin.token);
    const res = await resend(user.id, plainAdmin.token, plain);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: EMAIL_MSG.notConfigured });
    expect(await plain.db.kysely.selectFrom('jobs').select('id').execute()).toEqual([]);
  });
});
