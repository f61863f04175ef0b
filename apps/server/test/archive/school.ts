import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { newId } from '../../src/lib/ids';
import { previewImport } from '../../src/modules/imports/imports.service';
import { parseUsersCsv } from '../../src/modules/imports/users-csv';
import type { TestContext } from '../context';
import { tableNames } from './archive-helpers';
import type { TestUser } from '../factories';
import { multipart, pdf, png } from '../files/samples';
import { startTestIdp } from '../sso/saml-idp';

function ok(res: LightMyRequestResponse, status = 200): Record<string, unknown> {
  if (res.statusCode !== status) throw new Error(`${res.statusCode} instead of ${status}: ${res.body}`);
  return res.json() as Record<string, unknown>;
}

export interface School {
  admin: TestUser;
  /** 256 KiB of random bytes: more than the zip's buffers hold, so an export not read stays running. */
  bigFile: string;
}

/**
 * A school with every kind of row the archive carries: users of each role (one deactivated, one
 * invited and not yet signed up, names a spreadsheet would run as formulas, non-ASCII), a roster
 * import's sourcedIds on a user and a class, classes with teachers and students (and one with
 * neither), topics, materials and assignments with files (bytes in the store) and links, maximum
 * points, comments on both (one whose author is gone), students' work turned in, returned with a
 * grade and feedback, drafted, with a file of their own and a private thread, a pending
 * invitation, a previewed import. Made through the API where there is one, and as rows where the
 * routes are someone else's still (students' work).
 */
