import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories';
import { createEmailTestContext, PUBLIC_URL, type EmailTestContext } from '../../../test/email-context';
import { rawHeaders } from '../../../test/smtp-sink';
import { describeDigestNow, sendDigestNow } from './digest-now';

/**
 * What an email says, against a real SMTP server: every email names what was posted (title, class,
 * due date in UTC and points where there are some, the start of its text as plain text), in its
 * subject too; the digest lists them by class; and `npm run digest`'s sending now.
 */
let t: EmailTestContext;
let teacher: TestUser;
let eve: TestUser;
let dana: TestUser;
let algebra: { id: string; name: string };
let biology: { id: string; name: string };
let algebraTopic: string;
let biologyTopic: string;

const WORDS = ' word'.repeat(60);
const DESCRIPTION =
  '<p>Solve the <strong>fractions</strong> worksheet &amp; show a &lt; b.</p><ul><li>Part one</li><li>Part two</li></ul>' +
  `<p><a href="https://example.test/?a=1&amp;b=2" target="_blank">Worksheet link</a></p><p>${WORDS.trim()}</p>`;
/** Its words, cut at 200 characters on a word boundary. */
const EXCERPT = `Solve the fractions worksheet & show a < b. Part one Part two Worksheet link${' word'.repeat(24)}…`;

