import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuizItemInput } from '@lyceum/shared/quiz-items';
import type { TeacherQuiz } from '@lyceum/shared/quizzes';
import { createTestContext, type TestContext } from '../context';
import { buildWorkScene, callAs, expectOk, expectRefused, type WorkScene } from '../../src/modules/submissions/submissions.test-support';
import { quizApi, quizBody, type QuizApi } from './quiz-scene';

let ctx: TestContext;
let s: WorkScene;
let api: QuizApi;
let call: ReturnType<typeof callAs>;

beforeAll(async () => {
  ctx = await createTestContext();
  s = await buildWorkScene(ctx);
  api = quizApi(ctx);
  call = callAs(ctx);
});
afterAll(() => ctx.close());

const OWN: QuizItemInput[] = [{ kind: 'true_false', id: 'q1', prompt: '<p>Own question</p>', points: 2, correct: true }];
const single = (id: string, prompt: string, points = 1): QuizItemInput => ({ kind: 'single_choice', id, prompt, points, choices: [{ id: 'a', text: 'A' }, { id: 'b', text: 'B' }], correct: 'a' });

async function newQuiz(): Promise<TeacherQuiz> {
  return expectOk<TeacherQuiz>(await api.create(s.teacher, quizBody(s.topicId, {}, OWN)), 201);
}
const importInto = (id: string, items: QuizItemInput[], user = s.teacher) => call('POST', `/api/quizzes/${id}/import`, user, { items });

/** The quiz as stored: its items' ids and prompts, and the assignment's points. */
async function stored(id: string) {
  const quiz = expectOk<TeacherQuiz>(await api.get(s.teacher, id));
  return { items: quiz.items.map((item) => [item.id, item.prompt]), maxPoints: quiz.assignment.maxPoints };
}

describe('POST /api/quizzes/:id/import', () => {
  it("adds the items after the quiz's own, sanitised, an id already taken made free, the points their sum", async () => {
    const quiz = await newQuiz();
    const quizAfter = expectOk<TeacherQuiz>(await importInto(quiz.assignment._id, [single('q1', '<p>Imported<script>alert(1)</script></p>'), single('q2', '<p>Second</p>', 3)]));
    expect(quizAfter.items.map((item) => [item.id, item.prompt])).toEqual([
      ['q1', '<p>Own question</p>'],
      ['q1-2', '<p>Imported</p>'],
      ['q2', '<p>Second</p>'],
    ]);
    expect(quizAfter.assignment.maxPoints).toBe(6);
    expect(await stored(quiz.assignment._id)).toEqual({ items: quizAfter.items.map((item) => [item.id, item.prompt]), maxPoints: 6 });
  });

  it('one item refused refuses them all, listed, and nothing is saved', async () => {
    const quiz = await newQuiz();
    const before = await stored(quiz.assignment._id);
    const res = await importInto(quiz.assignment._id, [single('ok', '<p>Fine</p>'), single('bad1', '<script>x()</script>'), single('bad2', '<p> </p>')]);
    expectRefused(res, 400, '2 items cannot be imported, so nothing was imported: item bad1: its prompt has nothing that can be kept; item bad2: its prompt has nothing that can be kept');
    expect(await stored(quiz.assignment._id)).toEqual(before);
  });

  it('a total that is not whole points, or past the items a quiz holds, saves nothing either', async () => {
    const quiz = await newQuiz();
    const before = await stored(quiz.assignment._id);
    expectRefused(await importInto(quiz.assignment._id, [single('half', '<p>Half</p>', 0.5)]), 400, "A quiz's items must add up to a whole number of points from 1 to 1000");
    const many = Array.from({ length: 200 }, (_, i) => single(`m${i}`, `<p>Q${i}</p>`));
    expectRefused(await importInto(quiz.assignment._id, many), 400, 'The quiz would have 201 items; a quiz holds at most 200');
    expect(await stored(quiz.assignment._id)).toEqual(before);
  });

  it("an item the schema refuses is named by its place; the class's student is refused", async () => {
    const quiz = await newQuiz();
    const res = await importInto(quiz.assignment._id, [single('ok', '<p>Fine</p>'), { ...single('x', '<p>X</p>'), correct: 'zz' } as QuizItemInput]);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/^items\.1/);
    expectRefused(await importInto(quiz.assignment._id, [single('s', '<p>S</p>')], s.student), 403, "Only the class's teachers can see a quiz's key and grade it");
  });
});
