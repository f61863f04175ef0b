import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG, FILE_MSG } from '@lyceum/shared/messages';
import type { Submission } from '@lyceum/shared/submissions';
import { sweepFiles, UNATTACHED_GRACE_MS } from '../../src/modules/files/sweep';
import { createTestContext, type TestContext } from '../context';
import type { TestUser } from '../factories';
import { addFile, leftovers, sha256, upload, uploaded } from './helpers';
import { pdf, png } from './samples';

/**
 * Files on students' work: students upload to their class and attach only their own uploads to
 * their own work; such a file is read by that student, the class's teachers and admins alone, and
 * goes with the work (and the work with its assignment). Runs on the disk and S3 backends.
 */
let ctx: TestContext;
let s: { admin: TestUser; teacher: TestUser; student: TestUser; classmate: TestUser; otherTeacher: TestUser; outsider: TestUser; classId: string; topicId: string };

beforeAll(async () => {
  ctx = await createTestContext();
  const f = ctx.factories;
  const admin = await f.user('admin');
  const teacher = await f.user('teacher');
  const student = await f.user('student', { name: 'Sam Student' });
  const classmate = await f.user('student', { name: 'Cleo Classmate' });
  const otherTeacher = await f.user('teacher');
  const outsider = await f.user('student');
  const klass = await f.klass({ teachers: [teacher.id], students: [student.id, classmate.id] });
  await f.klass({ teachers: [otherTeacher.id], students: [outsider.id] });
  const topic = await f.topic(klass.id);
  s = { admin, teacher, student, classmate, otherTeacher, outsider, classId: klass.id, topicId: topic.id };
});
afterAll(() => ctx.close());

const assignment = async () => (await ctx.factories.assignment(s.topicId, { maxPoints: 10 })).id;
const workUrl = (assignmentId: string, studentId: string) => `/api/assignments/${assignmentId}/submissions/${studentId}`;
const save = (user: TestUser, assignmentId: string, attachments: unknown[], answer = '') =>
  ctx.request({ method: 'PUT', url: workUrl(assignmentId, user.id), token: user.token, payload: { answer, attachments } });
const download = (id: string, user: TestUser | null) => ctx.request({ method: 'GET', url: `/api/files/${id}`, ...(user ? { token: user.token } : {}) });
const remove = (id: string, user: TestUser) => ctx.request({ method: 'DELETE', url: `/api/files/${id}`, token: user.token });

function expectRefused(res: { statusCode: number; json(): unknown }, status: number, message: string) {
  expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body: { message } });
}

/** After the queued jobs have run. */
async function settled() {
  await ctx.app.jobs.idle();
  await ctx.app.jobs.runDue();
}

