import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG, WORK_MSG } from '@lyceum/shared/messages';
import type { StudentWork, Submission, SubmissionComment } from '@lyceum/shared/submissions';
import { createTestContext, type TestContext } from '../../../test/context';
import type { TestUser } from '../../../test/factories';
import {
  buildWorkScene,
  classOf,
  expectOk,
  expectRefused,
  newAssignment,
  submissionRows,
  workApi,
  type WorkApi,
  type WorkScene,
} from './submissions.test-support';

let ctx: TestContext;
let s: WorkScene;
let api: WorkApi;

beforeAll(async () => {
  ctx = await createTestContext();
  s = await buildWorkScene(ctx);
  api = workApi(ctx);
});
afterAll(() => ctx.close());

describe('GET …/submissions/:studentId: who reads whose work', () => {
  it('the student themself, without the draft; the class\'s teachers and admins, with it', async () => {
    const a = await newAssignment(ctx, s);
    expectOk(await api.save(s.student, a, s.student.id, { answer: '<p>Mine</p>' }));
    expectOk(await api.grade(s.teacher, a, s.student.id, { grade: 3, feedback: 'Draft note' }));
    const own = expectOk<Submission>(await api.get(s.student, a, s.student.id));
    expect(Object.keys(own).sort()).toEqual(['answer', 'assignment', 'attachments', 'feedback', 'grade', 'late', 'returnedAt', 'state', 'student', 'turnedInAt', 'updatedAt']);
    for (const staff of [s.teacher, s.admin]) {
      expect(expectOk<Submission>(await api.get(staff, a, s.student.id))).toMatchObject({ answer: '<p>Mine</p>', draftGrade: 3, draftFeedback: 'Draft note' });
    }
    // Not started: the draft keys are there for teachers, null.
    expect(expectOk<Submission>(await api.get(s.teacher, a, s.classmate.id))).toMatchObject({ state: 'assigned', draftGrade: null, draftFeedback: null, updatedAt: null });
  });

  it('a classmate gets the 404 of work that does not exist, whether there is work or not', async () => {
    const a = await newAssignment(ctx, s);
    expectOk(await api.save(s.student, a, s.student.id, { answer: '<p>Private</p>' }));
    expectRefused(await api.get(s.classmate, a, s.student.id), 404, WORK_MSG.notFound);
    expectRefused(await api.get(s.student, a, s.classmate.id), 404, WORK_MSG.notFound);
    expectRefused(await api.get(s.student, a, 'no-such-student'), 404, WORK_MSG.notFound);
  });

  it('anyone not in the class gets the assignment\'s 404; teachers and admins a 404 for someone who is not a student of it', async () => {
    const a = await newAssignment(ctx, s);
    expectRefused(await api.get(s.otherTeacher, a, s.student.id), 404, API_MSG.assignmentNotFound);
    expectRefused(await api.get(s.outsider, a, s.student.id), 404, API_MSG.assignmentNotFound);
    expectRefused(await api.get(s.outsider, a, s.outsider.id), 404, API_MSG.assignmentNotFound);
    expectRefused(await api.get(s.teacher, a, s.outsider.id), 404, WORK_MSG.notFound);
    expectRefused(await api.get(s.teacher, a, s.teacher.id), 404, WORK_MSG.notFound);
    expectRefused(await api.get(s.admin, a, s.admin.id), 404, WORK_MSG.notFound);
    expectRefused(await api.get(s.admin, 'no-such-assignment', s.student.id), 404, API_MSG.assignmentNotFound);
    expect((await api.get(null, a, s.student.id)).statusCode).toBe(401);
  });
});

describe('a student who leaves the class', () => {
  it('keeps their work: an admin still reads it, the class\'s teacher and the list no longer show it, and re-adding them brings it back', async () => {
    const { classId, topicId, students } = await classOf(ctx, s, ['Lena Leaving', 'Sid Staying']);
    const [leaving] = students as [TestUser, TestUser];
    const a = await newAssignment(ctx, s, { topicId });
    expectOk(await api.save(leaving, a, leaving.id, { answer: '<p>Before I left</p>' }));
    expectOk(await api.turnIn(leaving, a, leaving.id));
    expectOk(await api.grade(s.teacher, a, leaving.id, { grade: 7, feedback: 'Fine' }));
    expectOk(await api.comment(leaving, a, leaving.id, 'Goodbye'), 201);

    const removed = await ctx.request({ method: 'DELETE', url: `/api/classes/${classId}/students`, token: s.admin.token, payload: { students: [leaving.id] } });
    expect(removed.statusCode, removed.body).toBe(200);

    expect(await submissionRows(ctx, a)).toBe(1);
    expect(expectOk<StudentWork>(await api.list(s.teacher, a)).students.map((row) => row.student.name)).toEqual(['Sid Staying']);
    expectRefused(await api.get(s.teacher, a, leaving.id), 404, WORK_MSG.notFound);
    expectRefused(await api.comments(s.teacher, a, leaving.id), 404, WORK_MSG.notFound);
    expectRefused(await api.get(leaving, a, leaving.id), 404, API_MSG.assignmentNotFound);
    expectRefused(await api.turnIn(leaving, a, leaving.id), 404, API_MSG.assignmentNotFound);
    const kept = expectOk<Submission>(await api.get(s.admin, a, leaving.id));
    expect(kept).toMatchObject({ state: 'turned_in', answer: '<p>Before I left</p>', draftGrade: 7, student: { _id: leaving.id, name: 'Lena Leaving' } });
    expect(expectOk<SubmissionComment[]>(await api.comments(s.admin, a, leaving.id)).map((c) => c.text)).toEqual(['Goodbye']);
    // A student who left with no work on it: nothing to show, even to an admin.
    const b = await newAssignment(ctx, s, { topicId });
    expectRefused(await api.get(s.admin, b, leaving.id), 404, WORK_MSG.notFound);

    const added = await ctx.request({ method: 'POST', url: `/api/classes/${classId}/students`, token: s.admin.token, payload: { students: [leaving.id] } });
    expect(added.statusCode, added.body).toBe(200);
    const list = expectOk<StudentWork>(await api.list(s.teacher, a));
    expect(list.students.find((row) => row.student._id === leaving.id)).toMatchObject({ state: 'turned_in', draftGrade: 7 });
    expect(list.counts).toMatchObject({ students: 2, turnedIn: 1, graded: 1 });
    expect(expectOk<Submission>(await api.get(leaving, a, leaving.id))).toMatchObject({ state: 'turned_in', answer: '<p>Before I left</p>' });
    expect(expectOk<Submission>(await api.get(s.teacher, a, leaving.id))).toMatchObject({ draftGrade: 7 });
  });
});

