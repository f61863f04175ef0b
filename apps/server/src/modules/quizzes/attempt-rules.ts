/**
 * The rules of a quiz's attempts, as plain functions of times and counts (the service reads the
 * rows, these decide): when an attempt may start, until when it takes answers, which score counts
 * and when a student may see it. Times are ISO strings in UTC or epoch milliseconds.
 */
import { QUIZ_MSG, type AttemptScoring, type ResultRelease } from '@lyceum/shared/quiz-items';

/** Answers that arrive this long after the deadline are still taken: the network's delay, not extra time. */
export const DEADLINE_GRACE_MS = 2_000;

const ms = (time: string | number) => (typeof time === 'number' ? time : Date.parse(time));

export interface QuizWindow {
  /** The quiz opens (null: at once) and closes (null: never) at these times. */
  opensAt: string | null;
  closesAt: string | null;
  /** Seconds an attempt may last (null: no limit). */
  timeLimitSeconds: number | null;
  /** Attempts a student may make (1 or more). */
  attemptsAllowed: number;
}

/**
 * When an attempt started at `startedAt` stops taking answers: its time limit or the quiz's close,
 * whichever comes first; null when neither applies. The server enforces it, the page only shows it.
 */
export function attemptDeadline(window: QuizWindow, startedAt: string | number): number | null {
  const limit = window.timeLimitSeconds === null ? null : ms(startedAt) + window.timeLimitSeconds * 1000;
  const close = window.closesAt === null ? null : ms(window.closesAt);
  if (limit === null) return close;
  return close === null ? limit : Math.min(limit, close);
}

/** Why a new attempt may not start now, or null. `openAttempt`: one not yet turned in whose time has not run out. */
export function startRefusal(window: QuizWindow, now: number, attemptsMade: number, openAttempt: boolean, formatTime: (ms: number) => string): string | null {
  if (window.opensAt !== null && now < ms(window.opensAt)) return QUIZ_MSG.notOpenYet(formatTime(ms(window.opensAt)));
  if (window.closesAt !== null && now >= ms(window.closesAt)) return QUIZ_MSG.closed;
  if (openAttempt) return QUIZ_MSG.attemptOpen;
  if (attemptsMade >= window.attemptsAllowed) return QUIZ_MSG.noAttemptsLeft(window.attemptsAllowed);
  return null;
}

/** Why an answer to this attempt is refused now, or null: it was turned in, or its deadline (with the grace) has passed. */
export function answerRefusal(deadline: number | null, turnedIn: boolean, now: number): string | null {
  if (turnedIn) return QUIZ_MSG.attemptTurnedIn;
  if (deadline !== null && now > deadline + DEADLINE_GRACE_MS) return QUIZ_MSG.timeUp;
  return null;
}

/** The score that counts from the attempts' scores, oldest first (none: null); an average to two decimals. */
export function keptScore(scores: readonly number[], scoring: AttemptScoring): number | null {
  if (scores.length === 0) return null;
  switch (scoring) {
    case 'highest':
      return Math.max(...scores);
    case 'latest':
      return scores[scores.length - 1] as number;
    case 'average':
      return Math.round((scores.reduce((sum, score) => sum + score, 0) / scores.length) * 100) / 100;
  }
}

/**
 * Whether a student may see their scores, the right answers and the feedback now; before, they see
 * their own answers only. `releasedAt`: when the teacher released them (the manual rule).
 */
export function resultsReleased(release: ResultRelease, now: number, dueDate: string | null, releasedAt: string | null): boolean {
  switch (release) {
    case 'immediately':
      return true;
    case 'after_due':
      return dueDate === null || now >= ms(dueDate) || releasedAt !== null;
    case 'manual':
      return releasedAt !== null;
  }
}
