import { QUIZ_MSG } from '@lyceum/shared/quiz-messages';
import { QUIZ_API_MSG } from '@lyceum/shared/quizzes';
import { defineMessages } from '../../lib/i18n';
import { localized, type ErrorText } from '../../lib/http-errors';

/**
 * What the quiz routes answer, in the caller's language (issue 36). Keys and English are QUIZ_MSG's
 * and QUIZ_API_MSG's (packages/shared), which the web and the tests compare with, held equal by
 * lib/api-errors.messages.test.ts.
 */
export const QUIZ_ERRORS = defineMessages({
  numberShape: { id: 'server.error.quiz.numberShape', defaultMessage: 'Enter a number with digits and a point for decimals, like 1.5 or -2 or 6.02e23', description: 'API error: a numeric answer that is no number' },
  numberComma: { id: 'server.error.quiz.numberComma', defaultMessage: 'Use a point for decimals, like 1.5, not a comma', description: 'API error: a numeric answer with a decimal comma' },
  numberTooLarge: { id: 'server.error.quiz.numberTooLarge', defaultMessage: 'That number is too large', description: 'API error: a numeric answer beyond what can be stored' },
  responseKind: { id: 'server.error.quiz.responseKind', defaultMessage: 'This answer does not fit the item: answer it as the item asks', description: "API error: an answer of another item kind's shape" },
  unknownChoice: { id: 'server.error.quiz.unknownChoice', defaultMessage: 'This answer names a choice the item does not have', description: 'API error: an answer naming a choice, pair or gap not in the item' },
  repeatedChoice: { id: 'server.error.quiz.repeatedChoice', defaultMessage: 'This answer names the same choice twice', description: 'API error: an answer naming one choice twice' },
  notOpenYet: { id: 'server.error.quiz.notOpenYet', defaultMessage: 'This quiz opens at {opens}', description: 'API error: starting a quiz before it opens; {opens}: the moment, ISO 8601' },
  closed: { id: 'server.error.quiz.closed', defaultMessage: 'This quiz is closed: answers are no longer taken', description: 'API error: starting or answering a closed quiz' },
  noAttemptsLeft: {
    id: 'server.error.quiz.noAttemptsLeft',
    defaultMessage: '{allowed, plural, one {You have used your attempt at this quiz} other {You have used all # attempts at this quiz}}',
    description: 'API error: starting another attempt when every allowed one is used; {allowed}: how many are allowed',
  },
  attemptOpen: { id: 'server.error.quiz.attemptOpen', defaultMessage: 'You already have an attempt in progress: go on with it', description: 'API error: starting an attempt while one is open (two tabs)' },
  timeUp: { id: 'server.error.quiz.timeUp', defaultMessage: 'Time is up: this attempt has ended and its answers were kept as they were', description: "API error: an answer after the attempt's time limit" },
  attemptTurnedIn: { id: 'server.error.quiz.attemptTurnedIn', defaultMessage: 'This attempt was turned in: its answers can no longer change', description: 'API error: answering or turning in an attempt already turned in' },
  quizPoints: {
    id: 'server.error.quiz.quizPoints',
    defaultMessage: "A quiz's points are the sum of its items' points: change them in the quiz",
    description: "API error on editing a quiz assignment's points",
  },
  turnInQuiz: { id: 'server.error.quiz.turnInQuiz', defaultMessage: 'A quiz is turned in from its attempt', description: 'API error: a quiz cannot be turned in as other work is' },
  importTeachersOnly: { id: 'server.error.quiz.importTeachersOnly', defaultMessage: 'Only teachers and admins import questions', description: 'API error: a student tried to import questions' },
  notFound: { id: 'server.error.quiz.notFound', defaultMessage: 'Quiz not found', description: 'API error: no such quiz, or not visible to the caller' },
  attemptNotFound: { id: 'server.error.quiz.attemptNotFound', defaultMessage: 'Attempt not found', description: "API error: no such attempt, or another student's" },
  teachersOnly: { id: 'server.error.quiz.teachersOnly', defaultMessage: "Only the class's teachers can see a quiz's key and grade it", description: 'API error: a student asking for the key, attempts or statistics' },
  studentsOnly: { id: 'server.error.quiz.studentsOnly', defaultMessage: 'Only students of the class take a quiz', description: 'API error: a teacher starting or answering an attempt' },
  notAQuiz: { id: 'server.error.quiz.notAQuiz', defaultMessage: 'This assignment is not a quiz', description: 'API error: editing an ordinary assignment as a quiz' },
  itemNotInQuiz: { id: 'server.error.quiz.itemNotInQuiz', defaultMessage: 'This item is not part of the quiz', description: 'API error: an answer or points for an item the quiz lacks' },
  pointsTotal: { id: 'server.error.quiz.pointsTotal', defaultMessage: "A quiz's items must add up to a whole number of points from 1 to 1000", description: "API error: the items' points do not add up to a whole number in range" },
  notSubmitted: { id: 'server.error.quiz.notSubmitted', defaultMessage: 'This attempt is not turned in yet: it can be graded once it is', description: 'API error: grading an attempt still in progress' },
  released: { id: 'server.error.quiz.released', defaultMessage: 'Results released', description: 'API answer: the teacher released the results by hand' },
  pointsAboveItem: { id: 'server.error.quiz.pointsAboveItem', defaultMessage: "points must be at most {max} (the item's points)", description: "API error: a teacher's points above the item's; {max}: the item's points" },
});

const fixed = new Map<string, ErrorText>(
  (Object.keys(QUIZ_ERRORS) as (keyof typeof QUIZ_ERRORS)[]).flatMap((key) => {
    const english = (QUIZ_MSG as Record<string, unknown>)[key] ?? (QUIZ_API_MSG as Record<string, unknown>)[key];
    return typeof english === 'string' ? [[english, QUIZ_ERRORS[key]] as const] : [];
  }),
);

/**
 * The catalogue message of a refusal the quiz rules give as QUIZ_MSG's English words (they stay
 * plain words: the unit tests and the web compare with them), with its values read back from the
 * words when it has some. Words outside the catalogue are answered as they are.
 */
export function quizError(english: string): ErrorText {
  const known = fixed.get(english);
  if (known) return known;
  const opens = /^This quiz opens at (.+)$/.exec(english);
  if (opens?.[1]) return localized(QUIZ_ERRORS.notOpenYet, { opens: opens[1] });
  if (english === QUIZ_MSG.noAttemptsLeft(1)) return localized(QUIZ_ERRORS.noAttemptsLeft, { allowed: 1 });
  const allowed = /^You have used all (\d+) attempts at this quiz$/.exec(english);
  if (allowed?.[1]) return localized(QUIZ_ERRORS.noAttemptsLeft, { allowed: Number(allowed[1]) });
  return english;
}
