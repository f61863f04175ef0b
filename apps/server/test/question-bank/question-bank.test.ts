import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG } from '@lyceum/shared/messages';
import { BANK_MSG, type BankItem, type BankPage } from '@lyceum/shared/question-bank';
import type { QuizItem, QuizItemInput } from '@lyceum/shared/quiz-items';
import type { TeacherQuiz } from '@lyceum/shared/quizzes';
import { createTestContext, type TestContext } from '../context';
import type { TestUser } from '../factories';
import { buildWorkScene, callAs, expectOk, expectRefused, type WorkScene } from '../../src/modules/submissions/submissions.test-support';
import { EVERY_KIND, quizBody } from '../quizzes/quiz-scene';

let ctx: TestContext;
let s: WorkScene;
const call = () => callAs(ctx);

beforeAll(async () => {
  ctx = await createTestContext();
  s = await buildWorkScene(ctx);
});
afterAll(() => ctx.close());

const FRACTIONS: QuizItemInput = { kind: 'true_false', id: 'half', prompt: '<p>One <strong>half</strong> is 0.5</p>', points: 1, correct: true };
const CAPITAL = EVERY_KIND[0] as QuizItemInput;

async function save(user: TestUser, items: { item: QuizItemInput; tags?: string[] }[], classId: string | null = null) {
  return expectOk<{ message: string; items: BankItem[] }>(await call()('POST', '/api/question-bank/items', user, { classId, items }), 201);
}

async function list(user: TestUser, query = '') {
  return expectOk<BankPage>(await call()('GET', `/api/question-bank/items${query}`, user));
}

describe('a teacher\'s own bank', () => {
  it('saves items with normalised tags, finds them by a word of the prompt and by tag, and pages newest first', async () => {
    const teacher = await ctx.factories.user('teacher', { name: 'Bea Banker' });
    const saved = await save(teacher, [
      { item: FRACTIONS, tags: [' Fractions ', 'fractions', 'Year  7'] },
      { item: CAPITAL, tags: ['geography'] },
    ]);
    expect(saved.message).toBe(BANK_MSG.saved(2));
    expect(saved.items.map((entry) => entry.tags)).toEqual([['fractions', 'year 7'], ['geography']]);

    // A word's start, in any case, through the prompt's markup; all words must be there.
    expect((await list(teacher, '?q=HAL')).items.map((entry) => entry.item.id)).toEqual(['half']);
    expect((await list(teacher, '?q=half%20australia')).total).toBe(0);
    expect((await list(teacher, '?tag=Fractions')).items.map((entry) => entry.item.id)).toEqual(['half']);
    expect((await list(teacher, '?q=capital&tag=geography')).items.map((entry) => entry.item.id)).toEqual(['capital']);
    expect(expectOk(await call()('GET', '/api/question-bank/tags', teacher))).toEqual([
      { tag: 'fractions', count: 1 },
      { tag: 'geography', count: 1 },
      { tag: 'year 7', count: 1 },
    ]);

    const first = await list(teacher, '?limit=1');
    expect(first.total).toBe(2);
    expect(first.nextCursor).not.toBeNull();
    const second = await list(teacher, `?limit=1&cursor=${first.nextCursor}`);
    expect([...first.items, ...second.items].map((entry) => entry.item.id).sort()).toEqual(['capital', 'half']);
    expect(second.nextCursor).toBeNull();
    expectRefused(await call()('GET', '/api/question-bank/items?cursor=nonsense', teacher), 400, 'cursor is invalid; start again from the first page');
  });

  it('is invisible to another teacher and to an admin, and refused to students', async () => {
    const [mine] = (await save(s.teacher, [{ item: FRACTIONS, tags: ['private'] }])).items;
    const id = mine?._id ?? '';
    for (const other of [s.otherTeacher, s.admin]) {
      expect((await list(other, '?tag=private')).total).toBe(0);
      expectRefused(await call()('PUT', `/api/question-bank/items/${id}`, other, { item: FRACTIONS }), 404, BANK_MSG.notFound);
      expectRefused(await call()('POST', '/api/question-bank/copies', other, { ids: [id] }), 404, BANK_MSG.notFound);
    }
    expectRefused(await call()('GET', '/api/question-bank/items', s.student), 403, BANK_MSG.teachersOnly);
    expectRefused(await call()('POST', '/api/question-bank/items', s.student, { items: [{ item: FRACTIONS }] }), 403, BANK_MSG.teachersOnly);
    expectRefused(await call()('POST', '/api/question-bank/copies', s.student, { ids: [id] }), 403, BANK_MSG.teachersOnly);
    expectRefused(await ctx.request({ method: 'DELETE', url: `/api/question-bank/items/${id}`, token: s.otherTeacher.token }), 404, BANK_MSG.notFound);
    expect(expectOk(await ctx.request({ method: 'DELETE', url: `/api/question-bank/items/${id}`, token: s.teacher.token }))).toEqual({ message: BANK_MSG.deleted });
    expectRefused(await call()('POST', '/api/question-bank/copies', s.teacher, { ids: [id] }), 404, BANK_MSG.notFound);
  });

  it('refuses an item the quiz schema refuses, naming the field', async () => {
    const res = await call()('POST', '/api/question-bank/items', s.teacher, { items: [{ item: { ...FRACTIONS, points: 0 } }] });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain('points must be more than 0');
  });
});

