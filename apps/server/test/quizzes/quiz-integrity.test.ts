import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUIZ_MSG } from '@lyceum/shared/quiz-items';
import { QUIZ_API_MSG, type StudentAttempt, type StudentQuiz, type TeacherQuiz } from '@lyceum/shared/quizzes';
import { createTestContext, type TestContext } from '../context';
import { finishExpiredAttempts } from '../../src/modules/quizzes/attempts.service';
import { buildWorkScene, expectOk, expectRefused, type WorkScene } from '../../src/modules/submissions/submissions.test-support';
import { EVERY_KIND, RIGHT_ANSWERS, keyPaths, quizApi, quizBody, type QuizApi } from './quiz-scene';

let ctx: TestContext;
let s: WorkScene;
let api: QuizApi;

beforeAll(async () => {
  ctx = await createTestContext();
  s = await buildWorkScene(ctx);
  api = quizApi(ctx);
});
afterAll(() => ctx.close());

async function newQuiz(settings: Record<string, unknown> = {}): Promise<string> {
  return expectOk<TeacherQuiz>(await api.create(s.teacher, quizBody(s.topicId, settings)), 201).assignment._id;
}

/** What a student must never be sent before release: a key's field, a score, or an accepted answer's words. */
function expectNoKey(body: unknown): void {
  expect(keyPaths(body)).toEqual([]);
  const text = JSON.stringify(body);
  expect(text).not.toContain('Cerulean-Secret');
  expect(text).not.toContain('3.14159');
}

describe('the student\'s copy before release', () => {
  it('holds no key, accepted answer, feedback or score in any answer, for every item kind; release shows them', async () => {
    const quiz = await newQuiz({ release: 'manual' });
    const before = expectOk<StudentQuiz>(await api.mine(s.student, quiz));
    expectNoKey(before);
    expect(before).toMatchObject({ itemCount: 9, released: false, grade: null, attempts: [] });

    const attempt = expectOk<StudentAttempt>(await api.start(s.student, quiz), 201);
    expectNoKey(attempt);
    expect(attempt.items.map((item) => item.kind).sort()).toEqual(EVERY_KIND.map((item) => item.kind).sort());
    for (const [item, response] of Object.entries(RIGHT_ANSWERS)) expectNoKey(expectOk(await api.answer(s.student, attempt._id, item, response)));
    const turnedIn = expectOk<StudentAttempt>(await api.turnIn(s.student, attempt._id));
    expectNoKey(turnedIn);
    expect(turnedIn.results).toBeNull();
    const after = expectOk<StudentQuiz>(await api.mine(s.student, quiz));
    expectNoKey(after);
    expect(after.attempts[0]?.answers).toHaveLength(9);
    // Nor through the assignment's own work route: the grade stays a draft.
    const work = expectOk(await ctx.request({ method: 'GET', url: `/api/assignments/${quiz}/submissions/${s.student.id}`, token: s.student.token }));
    expect(work).toMatchObject({ state: 'turned_in', grade: null });
    expect(work).not.toHaveProperty('draftGrade');

    expectOk(await api.release(s.teacher, quiz));
    const released = expectOk<StudentQuiz>(await api.mine(s.student, quiz));
    // 15 of 20: every machine-graded item right, the essay (5) not graded yet.
    expect(released).toMatchObject({ released: true, grade: 15 });
    const results = released.attempts[0]?.results;
    expect(results).toMatchObject({ score: 15, maxScore: 20 });
    expect(results?.items.find((item) => item.item === 'color')).toMatchObject({ points: 2, max: 2, key: { accepted: ['Cerulean-Secret'] } });
    expect(results?.items.find((item) => item.item === 'why')).toMatchObject({ points: null, max: 5 });
  });

  it('keeps the shuffled order of items and choices across reloads', async () => {
    const quiz = await newQuiz({ shuffleItems: true, layout: 'one' });
    const attempt = expectOk<StudentAttempt>(await api.start(s.classmate, quiz), 201);
    const again = expectOk<StudentQuiz>(await api.mine(s.classmate, quiz));
    expect(again.attempts[0]?.items).toEqual(attempt.items);
    // One item per screen is the quiz's setting, for the player to follow.
    expect(again.settings.layout).toBe('one');
    expect(expectOk<TeacherQuiz>(await api.get(s.teacher, quiz)).settings.layout).toBe('one');
  });
});

