import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassDetail } from '@lyceum/shared/classes';
import type { ClassworkItem } from '@lyceum/shared/class-classwork';
import type { Material } from '@lyceum/shared/materials';
import type { Topic } from '@lyceum/shared/topics';
import type { BankPage } from '@lyceum/shared/question-bank';
import type { QuestionView } from '@lyceum/shared/questions';
import type { StudentAttempt, TeacherQuiz } from '@lyceum/shared/quizzes';
import { API_MSG } from '@lyceum/shared/messages';
import type { SearchResponse } from '@lyceum/shared/search';
import { createTestContext, type TestContext } from '../context';
import type { TestUser } from '../factories';
import { writeCopy } from '../../src/modules/class-copy/copy-writer';
import { uploaded } from '../files/helpers';
import { pdf } from '../files/samples';
import { buildWorkScene, callAs, enrol, expectOk, expectRefused, FUTURE, type WorkScene } from '../../src/modules/submissions/submissions.test-support';
import { EVERY_KIND, RIGHT_ANSWERS, quizApi, quizBody, type QuizApi } from '../quizzes/quiz-scene';

let ctx: TestContext;
let s: WorkScene;
let api: QuizApi;
let call: ReturnType<typeof callAs>;
/** What the scene's class holds, by name: made once, copied by every test. */
let made: { secondTopic: string; material: string; assignment: string; quiz: string; question: string; handout: Buffer };

beforeAll(async () => {
  ctx = await createTestContext();
  s = await buildWorkScene(ctx);
  api = quizApi(ctx);
  call = callAs(ctx);
  const secondTopic = expectOk<Topic>(await call('POST', '/api/topics', s.teacher, { class: s.classId, name: 'Decimals' }), 201)._id;
  const handout = pdf('handout');
  const file = await uploaded(ctx, s.teacher, s.classId, 'handout.pdf', handout);
  const material = expectOk<Material>(
    await call('POST', '/api/materials', s.teacher, {
      topic: s.topicId,
      title: 'Reading',
      content: '<p>Read <strong>chapter 3</strong></p>',
      attachments: [{ kind: 'file', file }, { kind: 'link', url: 'https://example.org/fractions', name: 'Fractions site' }],
    }),
    201,
  )._id;
  const assignment = expectOk<{ _id: string }>(
    await call('POST', '/api/assignments', s.teacher, { topic: secondTopic, title: 'Worksheet', description: '<p>Do 1 to 10</p>', dueDate: FUTURE, maxPoints: 10 }),
    201,
  )._id;
  const quiz = expectOk<TeacherQuiz>(await api.create(s.teacher, quizBody(secondTopic, { attemptsAllowed: 2, timeLimitSeconds: 600 })), 201).assignment._id;
  const question = expectOk<{ assignment: { _id: string } }>(
    await call('POST', '/api/questions', s.teacher, {
      topic: s.topicId,
      title: 'Which planet is closest to the sun?',
      description: '',
      dueDate: FUTURE,
      question: { kind: 'multiple_choice', choices: ['Mercury', 'Venus'], showClassmates: true, studentsCanEdit: false },
    }),
    201,
  ).assignment._id;
  expectOk(await call('POST', '/api/question-bank/items', s.teacher, { classId: s.classId, items: [{ item: EVERY_KIND[0], tags: ['Geography'] }, { item: EVERY_KIND[2], tags: [] }] }), 201);
  // The students' side, none of which may come along.
  await ctx.factories.comment({ material }, { authorId: s.student.id, text: 'Page 40?' });
  const attempt = expectOk<StudentAttempt>(await api.start(s.student, quiz), 201);
  expectOk(await api.answer(s.student, attempt._id, 'capital', RIGHT_ANSWERS.capital ?? {}));
  expectOk(await api.turnIn(s.student, attempt._id));
  made = { secondTopic, material, assignment, quiz, question, handout };
});
afterAll(() => ctx.close());