describe('a student uploads and attaches a file to their work', () => {
  it('uploads to their class (not to another), attaches it, and it is read by them, the class\'s teachers and admins only', async () => {
    const a = await assignment();
    const bytes = pdf('my essay');
    const res = await upload(ctx, s.student, s.classId, [{ filename: 'essay.pdf', data: bytes }]);
    expect(res.statusCode, res.body).toBe(201);
    const fileId = (res.json() as { _id: string })._id;
    expectRefused(await upload(ctx, s.student, (await ctx.factories.klass({ teachers: [s.otherTeacher.id] })).id, [{ filename: 'x.pdf', data: bytes }]), 404, API_MSG.classNotFound);

    const saved = await save(s.student, a, [{ kind: 'file', file: fileId }], '<p>See the PDF</p>');
    expect(saved.statusCode, saved.body).toBe(200);
    const [attached] = (saved.json() as Submission).attachments;
    expect(attached).toMatchObject({ kind: 'file', _id: fileId, name: 'essay.pdf', type: 'application/pdf', size: bytes.length });

    for (const reader of [s.student, s.teacher, s.admin]) {
      const got = await download(fileId, reader);
      expect(got.statusCode).toBe(200);
      expect(sha256(got.rawPayload)).toBe(sha256(bytes));
    }
    // The student's signed URL works without a header.
    expect((await ctx.request({ method: 'GET', url: attached?.kind === 'file' ? attached.url : '' })).statusCode).toBe(200);
    for (const stranger of [s.classmate, s.otherTeacher, s.outsider]) expectRefused(await download(fileId, stranger), 404, FILE_MSG.notFound);

    // The teacher reads the same list, with URLs signed for them.
    const teacherView = await ctx.request({ method: 'GET', url: workUrl(a, s.student.id), token: s.teacher.token });
    const [forTeacher] = (teacherView.json() as Submission).attachments;
    expect(forTeacher?.kind === 'file' && forTeacher.url).toContain(`.${s.teacher.id}.`);
  });

  it('keeps the list when a save leaves attachments out, and deletes a file the list drops (row and bytes)', async () => {
    const a = await assignment();
    const first = await uploaded(ctx, s.student, s.classId, 'one.png', png());
    const second = await uploaded(ctx, s.student, s.classId, 'two.pdf', pdf('two'));
    expect((await save(s.student, a, [{ kind: 'file', file: first }, { kind: 'file', file: second }])).statusCode).toBe(200);
    const unchanged = await ctx.request({ method: 'PUT', url: workUrl(a, s.student.id), token: s.student.token, payload: { answer: '<p>Edited</p>' } });
    expect((unchanged.json() as Submission).attachments.map((item) => item.kind === 'file' && item._id)).toEqual([first, second]);
    expect((await save(s.student, a, [{ kind: 'file', file: second }])).statusCode).toBe(200);
    await settled();
    const left = await leftovers(ctx);
    expect(left.rows).not.toContain(first);
    expect(left.blobs).not.toContain(first);
    expect(left.blobs).toContain(second);
  });

  it('takes only the student\'s own uploads: not a classmate\'s, a teacher\'s, or a file attached elsewhere', async () => {
    const a = await assignment();
    const b = await assignment();
    const classmates = await uploaded(ctx, s.classmate, s.classId, 'theirs.pdf', pdf('theirs'));
    const teachers = await uploaded(ctx, s.teacher, s.classId, 'key.pdf', pdf('answer key'));
    const material = (await ctx.factories.material(s.topicId)).id;
    const onMaterial = await addFile(ctx, s.classId, { materialId: material, uploadedBy: s.student.id });
    const mine = await uploaded(ctx, s.student, s.classId, 'mine.pdf', pdf('mine'));
    expect((await save(s.student, b, [{ kind: 'file', file: mine }])).statusCode).toBe(200);

    expectRefused(await save(s.student, a, [{ kind: 'file', file: classmates }]), 400, FILE_MSG.notAnUpload(0));
    expectRefused(await save(s.student, a, [{ kind: 'link', url: 'https://example.org' }, { kind: 'file', file: teachers }]), 400, FILE_MSG.notAnUpload(1));
    expectRefused(await save(s.student, a, [{ kind: 'file', file: onMaterial }]), 400, FILE_MSG.attachedElsewhere(0));
    expectRefused(await save(s.student, a, [{ kind: 'file', file: mine }]), 400, FILE_MSG.attachedElsewhere(0));
    expect(await ctx.db.kysely.selectFrom('submissions').select('id').where('assignment_id', '=', a).execute()).toEqual([]);

    // Nor can a teacher move a student's file onto a material.
    const moved = await ctx.request({
      method: 'PUT',
      url: `/api/materials/${material}`,
      token: s.teacher.token,
      payload: { title: 'Notes', content: '<p>Notes</p>', topic: s.topicId, attachments: [{ kind: 'file', file: mine }] },
    });
    expectRefused(moved, 400, FILE_MSG.attachedElsewhere(0));
    expect((await download(mine, s.student)).statusCode).toBe(200);
    expectRefused(await download(mine, s.classmate), 404, FILE_MSG.notFound);
  });

  it('an attached file is removed through the work, not deleted directly', async () => {
    const a = await assignment();
    const fileId = await uploaded(ctx, s.student, s.classId, 'work.pdf', pdf('work'));
    expect((await save(s.student, a, [{ kind: 'file', file: fileId }])).statusCode).toBe(200);
    expectRefused(await remove(fileId, s.student), 409, FILE_MSG.attached);
    expectRefused(await remove(fileId, s.teacher), 409, FILE_MSG.attached);
    expectRefused(await remove(fileId, s.classmate), 404, FILE_MSG.notFound);
    expect((await download(fileId, s.student)).statusCode).toBe(200);
  });
});

