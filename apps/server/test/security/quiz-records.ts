import type { QuizItemInput } from '@lyceum/shared/quiz-items';
import { signToken } from '../../src/plugins/auth';
import type { TestContext } from '../context';
import type { TestUser } from '../factories';

/**
 * Quizzes for the authorization matrix, made through the API as their teacher and students would
 * make them, so what a cell meets is what the server itself stored. Prompts and the title carry
 * the class's secret, a classmate's essay the classmate's: a 2xx body showing either to someone
 * who may not see it fails the matrix's leak check.
 */

/** Who makes the records: the class's teacher and its two students (scene.ts: users.teacher, records). */
export interface QuizMakers {
  ctx: TestContext;
  teacher: TestUser;
  student: TestUser;
  classmateId: string;
}

/** Three items, 8 points: two graded by the machine and an essay (graded by hand: what an override is for). */
const items = (secret: string): QuizItemInput[] => [
  { kind: 'single_choice', id: 'capital', prompt: `<p>Capital of ${secret}?</p>`, points: 2, choices: [{ id: 'syd', text: 'Sydney' }, { id: 'cbr', text: 'Canberra' }], correct: 'cbr' },
  { kind: 'true_false', id: 'earth', prompt: '<p>The earth is round.</p>', points: 1, correct: true },
  { kind: 'essay', id: 'why', prompt: `<p>Why ${secret}?</p>`, points: 5 },
];

/** A quiz request for a topic: what POST and PUT /api/quizzes take. */
export const quizRequest = (topicId: string, secret: string, title = 'Quiz') => ({
  topic: topicId,
  title: `${title} ${secret}`,
  description: `<p>Answer each question ${secret}</p>`,
  dueDate: '2031-05-01T09:00:00.000Z',
  settings: { attemptsAllowed: 2 },
  items: items(secret),
});

async function expectStatus<T = { _id: string }>(made: Promise<{ statusCode: number; body: string }>, status: number, what: string): Promise<T> {
  const res = await made;
  if (res.statusCode !== status) throw new Error(`${what} answered ${res.statusCode}: ${res.body}`);
  return JSON.parse(res.body) as T;
}

/** A quiz in the topic, written by the class's teacher; its id. */
export async function addQuiz(m: QuizMakers, topicId: string, secret: string): Promise<string> {
  const made = m.ctx.request({ method: 'POST', url: '/api/quizzes', token: m.teacher.token, payload: quizRequest(topicId, secret) });
  return (await expectStatus<{ assignment: { _id: string } }>(made, 201, 'creating a quiz')).assignment._id;
}

/**
 * An attempt at the quiz by the student (or the classmate), with an answer to the first item and
 * an essay; turned in when asked. Its id.
 */
export async function addAttempt(m: QuizMakers, quizId: string, options: { by: 'student' | 'classmate'; essay: string; turnIn: boolean }): Promise<string> {
  const token = options.by === 'student' ? m.student.token : signToken(m.ctx.app, { id: m.classmateId, token_version: 0 });
  const { _id: attemptId } = await expectStatus(m.ctx.request({ method: 'POST', url: `/api/quizzes/${quizId}/attempts`, token }), 201, 'starting an attempt');
  const answer = (item: string, payload: object) =>
    expectStatus(m.ctx.request({ method: 'PUT', url: `/api/quiz-attempts/${attemptId}/answers/${item}`, token, payload }), 200, 'saving an answer');
  await answer('capital', { kind: 'single_choice', choice: 'cbr' });
  await answer('why', { kind: 'essay', text: `<p>${options.essay}</p>` });
  if (options.turnIn) await expectStatus(m.ctx.request({ method: 'POST', url: `/api/quiz-attempts/${attemptId}/turn-in`, token }), 200, 'turning an attempt in');
  return attemptId;
}
