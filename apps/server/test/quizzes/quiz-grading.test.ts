import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GradedAttempt, QuizStatistics, StudentAttempt, StudentQuiz, TeacherQuiz } from '@lyceum/shared/quizzes';
import { QUIZ_API_MSG } from '@lyceum/shared/quizzes';
import type { QuizItemInput } from '@lyceum/shared/quiz-items';
import { createTestContext, type TestContext } from '../context';
import type { TestUser } from '../factories';
import { buildWorkScene, expectOk, expectRefused, type WorkScene } from '../../src/modules/submissions/submissions.test-support';
import { EVERY_KIND, RIGHT_ANSWERS, quizApi, quizBody, type QuizApi } from './quiz-scene';

let ctx: TestContext;
let s: WorkScene;
let api: QuizApi;

beforeAll(async () => {
  ctx = await createTestContext();
  s = await buildWorkScene(ctx);
  api = quizApi(ctx);
});
afterAll(() => ctx.close());

/** Starts an attempt, answers the items given and turns it in. */
async function take(student: TestUser, quiz: string, answers: Record<string, Record<string, unknown>>): Promise<StudentAttempt> {
  const attempt = expectOk<StudentAttempt>(await api.start(student, quiz), 201);
  for (const [item, response] of Object.entries(answers)) expectOk(await api.answer(student, attempt._id, item, response));
  return expectOk<StudentAttempt>(await api.turnIn(student, attempt._id));
}

const work = async (quiz: string, student: TestUser) =>
  expectOk(await ctx.request({ method: 'GET', url: `/api/assignments/${quiz}/submissions/${student.id}`, token: s.teacher.token }));

