import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_MSG } from '@lyceum/shared/email';
import type { InvitationLink } from '@lyceum/shared/rosters';
import { createTestContext, type TestContext } from '../../../test/context';
import type { TestUser } from '../../../test/factories';
import { createEmailTestContext, PUBLIC_URL, type EmailTestContext } from '../../../test/email-context';
import { header } from '../../../test/smtp-sink';

/**
 * Invitations by email: an admin asks for links with `sendEmail: true` and each user gets theirs once,
 * a plain and an HTML part, their name escaped; the link works. A refusing server is retried by
 * the jobs runner and shown to the admin. A server without SMTP says so (409).
 */
let t: EmailTestContext;
let admin: TestUser;

beforeAll(async () => {
  t = await createEmailTestContext();
  admin = await t.ctx.factories.user('admin');
});
afterAll(() => t.close());

/** A user registered by the admin without a password: waiting for an invitation. */
async function invitee(name: string, email: string): Promise<string> {
  const res = await t.ctx.request({ method: 'POST', url: '/api/auth/register', token: admin.token, payload: { name, email, role: 'student' } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().user._id;
}

async function invite(ids: string[], email: boolean, ctx: TestContext = t.ctx, token = admin.token) {
  return ctx.request({ method: 'POST', url: '/api/users/invitations', token, payload: { userIds: ids, sendEmail: email } });
}

describe('invitations by email', () => {
  it('emails each user their new link once, escaped, and the link works', async () => {
    const id = await invitee('Ivy <i>Invited</i> & Co', 'ivy@school.test');
    const res = await invite([id], true);
    expect(res.statusCode, res.body).toBe(200);
    const [link] = res.json() as InvitationLink[];
    expect(link!.link.startsWith(`${PUBLIC_URL}/invite/`)).toBe(true);

    const [mail] = await t.sink.waitFor(1);
    const { parsed, envelope } = mail!;
    expect(envelope.to).toEqual(['ivy@school.test']);
    expect(parsed.from?.value).toEqual([{ address: 'noreply@school.test', name: 'Lyceum' }]);
    expect(parsed.subject).toBe('Your Lyceum account: choose a password');
    expect(parsed.text).toContain('Hello Ivy <i>Invited</i> & Co,');
    expect(parsed.text).toContain(`\n${link!.link}\n`);
    const html = String(parsed.html);
    expect(html).toContain('Hello Ivy &lt;i&gt;Invited&lt;/i&gt; &amp; Co,');
    expect(html).toContain(`href="${link!.link}"`);
    expect(html).not.toContain('<i>');
    // Sent once at an admin's request: nothing to unsubscribe from.
    expect(header(parsed, 'List-Unsubscribe')).toBe('');

    // The job is done: running the jobs again sends nothing more.
    await t.ctx.app.jobs.idle();
    expect(await t.ctx.app.jobs.runDue()).toBe(0);
    expect(t.sink.received).toHaveLength(1);

    const token = link!.link.split('/invite/')[1];
    const accepted = await t.ctx.request({ method: 'POST', url: '/api/auth/accept-invite', payload: { token, password: 'a-new-password-1' } });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it("speaks the invitee's language when known, else the school's, and English exactly as before otherwise", async () => {
    t.sink.received.length = 0;
    const kenji = await invitee('Kenji <b>K</b>', 'kenji@school.test');
    const rosa = await invitee('Rosa', 'rosa@school.test');
    // A language an import or an admin set for Rosa; Kenji has none, so the school's (Japanese) is his.
    await t.ctx.db.kysely.updateTable('users').set({ locale: 'es', time_zone: 'Europe/Madrid' }).where('id', '=', rosa).execute();
    expect((await t.ctx.request({ method: 'PUT', url: '/api/school-settings', token: admin.token, payload: { defaultLocale: 'ja' } })).statusCode).toBe(200);
    try {
      expect((await invite([kenji, rosa], true)).statusCode).toBe(200);
      const mails = await t.sink.waitFor(2);
      const to = (address: string) => mails.find((mail) => mail.envelope.to.includes(address))!.parsed;
      const japanese = to('kenji@school.test');
      expect(japanese.subject).toBe('Lyceum アカウント: パスワードを設定してください');
      expect(japanese.text).toContain('Kenji <b>K</b> さん');
      expect(String(japanese.html)).toContain('<html lang="ja" dir="ltr">');
      expect(String(japanese.html)).toContain('Kenji &lt;b&gt;K&lt;/b&gt; さん');
      const spanish = to('rosa@school.test');
      expect(spanish.subject).toBe('Tu cuenta de Lyceum: elige una contraseña');
      expect(spanish.text).toContain('Hola, Rosa:');
      expect(spanish.text).toMatch(/El enlace funciona una sola vez, hasta el \S+, \d+ de \S+ de \d{4} \(Europe\/Madrid\)\./);
      expect(String(spanish.html)).toContain('>Elegir mi contraseña</a>');
    } finally {
      await t.ctx.request({ method: 'PUT', url: '/api/school-settings', token: admin.token, payload: { defaultLocale: 'en' } });
    }
  });

  it('leaves emails alone unless asked, and sends nothing for a link replaced before its email went', async () => {
    t.sink.received.length = 0;
    const id = await invitee('Quinn Quiet', 'quinn@school.test');
    expect((await invite([id], false)).statusCode).toBe(200);
    await t.ctx.app.jobs.idle();
    expect(t.sink.received).toHaveLength(0);
    // A link emailed, then replaced by a newer one (downloaded) before the job ran: the old link is not emailed.
    t.sink.refuse({ code: 451, message: 'Not now' });
    expect((await invite([id], true)).statusCode).toBe(200);
    await t.ctx.app.jobs.idle();
    expect((await invite([id], false)).statusCode).toBe(200);
    t.sink.refuse(null);
    await t.ctx.db.kysely.updateTable('jobs').set({ run_after: '2000-01-01T00:00:00.000Z' }).execute();
    await t.ctx.app.jobs.runDue();
    expect(t.sink.received).toHaveLength(0);
    expect(await t.ctx.db.kysely.selectFrom('jobs').select('id').execute()).toEqual([]);
  });

  it('retries an invitation the server refused, shows the admin, and sends it once accepted', async () => {
    t.sink.received.length = 0;
    const id = await invitee('Rita Retry', 'rita@school.test');
    t.sink.refuse({ code: 451, message: 'Mailbox busy' });
    expect((await invite([id], true)).statusCode).toBe(200);
    await t.ctx.app.jobs.idle();
    const job = await t.ctx.db.kysely.selectFrom('jobs').select(['attempts', 'run_after']).executeTakeFirstOrThrow();
    expect(job.attempts).toBe(1);
    // The runner's backoff: a minute.
    expect(Date.parse(job.run_after)).toBeGreaterThan(Date.now() + 50_000);
    const status = await t.ctx.request({ method: 'GET', url: '/api/admin/email-status', token: admin.token });
    expect(status.json()).toMatchObject({ enabled: true, waiting: 1, failing: 1 });
    expect(status.json().lastError.message).toMatch(/451.*Mailbox busy/);

    t.sink.refuse(null);
    // Within the minute nothing is tried; once it has passed, the email goes.
    expect(await t.ctx.app.jobs.runDue()).toBe(0);
    await t.ctx.db.kysely.updateTable('jobs').set({ run_after: '2000-01-01T00:00:00.000Z' }).execute();
    expect(await t.ctx.app.jobs.runDue()).toBe(1);
    expect(t.sink.received.map((m) => m.envelope.to)).toEqual([['rita@school.test']]);
    const after = await t.ctx.request({ method: 'GET', url: '/api/admin/email-status', token: admin.token });
    expect(after.json()).toMatchObject({ waiting: 0, failing: 0 });
  });
});

describe('invitations on a server without email', () => {
  let plain: TestContext;
  beforeAll(async () => {
    plain = await createTestContext();
  });
  afterAll(() => plain.close());

  it('refuses to email them (409) and still hands out links; the preferences say email is off', async () => {
    const boss = await plain.factories.user('admin');
    const user = await plain.factories.user('student');
    await plain.db.kysely.updateTable('users').set({ password_hash: '' }).where('id', '=', user.id).execute();
    const refused = await invite([user.id], true, plain, boss.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: EMAIL_MSG.notConfigured });
    expect((await plain.db.kysely.selectFrom('jobs').select('id').execute()).length).toBe(0);
    expect((await invite([user.id], false, plain, boss.token)).statusCode).toBe(200);
    const preferences = await plain.request({ method: 'GET', url: '/api/notifications/preferences', token: user.token });
    expect(preferences.json()).toMatchObject({ emailDigest: 'immediate', emailEnabled: false });
    const status = await plain.request({ method: 'GET', url: '/api/admin/email-status', token: boss.token });
    expect(status.json()).toEqual({ enabled: false, waiting: 0, failing: 0, lastError: null, lastSentAt: null });
  });
});