describe('attempts', () => {
  it('two starts at once make one attempt; the other is told to go on with it', async () => {
    const quiz = await newQuiz({ attemptsAllowed: 3 });
    const answers = await Promise.all([api.start(s.student, quiz), api.start(s.student, quiz)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const loser = answers.find((res) => res.statusCode === 409);
    expect(loser?.json()).toEqual({ message: QUIZ_MSG.attemptOpen });
    const rows = await ctx.db.kysely.selectFrom('quiz_attempts').select('id').where('assignment_id', '=', quiz).execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a second turn-in, and answers after it', async () => {
    const quiz = await newQuiz();
    const attempt = expectOk<StudentAttempt>(await api.start(s.student, quiz), 201);
    expectOk(await api.turnIn(s.student, attempt._id));
    expectRefused(await api.turnIn(s.student, attempt._id), 409, QUIZ_MSG.attemptTurnedIn);
    expectRefused(await api.answer(s.student, attempt._id, 'earth', { kind: 'true_false', value: true }), 409, QUIZ_MSG.attemptTurnedIn);
    expectRefused(await api.start(s.student, quiz), 409, QUIZ_MSG.noAttemptsLeft(1));
  });

  it('ends an attempt at its time limit on the server: later answers are refused, and it is graded with what it had', async () => {
    const quiz = await newQuiz({ timeLimitSeconds: 60 });
    const attempt = expectOk<StudentAttempt>(await api.start(s.student, quiz), 201);
    expect(Date.parse(attempt.deadline ?? '') - Date.parse(attempt.startedAt)).toBe(60_000);
    expectOk(await api.answer(s.student, attempt._id, 'capital', RIGHT_ANSWERS.capital as Record<string, unknown>));
    // The minute has passed (and the grace of two seconds).
    await ctx.db.kysely.updateTable('quiz_attempts').set({ deadline_at: new Date(Date.now() - 5_000).toISOString() }).where('id', '=', attempt._id).execute();
    expectRefused(await api.answer(s.student, attempt._id, 'earth', { kind: 'true_false', value: true }), 409, QUIZ_MSG.timeUp);
    // A student reading Lyceum in Japanese is told in Japanese.
    const late = { method: 'PUT', url: `/api/quiz-attempts/${attempt._id}/answers/earth`, token: s.student.token, headers: { 'accept-language': 'ja' }, payload: { kind: 'true_false', value: true } } as const;
    expectRefused(await ctx.request(late), 409, '時間切れです。この回の受験は終了し、回答はその時点のまま保存されました');
    const mine = expectOk<StudentQuiz>(await api.mine(s.student, quiz));
    expect(mine.attempts[0]?.submittedAt).not.toBeNull();
    expect(mine.attempts[0]?.answers.map((answer) => answer.item)).toEqual(['capital']);
    expect(mine.grade).toBe(2);
  });

  it('turns in an attempt left open past its deadline from the job loop, as of its deadline, graded, with no one reading the quiz', async () => {
    const quiz = await newQuiz({ timeLimitSeconds: 60 });
    const attempt = expectOk<StudentAttempt>(await api.start(s.classmate, quiz), 201);
    expectOk(await api.answer(s.classmate, attempt._id, 'capital', RIGHT_ANSWERS.capital as Record<string, unknown>));
    expectOk(await api.answer(s.classmate, attempt._id, 'pi', RIGHT_ANSWERS.pi as Record<string, unknown>));
    const deadline = new Date(Date.now() - 5_000).toISOString();
    await ctx.db.kysely.updateTable('quiz_attempts').set({ deadline_at: deadline }).where('id', '=', attempt._id).execute();

    // What the job loop runs on its timer (a tick of the app's own runner may have run it first).
    await finishExpiredAttempts(ctx.db.kysely);
    const row = await ctx.db.kysely.selectFrom('quiz_attempts').select(['submitted_at', 'score']).where('id', '=', attempt._id).executeTakeFirstOrThrow();
    expect(Date.parse(String(row.submitted_at))).toBe(Date.parse(deadline));
    expect(Number(row.score)).toBe(4);
    const work = await ctx.db.kysely.selectFrom('submissions').select(['state', 'draft_grade']).where('assignment_id', '=', quiz).where('student_id', '=', s.classmate.id).executeTakeFirstOrThrow();
    expect({ state: work.state, draftGrade: Number(work.draft_grade) }).toEqual({ state: 'turned_in', draftGrade: 4 });
    // Finished once: the next tick finds nothing, and the student sees it turned in.
    expect(await finishExpiredAttempts(ctx.db.kysely)).toBe(0);
    expectRefused(await api.answer(s.classmate, attempt._id, 'earth', { kind: 'true_false', value: true }), 409, QUIZ_MSG.attemptTurnedIn);
  });

  it('refuses an answer that does not fit, an item not in the quiz, and the plain work routes', async () => {
    const quiz = await newQuiz();
    const attempt = expectOk<StudentAttempt>(await api.start(s.student, quiz), 201);
    expectRefused(await api.answer(s.student, attempt._id, 'pi', { kind: 'numeric', text: '1,5' }), 400, QUIZ_MSG.numberComma);
    expectRefused(await api.answer(s.student, attempt._id, 'pi', { kind: 'numeric', text: '1e309' }), 400, QUIZ_MSG.numberTooLarge);
    expectRefused(await api.answer(s.student, attempt._id, 'capital', { kind: 'single_choice', choice: 'nowhere' }), 400, QUIZ_MSG.unknownChoice);
    expectRefused(await api.answer(s.student, attempt._id, 'capital', { kind: 'true_false', value: true }), 400, QUIZ_MSG.responseKind);
    expectRefused(await api.answer(s.student, attempt._id, 'missing', { kind: 'true_false', value: true }), 404, QUIZ_API_MSG.itemNotInQuiz);
    expectRefused(
      await ctx.request({ method: 'POST', url: `/api/assignments/${quiz}/submissions/${s.student.id}/turn-in`, token: s.student.token }),
      409,
      QUIZ_API_MSG.turnInQuiz,
    );
  });
});

describe('who may do what', () => {
  it("keeps the key to the class's teachers, and each attempt to its student", async () => {
    const quiz = await newQuiz();
    expectOk(await api.get(s.teacher, quiz));
    expectOk(await api.get(s.admin, quiz));
    expectRefused(await api.get(s.student, quiz), 403, QUIZ_API_MSG.teachersOnly);
    expectRefused(await api.get(s.otherTeacher, quiz), 404, QUIZ_API_MSG.notFound);
    expectRefused(await api.mine(s.outsider, quiz), 404, QUIZ_API_MSG.notFound);
    expectRefused(await api.start(s.outsider, quiz), 404, QUIZ_API_MSG.notFound);
    expectRefused(await api.start(s.teacher, quiz), 403, QUIZ_API_MSG.studentsOnly);
    expectRefused(await api.statistics(s.student, quiz), 403, QUIZ_API_MSG.teachersOnly);
    expectRefused(await api.statistics(s.otherTeacher, quiz), 404, QUIZ_API_MSG.notFound);
    expectRefused(await api.update(s.otherTeacher, quiz, quizBody(s.topicId)), 404, QUIZ_API_MSG.notFound);

    const attempt = expectOk<StudentAttempt>(await api.start(s.student, quiz), 201);
    const answer = { kind: 'true_false', value: false };
    expectRefused(await api.answer(s.classmate, attempt._id, 'earth', answer), 404, QUIZ_API_MSG.attemptNotFound);
    expectRefused(await api.answer(s.outsider, attempt._id, 'earth', answer), 404, QUIZ_API_MSG.attemptNotFound);
    expectRefused(await api.answer(s.teacher, attempt._id, 'earth', answer), 403, QUIZ_API_MSG.studentsOnly);
    expectRefused(await api.turnIn(s.classmate, attempt._id), 404, QUIZ_API_MSG.attemptNotFound);
    expectRefused(await api.override(s.student, attempt._id, 'why', 5), 403, QUIZ_API_MSG.teachersOnly);
    expectRefused(await api.override(s.otherTeacher, attempt._id, 'why', 5), 404, QUIZ_API_MSG.attemptNotFound);
    const mine = expectOk<StudentQuiz>(await api.mine(s.classmate, quiz));
    expect(mine.attempts).toEqual([]);
  });

  it('sanitises prompts and essay answers as any rich text, keeping the gaps', async () => {
    const items = [
      { kind: 'inline_choice', id: 'g', prompt: '<p onclick="x()">Pick {{g1}}<script>alert(1)</script></p>', points: 1, gaps: [{ id: 'g1', choices: [{ id: 'a', text: 'A' }, { id: 'b', text: 'B' }], correct: 'a' }] },
      { kind: 'essay', id: 'e', prompt: '<p>Write</p>', points: 1 },
    ];
    const quiz = expectOk<TeacherQuiz>(await api.create(s.teacher, quizBody(s.topicId, {}, items as never)), 201);
    expect(quiz.items[0]?.prompt).toBe('<p>Pick {{g1}}</p>');
    const attempt = expectOk<StudentAttempt>(await api.start(s.student, quiz.assignment._id), 201);
    const saved = expectOk(await api.answer(s.student, attempt._id, 'e', { kind: 'essay', text: '<p>Mine<img src=x onerror=alert(1)></p>' }));
    expect(saved).toMatchObject({ response: { kind: 'essay', text: '<p>Mine</p>' } });
  });

  it('refuses items whose points do not add up to a whole number', async () => {
    const items = [{ kind: 'true_false', id: 'one', prompt: '<p>Yes?</p>', points: 1.5, correct: true }];
    expectRefused(await api.create(s.teacher, quizBody(s.topicId, {}, items as never)), 400, QUIZ_API_MSG.pointsTotal);
  });
});