describe('a student\'s upload not attached yet', () => {
  it('is read and deleted by its uploader and those who manage the class; a classmate gets 404', async () => {
    const fileId = await uploaded(ctx, s.student, s.classId, 'draft.pdf', pdf('draft'));
    expect((await download(fileId, s.student)).statusCode).toBe(200);
    expect((await download(fileId, s.teacher)).statusCode).toBe(200);
    expectRefused(await download(fileId, s.classmate), 404, FILE_MSG.notFound);
    expectRefused(await remove(fileId, s.classmate), 404, FILE_MSG.notFound);
    expectRefused(await remove(fileId, s.otherTeacher), 404, FILE_MSG.notFound);

    // A member who may read a file but not delete it (a student, a material's file) gets 403.
    const material = (await ctx.factories.material(s.topicId)).id;
    const onMaterial = await addFile(ctx, s.classId, { materialId: material });
    expectRefused(await remove(onMaterial, s.student), 403, API_MSG.forbidden);

    const res = await remove(fileId, s.student);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: FILE_MSG.deleted });
    await settled();
    expect((await leftovers(ctx)).blobs).not.toContain(fileId);
  });

  it('is swept after the grace period unless attached to the work', async () => {
    const a = await assignment();
    const attached = await uploaded(ctx, s.student, s.classId, 'kept.pdf', pdf('kept'));
    const forgotten = await uploaded(ctx, s.student, s.classId, 'forgotten.pdf', pdf('forgotten'));
    expect((await save(s.student, a, [{ kind: 'file', file: attached }])).statusCode).toBe(200);
    const swept = await sweepFiles(ctx.db.kysely, ctx.blobs.store, new Date(Date.now() + UNATTACHED_GRACE_MS + 60_000));
    expect(swept.unattached).toBeGreaterThanOrEqual(1);
    await settled();
    const left = await leftovers(ctx);
    expect(left.rows).toContain(attached);
    expect(left.rows).not.toContain(forgotten);
    expect(left.blobs).not.toContain(forgotten);
  });
});

describe('deleting an assignment', () => {
  it('deletes its submissions, their private comments and their files, and queues the files\' bytes for deletion', async () => {
    const a = await assignment();
    const fileId = await uploaded(ctx, s.student, s.classId, 'gone.pdf', pdf('gone'));
    expect((await save(s.student, a, [{ kind: 'file', file: fileId }])).statusCode).toBe(200);
    const comment = await ctx.request({ method: 'POST', url: `${workUrl(a, s.student.id)}/comments`, token: s.teacher.token, payload: { text: 'Nice' } });
    expect(comment.statusCode).toBe(201);

    const res = await ctx.request({ method: 'DELETE', url: `/api/assignments/${a}`, token: s.teacher.token });
    expect(res.statusCode).toBe(200);
    const k = ctx.db.kysely;
    expect(await k.selectFrom('submissions').select('id').where('assignment_id', '=', a).execute()).toEqual([]);
    expect(await k.selectFrom('submission_comments').select('id').where('id', '=', (comment.json() as { _id: string })._id).execute()).toEqual([]);
    expect(await k.selectFrom('files').select('id').where('id', '=', fileId).execute()).toEqual([]);
    await settled();
    expect((await leftovers(ctx)).blobs).not.toContain(fileId);
  });

  it('queues the blob deletion in the same statement (the files_delete trigger, through both cascades)', async () => {
    const a = await assignment();
    const fileId = await uploaded(ctx, s.student, s.classId, 'queued.pdf', pdf('queued'));
    expect((await save(s.student, a, [{ kind: 'file', file: fileId }])).statusCode).toBe(200);
    await settled();
    // Directly, so no request kicks the runner: the job must be there, waiting.
    await ctx.db.kysely.deleteFrom('assignments').where('id', '=', a).execute();
    const jobs = await ctx.db.kysely.selectFrom('jobs').select(['kind', 'payload']).where('payload', '=', fileId).execute();
    expect(jobs).toEqual([{ kind: 'delete-blob', payload: fileId }]);
    expect(await ctx.blobs.keys()).toContain(fileId);
    ctx.app.jobs.kick();
    await settled();
    expect(await ctx.blobs.keys()).not.toContain(fileId);
  });
});
