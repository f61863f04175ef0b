import type { QuizItemInput } from '@lyceum/shared/quiz-items';
import type { TestContext } from '../context';
import type { TestUser } from '../factories';
import { callAs, FUTURE, type Body } from '../../src/modules/submissions/submissions.test-support';

/** One item of every kind, 20 points in all; the keys hold words found nowhere else, so a search of the JSON finds a leak. */
export const EVERY_KIND: QuizItemInput[] = [
  { kind: 'single_choice', id: 'capital', prompt: '<p>Capital of Australia?</p>', points: 2, choices: [{ id: 'syd', text: 'Sydney' }, { id: 'cbr', text: 'Canberra' }, { id: 'mel', text: 'Melbourne' }], correct: 'cbr' },
  { kind: 'multiple_response', id: 'primes', prompt: '<p>Primes?</p>', points: 2, choices: [{ id: 'two', text: '2' }, { id: 'four', text: '4' }, { id: 'five', text: '5' }], correct: ['two', 'five'], scoring: 'partial' },
  { kind: 'true_false', id: 'earth', prompt: '<p>The earth is round.</p>', points: 1, correct: true },
  { kind: 'text_entry', id: 'color', prompt: '<p>Colour of the sky?</p>', points: 2, accepted: ['Cerulean-Secret'] },
  { kind: 'numeric', id: 'pi', prompt: '<p>Pi to two places?</p>', points: 2, answer: 3.14159, tolerance: 0.005 },
  { kind: 'ordering', id: 'sizes', prompt: '<p>Smallest first</p>', points: 2, choices: [{ id: 'ant', text: 'Ant' }, { id: 'dog', text: 'Dog' }, { id: 'cow', text: 'Cow' }] },
  { kind: 'matching', id: 'pairs1', prompt: '<p>Match</p>', points: 2, sources: [{ id: 'fr', text: 'France' }, { id: 'de', text: 'Germany' }], targets: [{ id: 'paris', text: 'Paris' }, { id: 'berlin', text: 'Berlin' }], pairs: [{ source: 'fr', target: 'paris' }, { source: 'de', target: 'berlin' }] },
  { kind: 'inline_choice', id: 'gap', prompt: '<p>Water boils at {{g1}} degrees</p>', points: 2, gaps: [{ id: 'g1', choices: [{ id: 'c90', text: '90' }, { id: 'c100', text: '100' }], correct: 'c100' }] },
  { kind: 'essay', id: 'why', prompt: '<p>Why?</p>', points: 5 },
];

/** A quiz request for the topic, with the settings given (the rest default). */
export const quizBody = (topic: string, settings: Record<string, unknown> = {}, items: QuizItemInput[] = EVERY_KIND) => ({
  topic,
  title: 'Quiz 1',
  description: '<p>Answer each question</p>',
  dueDate: FUTURE,
  settings,
  items,
});

/** The quiz routes, each as a given user. */
export function quizApi(ctx: TestContext) {
  const call = callAs(ctx);
  return {
    create: (user: TestUser, body: Body) => call('POST', '/api/quizzes', user, body),
    update: (user: TestUser, id: string, body: Body) => call('PUT', `/api/quizzes/${id}`, user, body),
    get: (user: TestUser, id: string) => call('GET', `/api/quizzes/${id}`, user),
    classList: (user: TestUser, classId: string) => call('GET', `/api/classes/${classId}/quizzes`, user),
    mine: (user: TestUser, id: string) => call('GET', `/api/quizzes/${id}/mine`, user),
    start: (user: TestUser, id: string) => call('POST', `/api/quizzes/${id}/attempts`, user),
    answer: (user: TestUser, attempt: string, item: string, body: Body) => call('PUT', `/api/quiz-attempts/${attempt}/answers/${item}`, user, body),
    turnIn: (user: TestUser, attempt: string) => call('POST', `/api/quiz-attempts/${attempt}/turn-in`, user),
    release: (user: TestUser, id: string) => call('POST', `/api/quizzes/${id}/release`, user),
    attempts: (user: TestUser, id: string) => call('GET', `/api/quizzes/${id}/attempts`, user),
    override: (user: TestUser, attempt: string, item: string, points: number | null) => call('PUT', `/api/quiz-attempts/${attempt}/items/${item}/points`, user, { points }),
    statistics: (user: TestUser, id: string) => call('GET', `/api/quizzes/${id}/statistics`, user),
  };
}
export type QuizApi = ReturnType<typeof quizApi>;

/** Answers to EVERY_KIND that are all right, the essay aside. */
export const RIGHT_ANSWERS: Record<string, Record<string, unknown>> = {
  capital: { kind: 'single_choice', choice: 'cbr' },
  primes: { kind: 'multiple_response', choices: ['two', 'five'] },
  earth: { kind: 'true_false', value: true },
  color: { kind: 'text_entry', text: '  cerulean-secret ' },
  pi: { kind: 'numeric', text: '3.14' },
  sizes: { kind: 'ordering', order: ['ant', 'dog', 'cow'] },
  pairs1: { kind: 'matching', pairs: [{ source: 'fr', target: 'paris' }, { source: 'de', target: 'berlin' }] },
  gap: { kind: 'inline_choice', gaps: [{ gap: 'g1', choice: 'c100' }] },
  why: { kind: 'essay', text: '<p>Because.</p>' },
};

/** Field names that carry a key, an accepted answer, a tolerance or feedback: none may reach a student before release. */
const KEY_FIELDS = new Set(['correct', 'accepted', 'tolerance', 'toleranceMode', 'caseSensitive', 'whitespace', 'feedback', 'key', 'score']);

/** Every path in the JSON whose field name carries a key or a score ('pairs' counts only inside an item, where it is the key). */
export function keyPaths(value: unknown, path = '$', insideItems = false): string[] {
  if (Array.isArray(value)) return value.flatMap((entry, index) => keyPaths(entry, `${path}[${index}]`, insideItems));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([field, entry]) => {
    const here = `${path}.${field}`;
    const leak = KEY_FIELDS.has(field) || (insideItems && (field === 'pairs' || field === 'answer'));
    return [...(leak ? [here] : []), ...keyPaths(entry, here, insideItems || field === 'items')];
  });
}
