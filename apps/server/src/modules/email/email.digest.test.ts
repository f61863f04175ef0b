import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories';
import { createEmailTestContext, type EmailTestContext } from '../../../test/email-context';
import { header } from '../../../test/smtp-sink';

/**
 * The daily digest, against a real SMTP server: at most one email a day, grouped by class, each
 * thing once however many notifications speak of it (22 comments on one assignment are one line).
 */
let t: EmailTestContext;
let teacher: TestUser;
let dana: TestUser;
const classmates: TestUser[] = [];
let algebra: { id: string; name: string };
let biology: { id: string; name: string };
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createEmailTestContext();
  const f = t.ctx.factories;
  teacher = await f.user('teacher', { name: 'Tess Teacher' });
  dana = await f.user('student', { name: 'Dana Digest', email: 'dana@school.test' });
  for (let i = 0; i < 22; i += 1) classmates.push(await f.user('student', { name: `Classmate ${i + 1}` }));
  algebra = await f.klass({ name: 'Algebra', teachers: [teacher.id], students: [dana.id, ...classmates.map((c) => c.id)] });
  biology = await f.klass({ name: 'Biology', teachers: [teacher.id], students: [dana.id] });
  const res = await t.ctx.request({
    method: 'PUT',
    url: '/api/notifications/preferences',
    token: dana.token,
    payload: {
      preferences: [
        { kind: 'new_assignment', channel: 'email' },
        { kind: 'new_material', channel: 'both' },
        { kind: 'comment', channel: 'email' },
      ],
      emailDigest: 'daily',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ emailDigest: 'daily', emailEnabled: true });
});
afterAll(() => t.close());

async function post(user: TestUser, url: string, payload: object): Promise<{ _id: string }> {
  const res = await t.ctx.request({ method: 'POST', url, token: user.token, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('the daily digest', () => {
  it('waits a day, then sends one email grouped by class with no duplicate', async () => {
    const algebraTopic = (await t.ctx.factories.topic(algebra.id)).id;
    const biologyTopic = (await t.ctx.factories.topic(biology.id)).id;
    const essay = await post(teacher, '/api/assignments', { title: 'Essay', description: '<p>Write</p>', dueDate: '2031-01-01T10:00:00Z', topic: algebraTopic });
    await post(teacher, '/api/materials', { title: 'Cells', content: '<p>Read</p>', topic: biologyTopic });
    await post(teacher, '/api/materials', { title: 'Fractions', content: '<p>Read</p>', topic: algebraTopic });
    // Dana commented on the essay; then 22 classmates did: 22 notifications about one thing.
    await post(dana, '/api/comments', { text: 'Mine is done', targetType: 'assignment', target: essay._id });
    for (const classmate of classmates) await post(classmate, '/api/comments', { text: `Done too, ${classmate.name}`, targetType: 'assignment', target: essay._id });
    // The same announcement twice on one event: a duplicate row is still one line.
    const k = t.ctx.db.kysely;
    const fractions = await k.selectFrom('notifications as n').innerJoin('events as e', 'e.id', 'n.event_id').select(['n.event_id', 'n.created_at']).where('n.user_id', '=', dana.id).where('e.title', '=', 'Fractions').executeTakeFirstOrThrow();
    await k.insertInto('notifications').values({ user_id: dana.id, event_id: fractions.event_id, in_app: 0, by_email: 1, created_at: fractions.created_at }).execute();

    // Nothing goes the same day: the kicks after each post found no digest due.
    await t.deliverer.idle();
    const now = Date.now();
    expect(await t.deliverer.runOnce(now + 23 * HOUR)).toEqual({ sent: 0, failed: 0 });
    expect(t.sink.received).toHaveLength(0);

    // A day later: one email.
    expect(await t.deliverer.runOnce(now + 25 * HOUR)).toEqual({ sent: 1, failed: 0 });
    const [mail] = await t.sink.waitFor(1);
    const { parsed, envelope } = mail!;
    expect(envelope.to).toEqual(['dana@school.test']);
    expect(parsed.subject).toBe('Your Lyceum digest: 25 new notifications: Essay, Fractions, Cells');
    const text = parsed.text ?? '';
    // Classes by name, each with its lines; each thing once.
    const lines = text.split('\n');
    const at = (line: string) => lines.indexOf(line);
    expect(at('Algebra')).toBeGreaterThan(-1);
    expect(at('Biology')).toBeGreaterThan(at('Algebra'));
    expect(lines.filter((line) => line === '- Tess Teacher posted a new assignment in Algebra: Essay')).toHaveLength(1);
    expect(lines.filter((line) => line === '- Tess Teacher posted new material in Algebra: Fractions')).toHaveLength(1);
    expect(lines.filter((line) => line === '- Tess Teacher posted new material in Biology: Cells')).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith('- 22 new comments on Essay, the latest from Classmate 22'))).toHaveLength(1);
    expect(text.match(/commented on Essay/g)).toBeNull();
    expect(text).toContain('"Done too, Classmate 22"');
    const html = String(parsed.html);
    expect(html.match(/<h2[^>]*>/g)).toHaveLength(2);
    expect(html.match(/22 new comments on Essay/g)).toHaveLength(1);
    // A digest speaks of several kinds: its one-click header stops every kind; the body links each.
    expect(header(parsed, 'List-Unsubscribe')).toMatch(new RegExp(`token=${dana.id}\\.all\\.`));
    for (const kind of ['new_assignment', 'new_material', 'comment']) expect(text).toContain(`token=${dana.id}.${kind}.`);

    // Everything it carried is marked; the same day brings no second digest, even with something new.
    expect(await t.deliverer.runOnce(now + 26 * HOUR)).toEqual({ sent: 0, failed: 0 });
    await post(teacher, '/api/materials', { title: 'Decimals', content: '<p>Read</p>', topic: algebraTopic });
    await t.deliverer.idle();
    expect(await t.deliverer.runOnce(now + 30 * HOUR)).toEqual({ sent: 0, failed: 0 });
    expect(await t.deliverer.runOnce(now + 48 * HOUR)).toEqual({ sent: 0, failed: 0 });
    // A day after the last digest (and after the new notification): the next one, with only that.
    expect(await t.deliverer.runOnce(now + 50 * HOUR)).toEqual({ sent: 1, failed: 0 });
    const [, second] = await t.sink.waitFor(2);
    expect(second!.parsed.subject).toBe('Your Lyceum digest: 1 new notification: Decimals');
    expect(second!.parsed.text).toContain('- Tess Teacher posted new material in Algebra: Decimals');
    expect(t.sink.received).toHaveLength(2);
  });

  it('is a choice in the preferences, back to immediate at will', async () => {
    const get = await t.ctx.request({ method: 'GET', url: '/api/notifications/preferences', token: dana.token });
    expect(get.json()).toMatchObject({ emailDigest: 'daily', emailEnabled: true });
    const back = await t.ctx.request({ method: 'PUT', url: '/api/notifications/preferences', token: dana.token, payload: { emailDigest: 'immediate' } });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().emailDigest).toBe('immediate');
    // The kinds kept their choices.
    expect(back.json().preferences.find((p: { kind: string }) => p.kind === 'comment')).toEqual({ kind: 'comment', channel: 'email' });
    for (const payload of [{}, { emailDigest: 'weekly' }, { emailDigest: null }]) {
      const res = await t.ctx.request({ method: 'PUT', url: '/api/notifications/preferences', token: dana.token, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
