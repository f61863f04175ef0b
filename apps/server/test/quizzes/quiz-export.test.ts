import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizItemSchema } from '@lyceum/shared/quiz-items';
import { QUIZ_API_MSG, type TeacherQuiz } from '@lyceum/shared/quizzes';
import { createTestContext, type TestContext } from '../context';
import { buildWorkScene, expectOk, expectRefused, type WorkScene } from '../../src/modules/submissions/submissions.test-support';
import { readQtiPackage } from '../../src/modules/quizzes/qti-package';
import { quizBody } from './quiz-scene';

let ctx: TestContext;
let s: WorkScene;

beforeAll(async () => {
  ctx = await createTestContext();
  s = await buildWorkScene(ctx);
});
afterAll(() => ctx.close());

describe('GET /api/quizzes/:id/qti', () => {
  it('is a QTI 3.0 package that reads back as the same items, for the class\'s teachers only', async () => {
    const quiz = expectOk<TeacherQuiz>(await ctx.request({ method: 'POST', url: '/api/quizzes', token: s.teacher.token, payload: quizBody(s.topicId) }), 201);
    const url = `/api/quizzes/${quiz.assignment._id}/qti`;
    const res = await ctx.request({ method: 'GET', url, token: s.teacher.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const read = await readQtiPackage(res.rawPayload);
    expect(read.items.map((entry) => entry.problems)).toEqual(quiz.items.map(() => []));
    expect(read.items.map((entry) => quizItemSchema.parse(entry.item))).toEqual(quiz.items);

    expectRefused(await ctx.request({ method: 'GET', url, token: s.student.token }), 403, QUIZ_API_MSG.teachersOnly);
    expectRefused(await ctx.request({ method: 'GET', url, token: s.otherTeacher.token }), 404, QUIZ_API_MSG.notFound);
  });
});