describe('private comments on a student\'s work', () => {
  it('are a thread between the student, the class\'s teachers and admins, oldest first; the first makes the row', async () => {
    const a = await newAssignment(ctx, s);
    expect(expectOk<SubmissionComment[]>(await api.comments(s.student, a, s.student.id))).toEqual([]);
    expect(await submissionRows(ctx, a)).toBe(0);

    const first = expectOk<SubmissionComment>(await api.comment(s.teacher, a, s.student.id, 'Start with question 1'), 201);
    expect(first).toEqual({ _id: expect.any(String), text: 'Start with question 1', author: { _id: s.teacher.id, name: 'Tess Teacher' }, createdAt: expect.any(String) });
    expect(await submissionRows(ctx, a)).toBe(1);
    expect(expectOk<Submission>(await api.get(s.student, a, s.student.id))).toMatchObject({ state: 'assigned', answer: '' });

    expectOk(await api.comment(s.student, a, s.student.id, 'Done, can you check?'), 201);
    expectOk(await api.comment(s.admin, a, s.student.id, 'Looks fine'), 201);
    for (const reader of [s.student, s.teacher, s.admin]) {
      const thread = expectOk<SubmissionComment[]>(await api.comments(reader, a, s.student.id));
      expect(thread.map((c) => [c.author?.name, c.text])).toEqual([
        ['Tess Teacher', 'Start with question 1'],
        ['Sam Student', 'Done, can you check?'],
        ['Ada Admin', 'Looks fine'],
      ]);
    }
  });

  it('tell a classmate nothing: 404 for reading and for writing, with or without a thread', async () => {
    const a = await newAssignment(ctx, s);
    expectRefused(await api.comments(s.classmate, a, s.student.id), 404, WORK_MSG.notFound);
    expectRefused(await api.comment(s.classmate, a, s.student.id, 'Hi'), 404, WORK_MSG.notFound);
    expectOk(await api.comment(s.student, a, s.student.id, 'A question for my teacher'), 201);
    expectRefused(await api.comments(s.classmate, a, s.student.id), 404, WORK_MSG.notFound);
    expectRefused(await api.comment(s.classmate, a, s.student.id, 'Hi'), 404, WORK_MSG.notFound);
    expectRefused(await api.comments(s.otherTeacher, a, s.student.id), 404, API_MSG.assignmentNotFound);
    expectRefused(await api.comment(s.outsider, a, s.student.id, 'Hi'), 404, API_MSG.assignmentNotFound);
    expectRefused(await api.comment(s.teacher, a, s.outsider.id, 'Hi'), 404, WORK_MSG.notFound);
    expect(expectOk<SubmissionComment[]>(await api.comments(s.teacher, a, s.student.id))).toHaveLength(1);
  });

  it('are stored as the plain text given, and refused blank', async () => {
    const a = await newAssignment(ctx, s);
    const text = '<img src=x onerror=alert(1)> & <b>bold</b>';
    expect(expectOk<SubmissionComment>(await api.comment(s.student, a, s.student.id, text), 201).text).toBe(text);
    expect(expectOk<SubmissionComment[]>(await api.comments(s.teacher, a, s.student.id))[0]?.text).toBe(text);
    expectRefused(await api.comment(s.student, a, s.student.id, '   '), 400, 'text is required');
  });

  it('show a deleted author as null', async () => {
    const a = await newAssignment(ctx, s);
    const coTeacher = await ctx.factories.user('teacher', { name: 'Cody Co' });
    await ctx.db.kysely.insertInto('class_members').values({ class_id: s.classId, user_id: coTeacher.id, role: 'teacher', created_at: new Date().toISOString() }).execute();
    expectOk(await api.comment(coTeacher, a, s.student.id, 'From a co-teacher'), 201);
    await ctx.db.kysely.deleteFrom('users').where('id', '=', coTeacher.id).execute();
    expect(expectOk<SubmissionComment[]>(await api.comments(s.student, a, s.student.id))).toEqual([
      { _id: expect.any(String), text: 'From a co-teacher', author: null, createdAt: expect.any(String) },
    ]);
  });
});
