import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG, WORK_MSG } from '@lyceum/shared/messages';
import type { Submission } from '@lyceum/shared/submissions';
import { createTestContext, type TestContext } from '../../../test/context';
import { XSS_PAYLOADS, harmFound } from '../../lib/rich-text-corpus';
import {
  PAST,
  buildWorkScene,
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

describe("a student's own work", () => {
  it('reads as empty assigned work before anyone writes to it, without making a row', async () => {
    const a = await newAssignment(ctx, s);
    const work = expectOk<Submission>(await api.get(s.student, a, s.student.id));
    expect(work).toEqual({
      assignment: a,
      student: { _id: s.student.id, name: 'Sam Student' },
      state: 'assigned',
      answer: '',
      attachments: [],
      turnedInAt: null,
      late: false,
      grade: null,
      feedback: null,
      returnedAt: null,
      updatedAt: null,
    });
    expect(await submissionRows(ctx, a)).toBe(0);
  });

  it('saves a sanitised answer (no script, no frame) and makes the row on the first save', async () => {
    const a = await newAssignment(ctx, s);
    const answer = '<p>x = 3<script>alert(1)</script></p><iframe src="https://www.youtube.com/embed/x"></iframe><p><strong>because</strong></p>';
    const saved = expectOk<Submission>(await api.save(s.student, a, s.student.id, { answer }));
    expect(saved.answer).toBe('<p>x = 3</p><p><strong>because</strong></p>');
    expect(saved.state).toBe('assigned');
    expect(saved.updatedAt).toEqual(expect.any(String));
    expect(saved).not.toHaveProperty('draftGrade');
    expect(await submissionRows(ctx, a)).toBe(1);
    expect(expectOk<Submission>(await api.get(s.student, a, s.student.id)).answer).toBe('<p>x = 3</p><p><strong>because</strong></p>');
  });

  it('stores an empty answer as no answer: work that is only files or links', async () => {
    const a = await newAssignment(ctx, s);
    const onlyLink = expectOk<Submission>(await api.save(s.student, a, s.student.id, { answer: '', attachments: [{ kind: 'link', url: 'https://example.org/my-essay' }] }));
    expect(onlyLink.answer).toBe('');
    expect(onlyLink.attachments).toEqual([{ kind: 'link', url: 'https://example.org/my-essay', name: 'https://example.org/my-essay', host: 'example.org' }]);
    // An empty paragraph, or markup that is all stripped, is no answer either; the list stays (absent = unchanged).
    const emptied = expectOk<Submission>(await api.save(s.student, a, s.student.id, { answer: '<p><br></p><script>x</script>' }));
    expect(emptied.answer).toBe('');
    expect(emptied.attachments).toHaveLength(1);
  });

  it('leaves nothing harmful of any payload of the XSS corpus in the answer', async () => {
    const a = await newAssignment(ctx, s);
    for (const payload of XSS_PAYLOADS) {
      const res = await api.save(s.student, a, s.student.id, { answer: payload });
      const saved = expectOk<Submission>(res);
      expect(harmFound(saved.answer), payload).toEqual([]);
    }
  });

  it('refuses an answer over the rich-text limit or that is not text', async () => {
    const a = await newAssignment(ctx, s);
    expectRefused(await api.save(s.student, a, s.student.id, { answer: 42 }), 400, 'answer must be text');
    expectRefused(await api.save(s.student, a, s.student.id, {}), 400, 'answer must be text');
    expect(await submissionRows(ctx, a)).toBe(0);
  });
});

describe('turning in and unsubmitting', () => {
  it('turns in on time, refuses edits and a second turn-in, unsubmits, and turns in again', async () => {
    const a = await newAssignment(ctx, s);
    await api.save(s.student, a, s.student.id, { answer: '<p>Draft</p>' });
    const before = Date.now();
    const turned = expectOk<Submission>(await api.turnIn(s.student, a, s.student.id));
    expect(turned).toMatchObject({ state: 'turned_in', late: false, answer: '<p>Draft</p>' });
    expect(Date.parse(turned.turnedInAt ?? '')).toBeGreaterThanOrEqual(before - 1);

    expectRefused(await api.save(s.student, a, s.student.id, { answer: '<p>Changed</p>' }), 409, WORK_MSG.alreadyTurnedIn);
    expectRefused(await api.turnIn(s.student, a, s.student.id), 409, WORK_MSG.alreadyTurnedIn);
    expect(expectOk<Submission>(await api.get(s.student, a, s.student.id)).answer).toBe('<p>Draft</p>');

    const back = expectOk<Submission>(await api.unsubmit(s.student, a, s.student.id));
    expect(back).toMatchObject({ state: 'assigned', turnedInAt: null, late: false });
    expectRefused(await api.unsubmit(s.student, a, s.student.id), 409, WORK_MSG.notTurnedIn);
    expectOk(await api.save(s.student, a, s.student.id, { answer: '<p>Final</p>' }));
    expect(expectOk<Submission>(await api.turnIn(s.student, a, s.student.id))).toMatchObject({ state: 'turned_in', answer: '<p>Final</p>' });
  });

  it('marks work turned in after the due date late, and Unsubmit clears it', async () => {
    const a = await newAssignment(ctx, s, { dueDate: PAST });
    expect(expectOk<Submission>(await api.turnIn(s.student, a, s.student.id))).toMatchObject({ state: 'turned_in', late: true });
    expect(expectOk<Submission>(await api.unsubmit(s.student, a, s.student.id))).toMatchObject({ state: 'assigned', late: false, turnedInAt: null });
  });

  it('turns in work nobody wrote to yet (making its row); Unsubmit of work never turned in is a 409 that makes none', async () => {
    const a = await newAssignment(ctx, s);
    expectRefused(await api.unsubmit(s.student, a, s.student.id), 409, WORK_MSG.notTurnedIn);
    expect(await submissionRows(ctx, a)).toBe(0);
    expect(expectOk<Submission>(await api.turnIn(s.student, a, s.student.id))).toMatchObject({ state: 'turned_in', answer: '', attachments: [] });
    expect(await submissionRows(ctx, a)).toBe(1);
  });

  it('gives exactly one of two turn-ins at once a 200 and the other a 409, with and without a row yet', async () => {
    for (const existing of [false, true, false, true]) {
      const a = await newAssignment(ctx, s);
      if (existing) expectOk(await api.save(s.student, a, s.student.id, { answer: '<p>Mine</p>' }));
      const answers = await Promise.all([api.turnIn(s.student, a, s.student.id), api.turnIn(s.student, a, s.student.id)]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      const refused = answers.find((res) => res.statusCode === 409);
      expect(refused?.json()).toEqual({ message: WORK_MSG.alreadyTurnedIn });
      expect(await submissionRows(ctx, a)).toBe(1);
      expect(expectOk<Submission>(await api.get(s.student, a, s.student.id)).state).toBe('turned_in');
    }
  });

  it('after a return: the student edits and turns in again, but may not unsubmit', async () => {
    const a = await newAssignment(ctx, s);
    expectOk(await api.turnIn(s.student, a, s.student.id));
    expectOk(await api.grade(s.teacher, a, s.student.id, { grade: 6, feedback: 'Redo question 2' }));
    expectOk(await api.returnWork(s.teacher, a, s.student.id));
    expectRefused(await api.unsubmit(s.student, a, s.student.id), 409, WORK_MSG.returnedNoUnsubmit);
    const edited = expectOk<Submission>(await api.save(s.student, a, s.student.id, { answer: '<p>Question 2 redone</p>' }));
    expect(edited).toMatchObject({ state: 'returned', grade: 6, feedback: 'Redo question 2' });
    const again = expectOk<Submission>(await api.turnIn(s.student, a, s.student.id));
    expect(again).toMatchObject({ state: 'turned_in', grade: 6, answer: '<p>Question 2 redone</p>' });
  });
});

describe('only the student changes their own work', () => {
  it('refuses the class\'s teacher and admins with 403, a classmate with the 404 of no work, everyone else with the assignment\'s 404', async () => {
    const a = await newAssignment(ctx, s);
    const calls = [
      (user: typeof s.student) => api.save(user, a, s.student.id, { answer: '<p>Not mine</p>' }),
      (user: typeof s.student) => api.turnIn(user, a, s.student.id),
      (user: typeof s.student) => api.unsubmit(user, a, s.student.id),
    ];
    for (const call of calls) {
      expectRefused(await call(s.teacher), 403, WORK_MSG.studentOnly);
      expectRefused(await call(s.admin), 403, WORK_MSG.studentOnly);
      expectRefused(await call(s.classmate), 404, WORK_MSG.notFound);
      expectRefused(await call(s.otherTeacher), 404, API_MSG.assignmentNotFound);
      expectRefused(await call(s.outsider), 404, API_MSG.assignmentNotFound);
      expect((await call({ ...s.student, token: '' })).statusCode).toBe(401);
    }
    expect(await submissionRows(ctx, a)).toBe(0);
  });

  it('answers 404 for an unknown assignment, and for the student\'s own id used on a class they are not in', async () => {
    expectRefused(await api.turnIn(s.student, 'no-such-assignment', s.student.id), 404, API_MSG.assignmentNotFound);
    const elsewhere = await ctx.factories.klass({ teachers: [s.otherTeacher.id], students: [s.outsider.id] });
    const topic = await ctx.factories.topic(elsewhere.id);
    const other = (await ctx.factories.assignment(topic.id, { maxPoints: 10 })).id;
    expectRefused(await api.save(s.student, other, s.student.id, { answer: '<p>x</p>' }), 404, API_MSG.assignmentNotFound);
  });

  it('teachers and admins cannot make work for someone who is not a student of the class', async () => {
    const a = await newAssignment(ctx, s);
    expectRefused(await api.turnIn(s.teacher, a, s.outsider.id), 404, WORK_MSG.notFound);
    expectRefused(await api.save(s.admin, a, s.teacher.id, { answer: '<p>x</p>' }), 404, WORK_MSG.notFound);
    expect(await submissionRows(ctx, a)).toBe(0);
  });
});