beforeAll(async () => {
  t = await createEmailTestContext();
  const f = t.ctx.factories;
  teacher = await f.user('teacher', { name: 'Tess Teacher' });
  eve = await f.user('student', { name: 'Eve Immediate', email: 'eve@school.test' });
  dana = await f.user('student', { name: 'Dana Digest', email: 'dana@school.test' });
  algebra = await f.klass({ name: 'Algebra', teachers: [teacher.id], students: [eve.id, dana.id] });
  biology = await f.klass({ name: 'Biology', teachers: [teacher.id], students: [dana.id] });
  algebraTopic = (await f.topic(algebra.id)).id;
  biologyTopic = (await f.topic(biology.id)).id;
  const email = [
    { kind: 'new_assignment', channel: 'email' },
    { kind: 'new_material', channel: 'email' },
  ];
  for (const [user, emailDigest] of [
    [eve, 'immediate'],
    [dana, 'daily'],
  ] as const) {
    const res = await t.ctx.request({ method: 'PUT', url: '/api/notifications/preferences', token: user.token, payload: { preferences: email, emailDigest } });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(() => t.close());

async function post(url: string, payload: object): Promise<string> {
  const res = await t.ctx.request({ method: 'POST', url, token: teacher.token, payload });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { _id: string })._id;
}

describe('an email names what was posted', () => {
  it('a new assignment: title, class, due date in UTC and points in the subject; its text as a short plain excerpt', async () => {
    t.sink.received.length = 0;
    // Due at 10:00 in a +02:00 zone: 08:00 UTC, and the email says so.
    const id = await post('/api/assignments', { title: 'Fractions quiz', description: DESCRIPTION, dueDate: '2031-01-03T10:00:00+02:00', topic: algebraTopic, maxPoints: 10 });
    const [mail] = await t.sink.waitFor(1);
    const { parsed, envelope } = mail!;
    expect(envelope.to).toEqual(['eve@school.test']);
    expect(parsed.subject).toBe('Tess Teacher posted a new assignment in Algebra: Fractions quiz (due Fri 3 Jan 2031, 08:00 UTC; 10 points)');
    const link = `${PUBLIC_URL}/dashboard/classes/${algebra.id}/topics/${algebraTopic}/assignments/${id}`;
    expect(parsed.text).toContain(
      ['Algebra', '- Tess Teacher posted a new assignment in Algebra: Fractions quiz', '  Due Fri 3 Jan 2031, 08:00 UTC · 10 points', `  "${EXCERPT}"`, `  ${link}`].join('\n'),
    );
    expect(Array.from(EXCERPT).length).toBeLessThanOrEqual(200);
    const html = String(parsed.html);
    expect(html).toContain('posted a new assignment in Algebra: Fractions quiz<br><strong>Due Fri 3 Jan 2031, 08:00 UTC · 10 points</strong>');
    // The excerpt is text in the HTML part: escaped, none of the post's markup.
    expect(html).toContain(`<q style="color:#52606d">${EXCERPT.replace('&', '&amp;').replace('<', '&lt;')}</q>`);
    expect(html).not.toMatch(/<strong>fractions|<a href="https:\/\/example|<li>/);
  });

  it('new material: its title and excerpt; a title with line breaks stays one line of the subject', async () => {
    t.sink.received.length = 0;
    await post('/api/materials', { title: 'Reading\r\nBcc: everyone@school.test\r\nX-Injected: yes', content: '<h2>Chapter&nbsp;1</h2><p>Read <em>pages</em> 1&ndash;10.</p>', topic: algebraTopic });
    const [mail] = await t.sink.waitFor(1);
    const { parsed, raw } = mail!;
    expect(parsed.subject).toBe('Tess Teacher posted new material in Algebra: Reading Bcc: everyone@school.test X-Injected: yes');
    expect(rawHeaders(raw)).not.toMatch(/^(Bcc|X-Injected):/im);
    expect(parsed.text).toContain('- Tess Teacher posted new material in Algebra: Reading Bcc: everyone@school.test X-Injected: yes\n  "Chapter 1 Read pages 1–10."\n');
    // No due date or points for material.
    expect(parsed.text).not.toContain('Due ');
  });
});

describe('npm run digest: the digest sent now', () => {
  it('sends Dana her digest at once, grouped by class, each item named, and prints what it sent', async () => {
    // What the two tests above posted reached Dana too, as did this: her digest waits a day.
    await post('/api/assignments', { title: 'Cell diagram', description: '<p>Label the <b>cell</b>.</p>', dueDate: '2031-02-10T15:30:00Z', topic: biologyTopic, maxPoints: 1 });
    await t.deliverer.idle();
    t.sink.received.length = 0;
    expect(await t.deliverer.runOnce()).toEqual({ sent: 0, failed: 0 });

    // An address nobody has: said so, nothing sent.
    const unknown = await sendDigestNow(t.ctx.db.kysely, t.deliverer, { to: 'nobody@school.test' });
    expect(describeDigestNow(unknown, 'nobody@school.test')).toEqual(['No user has the address nobody@school.test.']);

    const report = await sendDigestNow(t.ctx.db.kysely, t.deliverer, { to: 'Dana@School.test' });
    const [mail] = await t.sink.waitFor(1);
    const { parsed, envelope } = mail!;
    expect(envelope.to).toEqual(['dana@school.test']);
    const subject = 'Your Lyceum digest: 3 new notifications: Fractions quiz, Reading Bcc: everyone@school.test X-Injected: yes, Cell diagram';
    expect(parsed.subject).toBe(subject);
    expect(describeDigestNow(report, 'dana@school.test')).toEqual([`Sent to dana@school.test: daily digest of 3 notifications, "${subject}"`, '1 sent, 0 failed.']);
    const text = parsed.text ?? '';
    const algebraAt = text.indexOf('\nAlgebra\n');
    const biologyAt = text.indexOf('\nBiology\n');
    expect(algebraAt).toBeGreaterThan(-1);
    expect(biologyAt).toBeGreaterThan(algebraAt);
    expect(text.slice(algebraAt)).toContain('- Tess Teacher posted a new assignment in Algebra: Fractions quiz\n  Due Fri 3 Jan 2031, 08:00 UTC · 10 points\n');
    expect(text.slice(biologyAt)).toContain('- Tess Teacher posted a new assignment in Biology: Cell diagram\n  Due Mon 10 Feb 2031, 15:30 UTC · 1 point\n  "Label the cell."\n');
    expect(String(parsed.html).match(/<h2[^>]*>/g)).toHaveLength(2);

    // Sent and marked: nothing waits any more, and the deliverer sends no second copy.
    expect(describeDigestNow(await sendDigestNow(t.ctx.db.kysely, t.deliverer), undefined)).toEqual(['Nothing is waiting to be emailed: no email sent.']);
    expect(await t.deliverer.runOnce(Date.now() + 25 * 3_600_000)).toEqual({ sent: 0, failed: 0 });
    expect(t.sink.received).toHaveLength(1);
  });
});
