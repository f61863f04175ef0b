import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeacherQuiz } from '@lyceum/shared/quizzes';
import { createTestContext, type TestContext } from '../context';
import type { TestUser } from '../factories';
import { buildWorkScene, expectOk, newAssignment, type WorkScene } from '../../src/modules/submissions/submissions.test-support';
import { quizApi, quizBody } from '../quizzes/quiz-scene';

let ctx: TestContext;
let s: WorkScene;
let ids: { assignment: string; quiz: string };

beforeAll(async () => {
  ctx = await createTestContext();
  s = await buildWorkScene(ctx);
  const quiz = expectOk<TeacherQuiz>(await quizApi(ctx).create(s.teacher, quizBody(s.topicId)), 201);
  ids = { assignment: await newAssignment(ctx, s), quiz: quiz.assignment._id };
});
afterAll(() => ctx.close());

const get = async (user: TestUser, url: string) => expectOk<unknown>(await ctx.request({ method: 'GET', url, token: user.token }));

/** The work type of each listed id found among the items (the lists hold other rows too). */
const typesIn = (items: { _id: string; workType?: string }[]) =>
  Object.fromEntries(items.filter((item) => Object.values(ids).includes(item._id)).map((item) => [item._id, item.workType]));

describe('workType on every read of an assignment', () => {
  it.each(['teacher', 'student'] as const)('is in the %s’s assignment, list, classwork and dashboard', async (role) => {
    const user = s[role];
    const expected = { [ids.assignment]: 'assignment', [ids.quiz]: 'quiz' };
    for (const id of Object.values(ids)) expect((await get(user, `/api/assignments/${id}`)) as { workType: string }).toMatchObject({ workType: expected[id] });
    expect(typesIn((await get(user, '/api/assignments')) as { _id: string }[])).toEqual(expected);
    const classwork = (await get(user, `/api/classes/${s.classId}/classwork`)) as { _id: string; kind: string }[];
    expect(typesIn(classwork.filter((item) => item.kind === 'assignment'))).toEqual(expected);
    expect(typesIn(((await get(user, '/api/dashboard')) as { assignments: { _id: string }[] }).assignments)).toEqual(expected);
  });
});
