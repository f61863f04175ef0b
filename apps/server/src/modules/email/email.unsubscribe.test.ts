import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_MSG } from '@lyceum/shared/email';
import type { TestUser } from '../../../test/factories';
import { createEmailTestContext, unsubscribeToken, type EmailTestContext } from '../../../test/email-context';
import { header } from '../../../test/smtp-sink';

/**
 * One-click unsubscribe (RFC 8058) from a real email's List-Unsubscribe address: the POST a mail
 * client sends, with no Authorization header, turns email of that kind off and answers 200; a GET
 * only shows the button; a forged or altered token is the same 404 as no link at all.
 */
let t: EmailTestContext;
let teacher: TestUser;
let ann: TestUser;
let topicId: string;

beforeAll(async () => {
  t = await createEmailTestContext();
  const f = t.ctx.factories;
  teacher = await f.user('teacher', { name: 'Tess Teacher' });
  ann = await f.user('student', { name: 'Ann Student' });
  const klass = await f.klass({ name: 'Algebra', teachers: [teacher.id], students: [ann.id] });
  topicId = (await f.topic(klass.id)).id;
  await setChoices(ann, [
    { kind: 'new_assignment', channel: 'both' },
    { kind: 'new_material', channel: 'email' },
  ]);
});
afterAll(() => t.close());

async function setChoices(user: TestUser, preferences: { kind: string; channel: string }[]) {
  const res = await t.ctx.request({ method: 'PUT', url: '/api/notifications/preferences', token: user.token, payload: { preferences } });
  expect(res.statusCode, res.body).toBe(200);
}

async function choices(user: TestUser): Promise<Record<string, string>> {
  const res = await t.ctx.request({ method: 'GET', url: '/api/notifications/preferences', token: user.token });
  return Object.fromEntries((res.json().preferences as { kind: string; channel: string }[]).map((p) => [p.kind, p.channel]));
}

/** Posts content and answers the List-Unsubscribe header of the email Ann gets about it. */
async function emailedAbout(kind: 'assignment' | 'material'): Promise<string> {
  const before = t.sink.received.length;
  const payload = kind === 'assignment' ? { title: 'Essay', description: '<p>Do it</p>', dueDate: '2031-01-01T10:00:00Z', topic: topicId } : { title: 'Notes', content: '<p>Read</p>', topic: topicId };
  const res = await t.ctx.request({ method: 'POST', url: `/api/${kind}s`, token: teacher.token, payload });
  expect(res.statusCode, res.body).toBe(201);
  const mails = await t.sink.waitFor(before + 1);
  return header(mails[before]!.parsed, 'List-Unsubscribe');
}

const oneClick = (url: string) =>
  t.ctx.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });

describe('one-click unsubscribe', () => {
  it('turns email of the kind off with the POST a mail client sends, and leaves the bell alone', async () => {
    const listUnsubscribe = await emailedAbout('assignment');
    const url = new URL(/<([^>]+)>/.exec(listUnsubscribe)![1]!);
    const path = `${url.pathname}${url.search}`;

    // A GET (a mail scanner, or the person's browser) changes nothing: a page with the button.
    const page = await t.ctx.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('You will no longer get emails about &quot;New assignment in my class&quot;');
    expect(page.body).toContain(`<form method="post" action="${path.replace(/&/g, '&amp;')}">`);
    expect(page.body).not.toMatch(/<script|<style| style=/);
    expect(page.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect((await choices(ann)).new_assignment).toBe('both');

    const res = await oneClick(path);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('You will no longer get emails about &quot;New assignment in my class&quot;');
    // Both -> In app: still in the bell, no more email.
    expect(await choices(ann)).toMatchObject({ new_assignment: 'in_app', new_material: 'email' });
    // Twice is the same.
    expect((await oneClick(path)).statusCode).toBe(200);
    expect((await choices(ann)).new_assignment).toBe('in_app');

    // The next assignment reaches her bell, and no email comes.
    const before = t.sink.received.length;
    const next = await t.ctx.request({ method: 'POST', url: '/api/assignments', token: teacher.token, payload: { title: 'Essay 2', description: '<p>x</p>', dueDate: '2031-01-01T10:00:00Z', topic: topicId } });
    expect(next.statusCode).toBe(201);
    await t.deliverer.idle();
    expect(t.sink.received).toHaveLength(before);
    const bell = await t.ctx.request({ method: 'GET', url: '/api/notifications', token: ann.token });
    expect(bell.json().items[0].title).toBe('Essay 2');
  });

  it('turns Email alone into Off, and takes form bodies of either kind, or none', async () => {
    const token = unsubscribeToken(await emailedAbout('material'));
    expect(token.split('.')[1]).toBe('new_material');
    const res = await t.ctx.app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await choices(ann)).new_material).toBe('off');
    expect((await t.ctx.app.inject({ method: 'POST', url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}` })).statusCode).toBe(200);
  });

  it('refuses a forged, altered or missing token, whoever asks', async () => {
    await setChoices(ann, [{ kind: 'comment', channel: 'email' }]);
    const real = t.ctx.app.email.tokens.sign({ userId: ann.id, scope: 'comment' });
    const [user, kind, signature] = real.split('.') as [string, string, string];
    const forged = [
      `${user}.${kind}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `${user}.all.${signature}`,
      `${teacher.id}.${kind}.${signature}`,
      `${user}.${kind}.${'A'.repeat(43)}`,
      'not-a-token',
    ];
    for (const token of forged) {
      const url = `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
      for (const res of [await oneClick(url), await t.ctx.app.inject({ method: 'GET', url }), await t.ctx.request({ method: 'POST', url, token: ann.token, payload: {} })]) {
        expect(res.statusCode, token).toBe(404);
        expect(res.json()).toEqual({ message: EMAIL_MSG.unsubscribeNotFound });
      }
    }
    expect((await oneClick('/api/notifications/unsubscribe')).statusCode).toBe(404);
    expect((await oneClick(`/api/notifications/unsubscribe?token=${'x'.repeat(201)}`)).statusCode).toBe(400);
    expect((await choices(ann)).comment).toBe('email');
    // A deleted user's link works no more.
    const gone = await t.ctx.factories.user('student');
    const goneToken = t.ctx.app.email.tokens.sign({ userId: gone.id, scope: 'comment' });
    await t.ctx.db.kysely.deleteFrom('users').where('id', '=', gone.id).execute();
    expect((await oneClick(`/api/notifications/unsubscribe?token=${encodeURIComponent(goneToken)}`)).statusCode).toBe(404);
    // The real one still works.
    expect((await oneClick(`/api/notifications/unsubscribe?token=${encodeURIComponent(real)}`)).statusCode).toBe(200);
    expect((await choices(ann)).comment).toBe('off');
  });
});
