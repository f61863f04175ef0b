import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories';
import { createEmailTestContext, PUBLIC_URL, unsubscribeToken, type EmailTestContext } from '../../../test/email-context';
import { header, rawHeaders, toAddresses } from '../../../test/smtp-sink';
import { eventsCommitted, recordEvent } from '../events/outbox';

/**
 * Immediate email, against a real SMTP server: one email per notification as it happens (or one
 * for all that wait), to the right person, from MAIL_FROM, with the one-click unsubscribe headers
 * and both a plain and an HTML part in which what users wrote is text; never twice.
 */
let t: EmailTestContext;
let teacher: TestUser;
let ann: TestUser;
let ben: TestUser;
let klass: { id: string; name: string };
let topicId: string;

beforeAll(async () => {
  t = await createEmailTestContext();
  const f = t.ctx.factories;
  teacher = await f.user('teacher', { name: 'Tess <b>Teacher</b> & "Co"' });
  ann = await f.user('student', { name: 'Ann <img src=x onerror=alert(1)>', email: 'ann@school.test' });
  ben = await f.user('student', { name: 'Ben Student', email: 'ben@school.test' });
  klass = await f.klass({ name: 'Algebra <script>alert("class")</script>', teachers: [teacher.id], students: [ann.id, ben.id] });
  topicId = (await f.topic(klass.id)).id;
  // Ann: assignments in the bell and by email; Ben: the bell only (the default).
  await choose(ann, [{ kind: 'new_assignment', channel: 'both' }]);
});
afterAll(() => t.close());

async function choose(user: TestUser, preferences: { kind: string; channel: string }[]) {
  const res = await t.ctx.request({ method: 'PUT', url: '/api/notifications/preferences', token: user.token, payload: { preferences } });
  expect(res.statusCode, res.body).toBe(200);
}