export async function buildSchool(ctx: TestContext): Promise<School> {
  const f = ctx.factories;
  const k = ctx.db.kysely;
  const admin = await f.user('admin', { name: 'Head Admin' });
  const teacher = await f.user('teacher', { name: 'Ana María López' });
  const otherTeacher = await f.user('teacher', { name: '=HYPERLINK("http://evil.test")' });
  const student = await f.user('student', { name: 'Zoë Ødegård' });
  const classmate = await f.user('student', { name: 'Łukasz "Luke" Nowak, Jr.' });
  const leaver = await f.user('student', { name: 'Sam Leaver' });
  const gone = await f.user('teacher', { name: 'Gone Teacher' });
  await k.updateTable('users').set({ sourced_id: 'sis-student-1', identifier: '20260042' }).where('id', '=', student.id).execute();
  // Languages (migration 0028): a student's own choice and the school's default.
  await k.updateTable('users').set({ locale: 'es', time_zone: 'Europe/Madrid' }).where('id', '=', student.id).execute();
  ok(await ctx.request({ method: 'PUT', url: '/api/school-settings', token: admin.token, payload: { defaultLocale: 'ja' } }), 200);

  // Invited: registered without a password, with a pending link.
  const invited = ok(
    await ctx.request({ method: 'POST', url: '/api/auth/register', token: admin.token, payload: { name: 'Ivy Invited', email: 'ivy.invited@school.test', role: 'student' } }),
    201,
  ).user as { _id: string };
  ok(await ctx.request({ method: 'POST', url: '/api/users/invitations', token: admin.token, payload: { userIds: [invited._id] } }));
  ok(await ctx.request({ method: 'POST', url: `/api/users/${leaver.id}/deactivate`, token: admin.token }));

  const algebra = await f.klass({
    name: 'Algebra, period 3',
    description: 'Quadratics\nand "more"',
    meetingLink: 'https://meet.example.test/algebra',
    teachers: [teacher.id, gone.id],
    students: [student.id, classmate.id, leaver.id, invited._id],
  });
  await k.updateTable('classes').set({ sourced_id: 'sis-class-1' }).where('id', '=', algebra.id).execute();
  const history = await f.klass({ name: 'History', teachers: [otherTeacher.id], students: [classmate.id] });
  await f.klass({ name: 'Empty class' });

  const upload = async (classId: string, user: TestUser, filename: string, data: Buffer) => {
    const { payload, headers } = multipart([{ filename, data }]);
    return ok(await ctx.request({ method: 'POST', url: `/api/classes/${classId}/files`, token: user.token, payload, headers }), 201)._id as string;
  };
  const bigFile = await upload(algebra.id, teacher, 'big.pdf', Buffer.concat([pdf(), randomBytes(256 * 1024)]));
  const sheet = await upload(algebra.id, teacher, 'sheet.pdf', pdf('worksheet'));
  const picture = await upload(algebra.id, teacher, 'graph.png', png());

  const quadratics = await f.topic(algebra.id, { name: 'Quadratics', createdBy: teacher.id });
  const empty = await f.topic(algebra.id, { name: 'Empty topic', createdBy: null });
  const wars = await f.topic(history.id, { name: 'Wars', createdBy: otherTeacher.id });
  void empty;

  const material = ok(
    await ctx.request({
      method: 'POST',
      url: '/api/materials',
      token: teacher.token,
      payload: {
        topic: quadratics.id,
        title: 'Notes',
        content: '<p>Read <strong>this</strong></p><ul><li>one</li></ul>',
        attachments: [{ kind: 'file', file: sheet }, { kind: 'file', file: bigFile }, { kind: 'link', url: 'https://example.test/video', name: 'Video' }],
      },
    }),
    201,
  )._id as string;
  const assignment = ok(
    await ctx.request({
      method: 'POST',
      url: '/api/assignments',
      token: teacher.token,
      payload: { topic: quadratics.id, title: 'Homework 1', description: '<p>Solve</p>', dueDate: '2026-03-01T12:00:00.000Z', maxPoints: 10, attachments: [{ kind: 'file', file: picture }] },
    }),
    201,
  )._id as string;
  const ungraded = ok(
    await ctx.request({
      method: 'POST',
      url: '/api/assignments',
      token: otherTeacher.token,
      payload: { topic: wars.id, title: 'Essay', description: '<p>Write</p>', dueDate: '2026-04-01T12:00:00.000Z' },
    }),
    201,
  )._id as string;
  await f.material(wars.id, { title: 'Map', createdBy: otherTeacher.id });

  await f.comment({ material }, { text: 'Thanks!', authorId: student.id });
  await f.comment({ assignment }, { text: 'When is it due?', authorId: classmate.id });
  await f.comment({ assignment }, { text: 'From someone since gone', authorId: gone.id });
  await f.comment({ assignment: ungraded }, { text: 'Essay question', authorId: classmate.id });

  // Students' work: turned in late with a file, returned with a grade, a draft grade not returned.
  const work = async (values: { student_id: string; state: 'assigned' | 'turned_in' | 'returned' } & Record<string, string | number>) => {
    const id = newId();
    await k
      .insertInto('submissions')
      .values({ id, assignment_id: assignment, class_id: algebra.id, created_at: '2026-02-01T09:00:00.000Z', updated_at: '2026-02-02T09:30:00.125Z', ...values })
      .execute();
    return id;
  };
  const turnedIn = await work({ student_id: student.id, state: 'turned_in', answer: '<p>x = 2</p>', turned_in_at: '2026-03-02T08:00:00.000Z', late: 1, draft_grade: 8.5, draft_feedback: 'Nearly' });
  const returned = await work({ student_id: classmate.id, state: 'returned', answer: '<p>x = 3</p>', turned_in_at: '2026-02-28T08:00:00.000Z', grade: 7.5, feedback: 'Good work', returned_at: '2026-03-03T10:00:00.000Z' });
  await work({ student_id: leaver.id, state: 'assigned', answer: '<p>draft</p>' });
  const workFile = await upload(algebra.id, student, 'answer.pdf', pdf('answer'));
  await k.updateTable('files').set({ submission_id: turnedIn }).where('id', '=', workFile).execute();
  await k
    .updateTable('submissions')
    .set({ attachments: JSON.stringify([{ kind: 'file', _id: workFile, name: 'answer.pdf', type: 'application/pdf', size: pdf('answer').length }]) })
    .where('id', '=', turnedIn)
    .execute();
  await k
    .insertInto('submission_comments')
    .values([
      { id: newId(), submission_id: turnedIn, author_id: teacher.id, text: 'Show your steps', created_at: '2026-03-02T09:00:00.000Z' },
      { id: newId(), submission_id: turnedIn, author_id: student.id, text: 'Done', created_at: '2026-03-02T09:05:00.000Z' },
      { id: newId(), submission_id: returned, author_id: gone.id, text: 'Well done', created_at: '2026-03-03T10:01:00.000Z' },
    ])
    .execute();

  // A previewed import (its record stays), and a teacher whose account is then deleted: their
  // topics, comments and files keep a null author.
  await previewImport(k, { id: admin.id, name: admin.name, email: admin.email, role: 'admin' }, 'users-csv', Buffer.from('name,email,role\nNew Person,new.person@school.test,student\n'), parseUsersCsv);
  await k.deleteFrom('users').where('id', '=', gone.id).execute();
  // A later migration's table (0017) is filled where this schema has it, without naming it in types.
  if ((await tableNames(ctx.db)).includes('notification_preferences')) {
    await sql`INSERT INTO notification_preferences (user_id, kind, channel, updated_at) VALUES (${student.id}, 'comment', 'off', '2026-02-03T10:00:00.000Z')`.execute(k);
  }
  if ((await tableNames(ctx.db)).includes('email_settings')) {
    await sql`INSERT INTO email_settings (user_id, digest, updated_at) VALUES (${student.id}, 'daily', '2026-02-03T10:00:00.000Z')`.execute(k);
  }
  // A quiz (0029): the homework above as a quiz, with an item, and an attempt with an answer overridden by hand.
  if ((await tableNames(ctx.db)).includes('quizzes')) {
    await sql`UPDATE assignments SET work_type = 'quiz' WHERE id = ${assignment}`.execute(k);
    await sql`INSERT INTO quizzes (assignment_id, attempts_allowed, scoring, time_limit_seconds, opens_at, closes_at, shuffle_items, grading, release, released_at)
      VALUES (${assignment}, 2, 'highest', 600, NULL, '2026-03-01T12:00:00.000Z', 1, 'draft', 'manual', '2026-03-05T08:00:00.000Z')`.execute(k);
    const item = JSON.stringify({ kind: 'true_false', id: 'q1', prompt: '<p>Yes?</p>', points: 10, correct: true });
    await sql`INSERT INTO quiz_items (assignment_id, item_id, position, points, item) VALUES (${assignment}, 'q1', 0, 10, ${item})`.execute(k);
    const attempt = newId();
    await sql`INSERT INTO quiz_attempts (id, assignment_id, student_id, number, seed, started_at, deadline_at, submitted_at, score)
      VALUES (${attempt}, ${assignment}, ${student.id}, 1, ${attempt}, '2026-03-01T09:00:00.000Z', '2026-03-01T09:10:00.000Z', '2026-03-01T09:05:00.000Z', 7.5)`.execute(k);
    await sql`INSERT INTO quiz_answers (attempt_id, item_id, response, points, override_points, saved_at)
      VALUES (${attempt}, 'q1', '{"kind":"true_false","value":true}', 10, 7.5, '2026-03-01T09:04:00.000Z')`.execute(k);
  }
  // The question bank (0030): an item of the teacher's own bank and one of the class's, tagged.
  if ((await tableNames(ctx.db)).includes('bank_items')) {
    const bankItem = JSON.stringify({ kind: 'true_false', id: 'q1', prompt: '<p>Is ½ = 0.5?</p>', points: 2, correct: true });
    const [own, shared] = [newId(), newId()];
    await sql`INSERT INTO bank_items (id, owner_id, class_id, item, search_text, created_at, updated_at)
      VALUES (${own}, ${teacher.id}, NULL, ${bankItem}, ' is ½ 0 5 ', '2026-02-01T10:00:00.000Z', '2026-02-01T10:00:00.000Z'),
             (${shared}, NULL, ${algebra.id}, ${bankItem}, ' is ½ 0 5 ', '2026-02-02T10:00:00.000Z', '2026-02-02T10:00:00.000Z')`.execute(k);
    await sql`INSERT INTO bank_item_tags (item_id, tag) VALUES (${own}, 'fractions'), (${own}, 'year 7'), (${shared}, 'fractions')`.execute(k);
  }
  // A question post (0031): the ungraded assignment above as a multiple-choice question to the class.
  if ((await tableNames(ctx.db)).includes('questions')) {
    await sql`UPDATE assignments SET work_type = 'question' WHERE id = ${ungraded}`.execute(k);
    await sql`INSERT INTO questions (assignment_id, kind, choices, show_classmates, students_can_edit)
      VALUES (${ungraded}, 'multiple_choice', '["Two","Three"]', 1, 0)`.execute(k);
  }
  // Single sign-on's set-up (0024): an OpenID Connect provider (its client secret sealed), a SAML
  // one (what its pasted metadata said), the settings, and a student's linked identity.
  if ((await tableNames(ctx.db)).includes('sso_providers')) {
    const oidc = ok(
      await ctx.request({
        method: 'POST',
        url: '/api/admin/sso/providers',
        token: admin.token,
        payload: { kind: 'oidc', label: 'School ID', issuer: 'https://id.school.test', clientId: 'lyceum', clientSecret: 'archived-client-secret', domains: ['school.test'] },
      }),
      201,
    )._id as string;
    const idp = await startTestIdp();
    try {
      ok(
        await ctx.request({
          method: 'POST',
          url: '/api/admin/sso/providers',
          token: admin.token,
          payload: { kind: 'saml', label: 'District', idpMetadataXml: idp.metadataXml, matchBy: 'sourcedId', matchClaim: 'NameID' },
        }),
        201,
      );
    } finally {
      await idp.close();
    }
    ok(await ctx.request({ method: 'PUT', url: '/api/admin/sso/settings', token: admin.token, payload: { passwordsOffFor: ['student'], helpContact: 'the school office' } }));
    await k.insertInto('sso_identities').values({ provider_id: oidc, subject: 'oidc-subject-of-zoe', user_id: student.id, created_at: '2026-03-04T08:00:00.000Z' }).execute();
  }
  return { admin, bigFile };
}