const copy = (user: TestUser, body: Record<string, unknown> = {}) => call('POST', `/api/classes/${s.classId}/copy`, user, body);
const classwork = async (user: TestUser, classId: string) => expectOk<ClassworkItem[]>(await call('GET', `/api/classes/${classId}/classwork`, user));
const topics = async (user: TestUser, classId: string) => expectOk<Topic[]>(await call('GET', `/api/classes/${classId}/topics`, user));
const bank = async (user: TestUser, classId: string) => expectOk<BankPage>(await call('GET', `/api/question-bank/items?classId=${classId}`, user));
const count = async (table: 'comments' | 'submissions' | 'files', classId: string) =>
  Number((await ctx.db.kysely.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('class_id', '=', classId).executeTakeFirstOrThrow()).n);
const blobBytes = async (key: string) => Buffer.concat(await (await ctx.blobs.store.read(key)).toArray());
const remove = (user: TestUser, url: string, payload?: Record<string, unknown>) => ctx.request({ method: 'DELETE', url, token: user.token, ...(payload ? { payload } : {}) });
const byTitle = (items: ClassworkItem[], title: string) => items.find((item) => item.title === title)?._id ?? '';

describe('copying a class', () => {
  it('copies topics in order, classwork with its files, quizzes with their keys and the bank, and none of the students', async () => {
    const copied = expectOk<ClassDetail>(await copy(s.teacher), 201);
    expect(copied).toMatchObject({ name: 'Algebra (copy)', description: 'Class: Algebra (copy)', teachers: [{ _id: s.teacher.id }], studentsCount: 0, archivedAt: null });

    const [before, after] = [await topics(s.teacher, s.classId), await topics(s.teacher, copied._id)];
    expect(after.map((topic) => [topic.name, topic.materialsCount, topic.assignmentsCount])).toEqual(before.map((topic) => [topic.name, topic.materialsCount, topic.assignmentsCount]));
    const [work, copiedWork] = [await classwork(s.teacher, s.classId), await classwork(s.teacher, copied._id)];
    expect(copiedWork.map((item) => [item.kind, item.title])).toEqual(work.map((item) => [item.kind, item.title]));
    expect(copiedWork.every((item) => !work.some((original) => original._id === item._id))).toBe(true);

    const material = expectOk<Material>(await call('GET', `/api/materials/${byTitle(copiedWork, 'Reading')}`, s.teacher));
    expect(material.content).toBe('<p>Read <strong>chapter 3</strong></p>');
    expect(material.attachments.map((entry) => entry.name)).toEqual(['handout.pdf', 'Fractions site']);
    const [file] = material.attachments;
    const [originalFile] = expectOk<Material>(await call('GET', `/api/materials/${made.material}`, s.teacher)).attachments;
    if (file?.kind !== 'file' || originalFile?.kind !== 'file') throw new Error('no file');
    expect(file._id).not.toBe(originalFile._id);
    expect(await blobBytes(file._id)).toEqual(made.handout);

    const quiz = expectOk<TeacherQuiz>(await api.get(s.teacher, byTitle(copiedWork, 'Quiz 1')));
    const original = expectOk<TeacherQuiz>(await api.get(s.teacher, made.quiz));
    expect(quiz.items).toEqual(original.items);
    expect(quiz.settings).toEqual(original.settings);
    expect(quiz.assignment.dueDate).toBe(original.assignment.dueDate);
    const question = expectOk<QuestionView>(await call('GET', `/api/questions/${byTitle(copiedWork, 'Which planet is closest to the sun?')}`, s.teacher));
    expect(question.question).toMatchObject({ kind: 'multiple_choice', choices: ['Mercury', 'Venus'], showClassmates: true });

    const copiedBank = await bank(s.teacher, copied._id);
    expect(copiedBank.items.map((entry) => [entry.item.id, entry.tags])).toEqual((await bank(s.teacher, s.classId)).items.map((entry) => [entry.item.id, entry.tags]));
    expect(expectOk<{ tag: string; count: number }[]>(await call('GET', `/api/question-bank/tags?classId=${copied._id}`, s.teacher))).toEqual([{ tag: 'geography', count: 1 }]);

    expect([await count('comments', copied._id), await count('submissions', copied._id)]).toEqual([0, 0]);
    expect(expectOk<unknown[]>(await api.attempts(s.teacher, quiz.assignment._id))).toEqual([]);
    // A student of the old class does not see the new one.
    expectRefused(await call('GET', `/api/classes/${copied._id}`, s.student), 404, API_MSG.classNotFound);
    expect(expectOk<{ _id: string }[]>(await call('GET', '/api/classes', s.student)).map((klass) => klass._id)).not.toContain(copied._id);
    // Search finds the copy's words in the copy, for its teacher.
    const found = expectOk<SearchResponse>(await call('GET', '/api/search?q=chapter', s.teacher));
    expect(found.results.filter((result) => result.kind === 'material').map((result) => result.class?._id)).toContain(copied._id);
  });

  it('keeps either class to itself: edits and deletes on one never reach the other', async () => {
    const copied = expectOk<ClassDetail>(await copy(s.teacher, { name: 'Algebra 2027' }), 201);
    expect(copied.name).toBe('Algebra 2027');
    const copiedWork = await classwork(s.teacher, copied._id);
    const copiedMaterial = expectOk<Material>(await call('GET', `/api/materials/${byTitle(copiedWork, 'Reading')}`, s.teacher));
    const copiedFile = copiedMaterial.attachments[0];
    if (copiedFile?.kind !== 'file') throw new Error('no file');

    // The copy's material deleted: its file and bytes go, the original's stay.
    expectOk(await remove(s.teacher, `/api/materials/${copiedMaterial._id}`));
    const original = expectOk<Material>(await call('GET', `/api/materials/${made.material}`, s.teacher));
    const originalFile = original.attachments[0];
    if (originalFile?.kind !== 'file') throw new Error('no file');
    expect(await blobBytes(originalFile._id)).toEqual(made.handout);
    await ctx.app.jobs.idle();
    await expect(ctx.blobs.store.read(copiedFile._id)).rejects.toThrow();
    expect(await blobBytes(originalFile._id)).toEqual(made.handout);

    // The original quiz's key changed: the copy keeps its own.
    const items = EVERY_KIND.map((item) => (item.id === 'capital' ? { ...item, correct: 'syd' } : item));
    expectOk(await api.update(s.teacher, made.quiz, quizBody(made.secondTopic, { attemptsAllowed: 2, timeLimitSeconds: 600 }, items as typeof EVERY_KIND)));
    const copiedQuiz = expectOk<TeacherQuiz>(await api.get(s.teacher, byTitle(copiedWork, 'Quiz 1')));
    expect(copiedQuiz.items.find((item) => item.id === 'capital')).toMatchObject({ correct: 'cbr' });

    // A bank item deleted in the copy stays in the original's bank.
    const [first] = (await bank(s.teacher, copied._id)).items;
    expectOk(await remove(s.teacher, `/api/question-bank/items/${first?._id ?? ''}`));
    expect((await bank(s.teacher, s.classId)).total).toBe(2);
    expect((await bank(s.teacher, copied._id)).total).toBe(1);

    // The original deleted for good: the copy keeps everything it has.
    const doomed = expectOk<ClassDetail>(await copy(s.teacher, { name: 'To delete' }), 201);
    const again = expectOk<ClassDetail>(await call('POST', `/api/classes/${doomed._id}/copy`, s.teacher, {}), 201);
    expectOk(await remove(s.admin, `/api/classes/${doomed._id}`, { confirm: 'To delete' }));
    await ctx.app.jobs.idle();
    const survivor = expectOk<Material>(await call('GET', `/api/materials/${byTitle(await classwork(s.teacher, again._id), 'Reading')}`, s.teacher)).attachments[0];
    if (survivor?.kind !== 'file') throw new Error('no file');
    expect(await blobBytes(survivor._id)).toEqual(made.handout);
  });

  it("gives the copied quiz its keys: a student of the new class takes it and is scored", async () => {
    const copied = expectOk<ClassDetail>(await copy(s.admin, { name: 'Algebra by the admin' }), 201);
    // An admin's copy is taught by the class's teachers.
    expect(copied.teachers.map((teacher) => teacher._id)).toEqual([s.teacher.id]);
    const newcomer = await ctx.factories.user('student', { name: 'Nina New' });
    await enrol(ctx, copied._id, newcomer.id);
    const quiz = byTitle(await classwork(s.teacher, copied._id), 'Quiz 1');
    // The key is the original's as it was when copied (an earlier test may have changed it).
    const key = expectOk<TeacherQuiz>(await api.get(s.teacher, quiz)).items.find((item) => item.id === 'capital');
    const answers = { ...RIGHT_ANSWERS, capital: { kind: 'single_choice', choice: key?.kind === 'single_choice' ? key.correct : '' } };
    const attempt = expectOk<StudentAttempt>(await api.start(newcomer, quiz), 201);
    for (const [item, response] of Object.entries(answers)) expectOk(await api.answer(newcomer, attempt._id, item, response));
    const done = expectOk<StudentAttempt>(await api.turnIn(newcomer, attempt._id));
    expect(done.submittedAt).not.toBeNull();
    const [graded] = expectOk<{ score: number | null }[]>(await api.attempts(s.teacher, quiz));
    expect(graded?.score).toBe(15);
  });

  it('is for admins and the class\'s teachers, with a name of 1 to 120 characters', async () => {
    expectRefused(await copy(s.student), 403, API_MSG.forbidden);
    expectRefused(await copy(s.outsider), 403, API_MSG.forbidden);
    expectRefused(await copy(s.otherTeacher), 404, API_MSG.classNotFound);
    expectRefused(await copy(s.teacher, { name: '   ' }), 400, 'name is required');
    expectRefused(await copy(s.teacher, { name: 'x'.repeat(121) }), 400, 'name must be at most 120 characters');
  });

  it('copies an archived class into an active one, on its teacher\'s class list', async () => {
    const old = await ctx.factories.klass({ name: 'Algebra 2025', teachers: [s.teacher.id] });
    await ctx.db.kysely.updateTable('classes').set({ archived_at: new Date().toISOString() }).where('id', '=', old.id).execute();
    const copied = expectOk<ClassDetail>(await call('POST', `/api/classes/${old.id}/copy`, s.teacher, { name: 'Algebra 2026' }), 201);
    expect(copied.archivedAt).toBeNull();
    expect(expectOk<{ _id: string }[]>(await call('GET', '/api/classes?limit=100', s.teacher)).map((klass) => klass._id)).toContain(copied._id);
  });

  it('refuses with 409, writing nothing, when a file reached the class after the bytes were copied', async () => {
    const classes = async () => (await ctx.db.kysely.selectFrom('classes').select('id').execute()).length;
    const before = await classes();
    const copying = ctx.db.kysely.transaction().execute((trx) => writeCopy(trx, { sourceId: s.classId, name: 'Late', actorId: s.teacher.id, classTeachers: false, blobs: new Map(), now: new Date() }));
    await expect(copying).rejects.toMatchObject({ statusCode: 409, message: 'The class changed while it was being copied. Try again.' });
    expect(await classes()).toBe(before);
  });

  it("names a copy in the caller's language, shortening a long name to fit", async () => {
    const spanish = await ctx.request({ method: 'POST', url: `/api/classes/${s.classId}/copy`, token: s.teacher.token, headers: { 'accept-language': 'es' }, payload: {} });
    expect(expectOk<ClassDetail>(spanish, 201).name).toBe('Algebra (copia)');
    const long = await ctx.factories.klass({ name: `${'Long '.repeat(23)}names`, teachers: [s.teacher.id] });
    const copied = expectOk<ClassDetail>(await call('POST', `/api/classes/${long.id}/copy`, s.teacher, {}), 201);
    expect(copied.name).toBe(`${'Long '.repeat(22)}Lon (copy)`);
  });
});
