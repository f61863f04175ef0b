import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG, WORK_MSG } from '@lyceum/shared/messages';
import type { StudentWork, Submission } from '@lyceum/shared/submissions';
import { createTestContext, type TestContext } from '../../../test/context';
import { XSS_PAYLOADS } from '../../lib/rich-text-corpus';
import type { TestUser } from '../../../test/factories';
import {
  PAST,
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

describe('PUT …/grade: the draft grade', () => {
  it('takes whole and half points up to the maximum, and null; feedback is trimmed and blank is none', async () => {
    const a = await newAssignment(ctx, s);
    expect(expectOk<Submission>(await api.grade(s.teacher, a, s.student.id, { grade: 7.5, feedback: '  Good work  ' }))).toMatchObject({
      state: 'assigned', draftGrade: 7.5, draftFeedback: 'Good work', grade: null, feedback: null,
    });
    expect(expectOk<Submission>(await api.grade(s.teacher, a, s.student.id, { grade: 10, feedback: '' }))).toMatchObject({ draftGrade: 10, draftFeedback: null });
    expect(expectOk<Submission>(await api.grade(s.admin, a, s.student.id, { grade: 0, feedback: 'Nothing handed in' }))).toMatchObject({ draftGrade: 0 });
    expect(expectOk<Submission>(await api.grade(s.teacher, a, s.student.id, { grade: null, feedback: '   ' }))).toMatchObject({ draftGrade: null, draftFeedback: null });
    // Feedback is optional: a grade alone is a grade without feedback.
    expect(expectOk<Submission>(await api.grade(s.teacher, a, s.student.id, { grade: 6 }))).toMatchObject({ draftGrade: 6, draftFeedback: null });
  });

  it.each([
    ['NaN (not JSON)', '{"grade": NaN, "feedback": ""}', API_MSG.malformedJson],
    ['1e309 (Infinity once parsed)', '{"grade": 1e309, "feedback": ""}', 'grade must be a number of points'],
    ['-1', '{"grade": -1, "feedback": ""}', 'grade must be at least 0'],
    ['a string', '{"grade": "8", "feedback": ""}', 'grade must be a number of points'],
    ['a quarter point', '{"grade": 7.25, "feedback": ""}', 'grade must be a whole or half point'],
    // Regression: zod's multipleOf rounds to the step's decimals, so these passed and were saved.
    ['1e-16 (a rounding error)', '{"grade": 1e-16, "feedback": ""}', 'grade must be a whole or half point'],
    ['0.04', '{"grade": 0.04, "feedback": ""}', 'grade must be a whole or half point'],
    ['5e-324', '{"grade": 5e-324, "feedback": ""}', 'grade must be a whole or half point'],
    ['over the limit of any assignment', '{"grade": 1000.5, "feedback": ""}', 'grade must be at most 1000'],
    ['left out (feedback alone)', '{"feedback": "Good"}', 'grade must be a number of points'],
  ])('refuses a grade of %s with a clean 400, making no row', async (_what, body, message) => {
    const a = await newAssignment(ctx, s);
    expectRefused(await api.grade(s.teacher, a, s.student.id, body), 400, message);
    expect(await submissionRows(ctx, a)).toBe(0);
  });

  it('refuses a grade above the assignment\'s maximum, naming it', async () => {
    const a = await newAssignment(ctx, s);
    expectRefused(await api.grade(s.teacher, a, s.student.id, { grade: 10.5, feedback: '' }), 400, WORK_MSG.gradeAboveMax(10));
    expect(await submissionRows(ctx, a)).toBe(0);
  });

  it('refuses any grade on an ungraded assignment, but takes feedback alone', async () => {
    const a = await newAssignment(ctx, s, { maxPoints: null });
    expectRefused(await api.grade(s.teacher, a, s.student.id, { grade: 0, feedback: 'Nice' }), 400, WORK_MSG.ungraded);
    expect(expectOk<Submission>(await api.grade(s.teacher, a, s.student.id, { grade: null, feedback: 'Nice' }))).toMatchObject({ draftGrade: null, draftFeedback: 'Nice' });
  });

  it('stores feedback of every XSS payload as the plain text it is, and returns it unchanged', async () => {
    const a = await newAssignment(ctx, s);
    for (const payload of XSS_PAYLOADS.filter((text) => text.trim() === text && text.length <= 5_000)) {
      expect(expectOk<Submission>(await api.grade(s.teacher, a, s.student.id, { grade: 5, feedback: payload })).draftFeedback).toBe(payload);
      expect(expectOk<Submission>(await api.returnWork(s.teacher, a, s.student.id)).feedback).toBe(payload);
      expect(expectOk<Submission>(await api.get(s.student, a, s.student.id)).feedback).toBe(payload);
    }
  });

  it('is for the class\'s teachers and admins: a student gets 403 for anyone\'s work, a teacher of another class 404', async () => {
    const a = await newAssignment(ctx, s);
    const body = { grade: 10, feedback: 'Perfect' };
    expectRefused(await api.grade(s.student, a, s.student.id, body), 403, WORK_MSG.teachersOnly);
    expectRefused(await api.grade(s.student, a, s.classmate.id, body), 403, WORK_MSG.teachersOnly);
    expectRefused(await api.grade(s.otherTeacher, a, s.student.id, body), 404, API_MSG.assignmentNotFound);
    expectRefused(await api.grade(s.outsider, a, s.student.id, body), 404, API_MSG.assignmentNotFound);
    expectRefused(await api.grade(s.teacher, a, s.outsider.id, body), 404, WORK_MSG.notFound);
    expectRefused(await api.grade(s.teacher, a, s.teacher.id, body), 404, WORK_MSG.notFound);
    expect((await api.grade(null, a, s.student.id, body)).statusCode).toBe(401);
    expect(await submissionRows(ctx, a)).toBe(0);
  });
});

describe('returning work', () => {
  it('keeps the draft grade from the student until returned, then shows grade and feedback', async () => {
    const a = await newAssignment(ctx, s);
    expectOk(await api.save(s.student, a, s.student.id, { answer: '<p>My work</p>' }));
    expectOk(await api.turnIn(s.student, a, s.student.id));
    expectOk(await api.grade(s.teacher, a, s.student.id, { grade: 8, feedback: 'Well argued' }));

    const before = await api.get(s.student, a, s.student.id);
    const seen = expectOk<Submission>(before);
    expect(seen).toMatchObject({ state: 'turned_in', grade: null, feedback: null, returnedAt: null });
    expect(seen).not.toHaveProperty('draftGrade');
    expect(seen).not.toHaveProperty('draftFeedback');
    expect(before.body).not.toContain('Well argued');

    const teacherView = expectOk<Submission>(await api.get(s.teacher, a, s.student.id));
    expect(teacherView).toMatchObject({ draftGrade: 8, draftFeedback: 'Well argued', grade: null });

    const returned = expectOk<Submission>(await api.returnWork(s.teacher, a, s.student.id));
    expect(returned).toMatchObject({ state: 'returned', grade: 8, feedback: 'Well argued', draftGrade: 8, returnedAt: expect.any(String) });
    expect(returned.turnedInAt).toEqual(teacherView.turnedInAt);

    const after = expectOk<Submission>(await api.get(s.student, a, s.student.id));
    expect(after).toMatchObject({ state: 'returned', grade: 8, feedback: 'Well argued' });
    expect(after).not.toHaveProperty('draftGrade');

    // A new draft after the return stays the teacher's until returned again.
    expectOk(await api.grade(s.teacher, a, s.student.id, { grade: 9, feedback: 'Better on reflection' }));
    const later = await api.get(s.student, a, s.student.id);
    expect(expectOk<Submission>(later)).toMatchObject({ grade: 8, feedback: 'Well argued' });
    expect(later.body).not.toContain('Better on reflection');
  });

  it('needs a draft grade or feedback', async () => {
    const a = await newAssignment(ctx, s);
    expectRefused(await api.returnWork(s.teacher, a, s.student.id), 400, WORK_MSG.returnNeedsGrade);
    expect(await submissionRows(ctx, a)).toBe(0);
    expectOk(await api.turnIn(s.student, a, s.student.id));
    expectRefused(await api.returnWork(s.teacher, a, s.student.id), 400, WORK_MSG.returnNeedsGrade);
    expectOk(await api.grade(s.teacher, a, s.student.id, { grade: null, feedback: 'See me after class' }));
    expect(expectOk<Submission>(await api.returnWork(s.admin, a, s.student.id))).toMatchObject({ state: 'returned', grade: null, feedback: 'See me after class' });
  });

  it('returns work that was never turned in (like Google Classroom)', async () => {
    const a = await newAssignment(ctx, s, { dueDate: PAST });
    expectOk(await api.grade(s.teacher, a, s.classmate.id, { grade: 0, feedback: 'Missing' }));
    expect(expectOk<Submission>(await api.returnWork(s.teacher, a, s.classmate.id))).toMatchObject({ state: 'returned', grade: 0, turnedInAt: null });
  });

  it('is for the class\'s teachers and admins', async () => {
    const a = await newAssignment(ctx, s);
    expectOk(await api.grade(s.teacher, a, s.student.id, { grade: 4, feedback: '' }));
    expectRefused(await api.returnWork(s.student, a, s.student.id), 403, WORK_MSG.teachersOnly);
    expectRefused(await api.returnWork(s.otherTeacher, a, s.student.id), 404, API_MSG.assignmentNotFound);
    expectRefused(await api.returnGraded(s.student, a), 403, WORK_MSG.teachersOnly);
    expectRefused(await api.returnGraded(s.otherTeacher, a), 404, API_MSG.assignmentNotFound);
    expectRefused(await api.returnGraded(s.outsider, a), 404, API_MSG.assignmentNotFound);
    expect(expectOk<Submission>(await api.get(s.student, a, s.student.id)).state).toBe('assigned');
  });
});

describe('POST /api/assignments/:id/return-graded', () => {
  it('returns every graded piece of work not already returned as it stands, in one go', async () => {
    const { topicId, students } = await classOf(ctx, s, ['Ann One', 'Ben Two', 'Cat Three', 'Dan Four']);
    const [one, two, three, four] = students as [TestUser, TestUser, TestUser, TestUser];
    const a = await newAssignment(ctx, s, { topicId });

    expectOk(await api.grade(s.teacher, a, one.id, { grade: 8, feedback: 'Good' }));
    expectOk(await api.grade(s.teacher, a, two.id, { grade: 6, feedback: '' }));
    expectOk(await api.returnWork(s.teacher, a, two.id));
    expectOk(await api.grade(s.teacher, a, three.id, { grade: null, feedback: 'Feedback only: not returned by this' }));
    expectOk(await api.grade(s.teacher, a, four.id, { grade: 9, feedback: '' }));
    expectOk(await api.returnWork(s.teacher, a, four.id));
    // Changed after its return: returned again with the new grade.
    expectOk(await api.grade(s.teacher, a, four.id, { grade: 9.5, feedback: '' }));

    expect(expectOk(await api.returnGraded(s.teacher, a))).toEqual({ message: WORK_MSG.returnedCount(2), returned: 2 });
    expect(expectOk<Submission>(await api.get(one, a, one.id))).toMatchObject({ state: 'returned', grade: 8, feedback: 'Good' });
    expect(expectOk<Submission>(await api.get(two, a, two.id))).toMatchObject({ state: 'returned', grade: 6 });
    expect(expectOk<Submission>(await api.get(four, a, four.id))).toMatchObject({ state: 'returned', grade: 9.5 });
    expect(expectOk<Submission>(await api.get(three, a, three.id))).toMatchObject({ state: 'assigned', feedback: null });
    expect(expectOk(await api.returnGraded(s.admin, a))).toEqual({ message: WORK_MSG.returnedCount(0), returned: 0 });
    expectOk(await api.grade(s.teacher, a, one.id, { grade: 8, feedback: 'Good, and see the note' }));
    expect(expectOk(await api.returnGraded(s.teacher, a))).toEqual({ message: WORK_MSG.returnedCount(1), returned: 1 });
  });

  it('leaves out the work of a student who has left the class', async () => {
    const { classId, topicId, students } = await classOf(ctx, s, ['Lee Leaver']);
    const [leaver] = students as [TestUser];
    const a = await newAssignment(ctx, s, { topicId });
    expectOk(await api.grade(s.teacher, a, leaver.id, { grade: 7, feedback: '' }));
    await ctx.db.kysely.deleteFrom('class_members').where('class_id', '=', classId).where('user_id', '=', leaver.id).execute();
    expect(expectOk(await api.returnGraded(s.teacher, a))).toEqual({ message: WORK_MSG.returnedCount(0), returned: 0 });
    expect(expectOk<Submission>(await api.get(s.admin, a, leaver.id))).toMatchObject({ state: 'assigned', draftGrade: 7, grade: null });
  });
});

describe('GET /api/assignments/:id/submissions: the Student work list', () => {
  it('lists every current student by name with their work, and counts it', async () => {
    const { topicId, students } = await classOf(ctx, s, ['Zoe Zulu', 'Sam Student', 'Abe Alpha', 'Cleo Classmate']);
    const [zoe, sam, abe, cleo] = students as [TestUser, TestUser, TestUser, TestUser];
    const a = await newAssignment(ctx, s, { topicId, dueDate: PAST });

    expectOk(await api.turnIn(abe, a, abe.id));
    expectOk(await api.turnIn(zoe, a, zoe.id));
    expectOk(await api.grade(s.teacher, a, zoe.id, { grade: 9, feedback: '' }));
    expectOk(await api.returnWork(s.teacher, a, zoe.id));
    expectOk(await api.grade(s.teacher, a, cleo.id, { grade: 2, feedback: 'Draft only' }));
    // Sam saved but never turned in: missing, like Cleo.
    expectOk(await api.save(sam, a, sam.id, { answer: '<p>Unfinished</p>' }));

    const list = expectOk<StudentWork>(await api.list(s.teacher, a));
    expect(list).toMatchObject({ assignment: a, maxPoints: 10, dueDate: PAST, counts: { students: 4, turnedIn: 1, missing: 2, graded: 2, returned: 1 } });
    expect(list.students.map((row) => row.student.name)).toEqual(['Abe Alpha', 'Cleo Classmate', 'Sam Student', 'Zoe Zulu']);
    const [abeRow, cleoRow, samRow, zoeRow] = list.students;
    expect(abeRow).toMatchObject({ state: 'turned_in', late: true, grade: null, draftGrade: null, returnedAt: null, turnedInAt: expect.any(String) });
    expect(cleoRow).toEqual({ student: { _id: cleo.id, name: 'Cleo Classmate' }, state: 'assigned', turnedInAt: null, late: false, grade: null, draftGrade: 2, returnedAt: null });
    expect(samRow).toMatchObject({ state: 'assigned', turnedInAt: null });
    expect(zoeRow).toMatchObject({ state: 'returned', late: true, grade: 9, draftGrade: 9, returnedAt: expect.any(String) });
    expect(expectOk<StudentWork>(await api.list(s.admin, a)).counts.students).toBe(4);
  });

  it('sorts students of the same name by id', async () => {
    const { topicId, students } = await classOf(ctx, s, ['Kim Lee', 'Kim Lee', 'Kim Lee']);
    const a = await newAssignment(ctx, s, { topicId });
    const ids = expectOk<StudentWork>(await api.list(s.teacher, a)).students.map((row) => row.student._id);
    expect(ids).toEqual(students.map((student) => student.id).sort());
  });

  it('counts nobody missing before the due date, and lists students with no work as assigned', async () => {
    const a = await newAssignment(ctx, s);
    const list = expectOk<StudentWork>(await api.list(s.teacher, a));
    expect(list.counts).toEqual({ students: list.students.length, turnedIn: 0, missing: 0, graded: 0, returned: 0 });
    expect(list.students.every((row) => row.state === 'assigned' && row.turnedInAt === null)).toBe(true);
    expect(list.students.map((row) => row.student._id)).toContain(s.student.id);
  });

  it('is for the class\'s teachers and admins', async () => {
    const a = await newAssignment(ctx, s);
    expectRefused(await api.list(s.student, a), 403, WORK_MSG.teachersOnly);
    expectRefused(await api.list(s.otherTeacher, a), 404, API_MSG.assignmentNotFound);
    expectRefused(await api.list(s.outsider, a), 404, API_MSG.assignmentNotFound);
    expectRefused(await api.list(s.teacher, 'no-such-assignment'), 404, API_MSG.assignmentNotFound);
  });
});