describe('grading a quiz', () => {
  it('grades on turn-in into the draft, and straight to returned when the teacher chose so', async () => {
    const draft = expectOk<TeacherQuiz>(await api.create(s.teacher, quizBody(s.topicId)), 201).assignment._id;
    await take(s.student, draft, RIGHT_ANSWERS);
    expect(await work(draft, s.student)).toMatchObject({ state: 'turned_in', draftGrade: 15, grade: null });

    const returned = expectOk<TeacherQuiz>(await api.create(s.teacher, quizBody(s.topicId, { grading: 'returned' })), 201);
    expect(returned.assignment.maxPoints).toBe(20);
    const attempt = await take(s.student, returned.assignment._id, { capital: { kind: 'single_choice', choice: 'syd' }, earth: { kind: 'true_false', value: true } });
    expect(attempt.results).toMatchObject({ score: 1, maxScore: 20 });
    expect(await work(returned.assignment._id, s.student)).toMatchObject({ state: 'returned', draftGrade: 1, grade: 1 });
  });

  it("takes the teacher's points for an essay, and lists what a changed key regrades", async () => {
    const quiz = expectOk<TeacherQuiz>(await api.create(s.teacher, quizBody(s.topicId, { attemptsAllowed: 2 })), 201).assignment._id;
    const first = await take(s.student, quiz, RIGHT_ANSWERS);
    await take(s.classmate, quiz, { capital: { kind: 'single_choice', choice: 'syd' } });

    const graded = expectOk<GradedAttempt>(await api.override(s.teacher, first._id, 'why', 4));
    expect(graded).toMatchObject({ score: 19, answers: expect.arrayContaining([expect.objectContaining({ item: 'why', points: null, overridePoints: 4 })]) });
    expectRefused(await api.override(s.teacher, first._id, 'why', 6), 400, QUIZ_API_MSG.pointsAboveItem(5));
    expect(await work(quiz, s.student)).toMatchObject({ draftGrade: 19 });

    // Sydney becomes the key: the student loses the item's 2 points, the classmate gains them.
    const items = EVERY_KIND.map((item): QuizItemInput => (item.id === 'capital' ? { ...item, correct: 'syd' } as QuizItemInput : item));
    const { changes } = expectOk<{ changes: unknown[] }>(await api.update(s.teacher, quiz, quizBody(s.topicId, { attemptsAllowed: 2 }, items)));
    const classmateAttempt = expectOk<GradedAttempt[]>(await api.attempts(s.teacher, quiz)).find((a) => a.student._id === s.classmate.id)?._id;
    expect(changes).toEqual(
      expect.arrayContaining([
        { attempt: first._id, student: s.student.id, item: 'capital', before: 2, after: 0 },
        { attempt: first._id, student: s.student.id, item: null, before: 19, after: 17 },
        { attempt: classmateAttempt, student: s.classmate.id, item: 'capital', before: 0, after: 2 },
        { attempt: classmateAttempt, student: s.classmate.id, item: null, before: 0, after: 2 },
      ]),
    );
    expect(changes).toHaveLength(4);
    expect(await work(quiz, s.student)).toMatchObject({ draftGrade: 17 });
    expect(await work(quiz, s.classmate)).toMatchObject({ draftGrade: 2 });
    // An edit that changes no key changes no grade.
    expect(expectOk<{ changes: unknown[] }>(await api.update(s.teacher, quiz, quizBody(s.topicId, { attemptsAllowed: 2 }, items))).changes).toEqual([]);
  });

  it('keeps the highest, latest or average attempt', async () => {
    const quiz = expectOk<TeacherQuiz>(await api.create(s.teacher, quizBody(s.topicId, { attemptsAllowed: 2, scoring: 'average' })), 201).assignment._id;
    await take(s.student, quiz, RIGHT_ANSWERS);
    await take(s.student, quiz, { earth: { kind: 'true_false', value: true } });
    expect(expectOk<StudentQuiz>(await api.mine(s.student, quiz)).grade).toBe(8);
  });

  it('takes an answer back: every kind\'s empty form replaces the saved answer and scores 0', async () => {
    const quiz = expectOk<TeacherQuiz>(await api.create(s.teacher, quizBody(s.topicId)), 201).assignment._id;
    const attempt = expectOk<StudentAttempt>(await api.start(s.classmate, quiz), 201);
    for (const [item, response] of Object.entries(RIGHT_ANSWERS)) expectOk(await api.answer(s.classmate, attempt._id, item, response));
    const empty: Record<string, Record<string, unknown>> = {
      capital: { kind: 'single_choice', choice: null },
      primes: { kind: 'multiple_response', choices: [] },
      earth: { kind: 'true_false', value: null },
      color: { kind: 'text_entry', text: '' },
      pi: { kind: 'numeric', text: '' },
      sizes: { kind: 'ordering', order: [] },
      pairs1: { kind: 'matching', pairs: [] },
      gap: { kind: 'inline_choice', gaps: [] },
      why: { kind: 'essay', text: '' },
    };
    for (const [item, response] of Object.entries(empty)) expect(expectOk(await api.answer(s.classmate, attempt._id, item, response))).toMatchObject({ item, response });
    expectOk(await api.turnIn(s.classmate, attempt._id));
    expect(await work(quiz, s.classmate)).toMatchObject({ state: 'turned_in', draftGrade: 0 });
    const stats = expectOk<QuizStatistics>(await api.statistics(s.teacher, quiz));
    expect(stats.items.map((item) => item.answered)).toEqual(EVERY_KIND.map(() => 0));
  });

  it('gives item statistics and the spread of scores in one request', async () => {
    const quiz = expectOk<TeacherQuiz>(await api.create(s.teacher, quizBody(s.topicId, { attemptsAllowed: 2 })), 201).assignment._id;
    await take(s.student, quiz, RIGHT_ANSWERS);
    await take(s.classmate, quiz, { capital: { kind: 'single_choice', choice: 'syd' }, primes: { kind: 'multiple_response', choices: ['two'] } });
    const stats = expectOk<QuizStatistics>(await api.statistics(s.teacher, quiz));
    expect(stats).toMatchObject({ attempts: 2, maxScore: 20 });
    expect(stats.scores.filter((bucket) => bucket.count > 0)).toEqual([{ score: 1, count: 1 }, { score: 15, count: 1 }]);
    expect(stats.items.find((item) => item.item === 'capital')).toEqual({
      item: 'capital', kind: 'single_choice', answered: 2, shareCorrect: 0.5, choices: [{ choice: 'cbr', count: 1 }, { choice: 'syd', count: 1 }], answers: [], parts: [],
    });
    // Typed answers as the item compares them, most frequent first; the share right of each part.
    await take(s.classmate, quiz, { capital: { kind: 'single_choice', choice: 'syd' }, color: { kind: 'text_entry', text: 'CERULEAN-secret' }, pi: { kind: 'numeric', text: '3.140' }, sizes: { kind: 'ordering', order: ['ant', 'cow', 'dog'] } });
    const more = expectOk<QuizStatistics>(await api.statistics(s.teacher, quiz));
    const row = (id: string) => more.items.find((item) => item.item === id);
    // The same answer in two attempts counts twice.
    expect(row('capital')).toMatchObject({ answered: 3, shareCorrect: 0.333, choices: [{ choice: 'cbr', count: 1 }, { choice: 'syd', count: 2 }] });
    expect(row('color')?.answers).toEqual([{ answer: 'cerulean-secret', count: 2 }]);
    expect(row('pi')?.answers).toEqual([{ answer: '3.14', count: 2 }]);
    expect(row('sizes')?.parts).toEqual([{ part: 'ant', shareCorrect: 0.667 }, { part: 'dog', shareCorrect: 0.333 }, { part: 'cow', shareCorrect: 0.333 }]);
    expect(row('pairs1')?.parts).toEqual([{ part: 'fr', shareCorrect: 0.333 }, { part: 'de', shareCorrect: 0.333 }]);
    expect(row('gap')?.parts).toEqual([{ part: 'g1', shareCorrect: 0.333 }]);
    expect(stats.items.find((item) => item.item === 'why')).toMatchObject({ answered: 1, shareCorrect: null });
  });
});