async function postAssignment(title: string): Promise<{ _id: string }> {
  const res = await t.ctx.request({ method: 'POST', url: '/api/assignments', token: teacher.token, payload: { title, description: '<p>Do it</p>', dueDate: '2031-01-01T10:00:00Z', topic: topicId } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('immediate email', () => {
  it('sends the new assignment to whoever chose email, with the right headers and both parts, escaped', async () => {
    const title = 'Essay <script>alert("title")</script> & more';
    const assignment = await postAssignment(title);
    const [mail] = await t.sink.waitFor(1);
    const { parsed, envelope } = mail!;

    // To Ann alone (Ben chose the bell only), from MAIL_FROM.
    expect(envelope.to).toEqual(['ann@school.test']);
    expect(toAddresses(parsed)).toEqual(['ann@school.test']);
    expect(parsed.from?.value).toEqual([{ address: 'noreply@school.test', name: 'Lyceum' }]);
    // The subject is the notification's headline naming the assignment, as text (no HTML escaping
    // in a header), cut to 150 characters before its due date, which is kept.
    expect(parsed.subject).toBe('Tess <b>Teacher</b> & "Co" posted a new assignment in Algebra <script>alert("class")</script>: Essay <script>alert("t… (due Wed 1 Jan 2031, 10:00 UTC)');

    // RFC 8058: an https unsubscribe address for this kind, and the one-click POST header.
    const listUnsubscribe = header(parsed, 'List-Unsubscribe');
    expect(listUnsubscribe).toMatch(/^<https:\/\/lyceum\.school\.test\/api\/notifications\/unsubscribe\?token=[^>]+>$/);
    expect(unsubscribeToken(listUnsubscribe)).toMatch(new RegExp(`^${ann.id}\\.new_assignment\\.`));
    expect(header(parsed, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(header(parsed, 'Auto-Submitted')).toBe('auto-generated');

    // The plain part has the text as written; the HTML part has it escaped, and no markup of users'.
    const link = `${PUBLIC_URL}/dashboard/classes/${klass.id}/topics/${topicId}/assignments/${assignment._id}`;
    expect(parsed.text).toContain('Hello Ann <img src=x onerror=alert(1)>,');
    expect(parsed.text).toContain(`- Tess <b>Teacher</b> & "Co" posted a new assignment in Algebra <script>alert("class")</script>: ${title}\n  Due Wed 1 Jan 2031, 10:00 UTC\n  "Do it"\n`);
    expect(parsed.text).toContain(link);
    const html = String(parsed.html);
    expect(html).toContain('Hello Ann &lt;img src=x onerror=alert(1)&gt;,');
    expect(html).toContain(
      'Tess &lt;b&gt;Teacher&lt;/b&gt; &amp; &quot;Co&quot; posted a new assignment in Algebra &lt;script&gt;alert(&quot;class&quot;)&lt;/script&gt;: Essay &lt;script&gt;alert(&quot;title&quot;)&lt;/script&gt; &amp; more<br><strong>Due Wed 1 Jan 2031, 10:00 UTC</strong>',
    );
    expect(html).toContain(`href="${link}"`);
    expect(html).not.toMatch(/<script|<img|<b>|onerror=alert\(1\)>/);

    // Marked as emailed; another run sends nothing more.
    await t.deliverer.idle();
    const row = await t.ctx.db.kysely.selectFrom('notifications').select('emailed_at').where('user_id', '=', ann.id).executeTakeFirstOrThrow();
    expect(row.emailed_at).not.toBeNull();
    expect(await t.deliverer.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(t.sink.received).toHaveLength(1);
  });

  it('puts what waited together in one email, and two runs at once send it once', async () => {
    await t.deliverer.idle();
    t.sink.received.length = 0;
    // Three assignments in one transaction: one kick, three notifications for Ann.
    const k = t.ctx.db.kysely;
    await k.transaction().execute(async (trx) => {
      for (const title of ['Worksheet A', 'Worksheet B', 'Worksheet C']) {
        await recordEvent(trx, {
          kind: 'test.assignment',
          classId: klass.id,
          audience: 'class',
          actorId: teacher.id,
          changes: [],
          notify: { kind: 'new_assignment', recipients: { rule: 'students', classId: klass.id }, subjectType: 'assignment', subjectId: title, title, link: '/dashboard' },
        });
      }
    });
    // Two runs race for Ann (as two server processes would): her lease lets one of them send.
    const runs = await Promise.all([t.deliverer.runOnce(), t.deliverer.runOnce()]);
    expect(runs.map((r) => r.sent).sort()).toEqual([0, 1]);
    eventsCommitted(k);
    await t.deliverer.idle();
    expect(t.sink.received).toHaveLength(1);
    const { parsed } = t.sink.received[0]!;
    expect(parsed.subject).toBe('3 new notifications in Lyceum: Worksheet A, Worksheet B, Worksheet C');
    expect(parsed.text?.match(/posted a new assignment/g)).toHaveLength(3);
  });

  it('keeps a title with line breaks out of the headers (no header injection)', async () => {
    t.sink.received.length = 0;
    await choose(teacher, [{ kind: 'comment', channel: 'email' }]);
    const assignment = await postAssignment('Essay\r\nBcc: everyone@school.test\r\nX-Injected: yes');
    const comment = await t.ctx.request({
      method: 'POST',
      url: '/api/comments',
      token: ben.token,
      payload: { text: 'Line one\r\nSubject: forged\r\n\r\n<script>alert(1)</script>', targetType: 'assignment', target: assignment._id },
    });
    expect(comment.statusCode, comment.body).toBe(201);
    // Ann's email of the new assignment, and the teacher's of the comment.
    const mails = await t.sink.waitFor(2);
    const toTeacher = mails.find((m) => m.envelope.to[0] === teacher.email);
    expect(toTeacher).toBeDefined();
    const { parsed, envelope, raw } = toTeacher!;
    expect(envelope.to).toEqual([teacher.email]);
    expect(parsed.subject).toBe('Ben Student commented on Essay Bcc: everyone@school.test X-Injected: yes in Algebra <script>alert("class")</script> (due Wed 1 Jan 2031, 10:00 UTC)');
    expect(parsed.headers.has('bcc')).toBe(false);
    expect(parsed.headers.has('x-injected')).toBe(false);
    expect(rawHeaders(raw)).not.toMatch(/^(Bcc|X-Injected):/im);
    // The comment's excerpt is one line of text in both parts.
    expect(parsed.text).toContain('"Line one Subject: forged <script>alert(1)</script>"');
    expect(String(parsed.html)).toContain('Line one Subject: forged &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(String(parsed.html)).not.toContain('<script>');
    expect(mails.flatMap((m) => m.envelope.to).sort()).toEqual(['ann@school.test', teacher.email].sort());
  });
});