describe('a class\'s bank', () => {
  it('is its teachers\' and admins\': another teacher gets the class\'s 404, its student 403', async () => {
    const [shared] = (await save(s.teacher, [{ item: CAPITAL, tags: ['shared'] }], s.classId)).items;
    expect(shared?.classId).toBe(s.classId);
    expect((await list(s.admin, `?classId=${s.classId}`)).items.map((entry) => entry._id)).toContain(shared?._id);
    expectRefused(await call()('GET', `/api/question-bank/items?classId=${s.classId}`, s.otherTeacher), 404, API_MSG.classNotFound);
    expectRefused(await call()('GET', `/api/question-bank/items?classId=${s.classId}`, s.student), 403, BANK_MSG.teachersOnly);
    expectRefused(await call()('GET', `/api/question-bank/tags?classId=${s.classId}`, s.student), 403, BANK_MSG.teachersOnly);
    expectRefused(await call()('PUT', `/api/question-bank/items/${shared?._id}`, s.otherTeacher, { item: CAPITAL }), 404, BANK_MSG.notFound);
    // Nor does the class's bank show in a teacher's own.
    expect((await list(s.teacher, '?tag=shared')).total).toBe(0);
  });
});

describe('reusing an item', () => {
  it('copies it into a quiz of another class: editing either never changes the other', async () => {
    const [banked] = (await save(s.teacher, [{ item: { ...FRACTIONS, id: 'capital' }, tags: ['reuse'] }])).items;
    const other = await ctx.factories.klass({ name: 'Geometry', teachers: [s.teacher.id] });
    const topic = await ctx.factories.topic(other.id, { name: 'Angles' });

    // The quiz has an item `capital` already: the copy gets an id of its own.
    const copies = expectOk<{ items: QuizItem[] }>(await call()('POST', '/api/question-bank/copies', s.teacher, { ids: [banked?._id], takenIds: ['capital'] }));
    expect(copies.items.map((item) => [item.id, item.prompt])).toEqual([['capital_2', banked?.item.prompt]]);
    const quiz = expectOk<TeacherQuiz>(await call()('POST', '/api/quizzes', s.teacher, quizBody(topic.id, {}, [CAPITAL, ...copies.items])), 201);

    const edited = { ...(copies.items[0] as QuizItem), prompt: '<p>Edited in the quiz</p>' };
    expectOk(await call()('PUT', `/api/quizzes/${quiz.assignment._id}`, s.teacher, quizBody(topic.id, {}, [CAPITAL, edited])));
    const inBank = (await list(s.teacher, '?tag=reuse')).items[0];
    expect(inBank?.item.prompt).toBe(banked?.item.prompt);

    expectOk(await call()('PUT', `/api/question-bank/items/${banked?._id}`, s.teacher, { item: { ...FRACTIONS, prompt: '<p>Edited in the bank</p>' }, tags: ['reuse', 'edited'] }));
    const read = expectOk<TeacherQuiz>(await call()('GET', `/api/quizzes/${quiz.assignment._id}`, s.teacher));
    expect(read.items.map((item) => item.prompt)).toEqual([CAPITAL.prompt, '<p>Edited in the quiz</p>']);
    expect((await list(s.teacher, '?q=edited&tag=edited')).total).toBe(1);
  });
});
