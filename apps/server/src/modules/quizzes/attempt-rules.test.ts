import { describe, expect, it } from 'vitest';
import { QUIZ_MSG } from '@lyceum/shared/quiz-items';
import { answerRefusal, attemptDeadline, DEADLINE_GRACE_MS, keptScore, resultsReleased, startRefusal, type QuizWindow } from './attempt-rules';

const T0 = Date.parse('2026-12-01T09:00:00.000Z');
const minutes = (n: number) => n * 60_000;
const window = (over: Partial<QuizWindow> = {}): QuizWindow => ({ opensAt: null, closesAt: null, timeLimitSeconds: null, attemptsAllowed: 1, ...over });
const iso = (time: number) => new Date(time).toISOString();
const show = (time: number) => iso(time);

describe('attemptDeadline', () => {
  it('the time limit, the close, whichever is first, or none', () => {
    expect(attemptDeadline(window(), T0)).toBeNull();
    expect(attemptDeadline(window({ timeLimitSeconds: 1200 }), T0)).toBe(T0 + minutes(20));
    expect(attemptDeadline(window({ closesAt: iso(T0 + minutes(10)) }), T0)).toBe(T0 + minutes(10));
    expect(attemptDeadline(window({ timeLimitSeconds: 1200, closesAt: iso(T0 + minutes(10)) }), iso(T0))).toBe(T0 + minutes(10));
    expect(attemptDeadline(window({ timeLimitSeconds: 300, closesAt: iso(T0 + minutes(10)) }), T0)).toBe(T0 + minutes(5));
  });
});

describe('startRefusal', () => {
  it('before the window opens, once it closed, with an attempt in progress, with none left; else none', () => {
    expect(startRefusal(window({ opensAt: iso(T0 + 1) }), T0, 0, false, show)).toBe(QUIZ_MSG.notOpenYet(iso(T0 + 1)));
    expect(startRefusal(window({ closesAt: iso(T0) }), T0, 0, false, show)).toBe(QUIZ_MSG.closed);
    expect(startRefusal(window({ attemptsAllowed: 2 }), T0, 1, true, show)).toBe(QUIZ_MSG.attemptOpen);
    expect(startRefusal(window({ attemptsAllowed: 2 }), T0, 2, false, show)).toBe(QUIZ_MSG.noAttemptsLeft(2));
    expect(startRefusal(window(), T0, 1, false, show)).toBe('You have used your attempt at this quiz');
    expect(startRefusal(window({ attemptsAllowed: 2, opensAt: iso(T0), closesAt: iso(T0 + 1) }), T0, 1, false, show)).toBeNull();
  });
});

describe('answerRefusal', () => {
  it('after the deadline and its grace, or once turned in', () => {
    const deadline = T0 + minutes(20);
    expect(answerRefusal(deadline, false, deadline + DEADLINE_GRACE_MS)).toBeNull();
    expect(answerRefusal(deadline, false, deadline + DEADLINE_GRACE_MS + 1)).toBe(QUIZ_MSG.timeUp);
    expect(answerRefusal(null, false, T0 + minutes(10_000))).toBeNull();
    expect(answerRefusal(deadline, true, T0)).toBe(QUIZ_MSG.attemptTurnedIn);
  });
});

describe('keptScore', () => {
  it('highest, latest or average (two decimals) of the attempts; none without an attempt', () => {
    expect(keptScore([6, 9, 7], 'highest')).toBe(9);
    expect(keptScore([6, 9, 7], 'latest')).toBe(7);
    expect(keptScore([6, 9, 8], 'average')).toBe(7.67);
    expect(keptScore([], 'highest')).toBeNull();
  });
});

describe('resultsReleased', () => {
  it('at once; after the due date (or an early release); only when released', () => {
    const due = iso(T0);
    expect(resultsReleased('immediately', T0 - 1, due, null)).toBe(true);
    expect(resultsReleased('after_due', T0 - 1, due, null)).toBe(false);
    expect(resultsReleased('after_due', T0, due, null)).toBe(true);
    expect(resultsReleased('after_due', T0 - 1, due, iso(T0 - 5))).toBe(true);
    expect(resultsReleased('manual', T0 + minutes(10_000), due, null)).toBe(false);
    expect(resultsReleased('manual', T0, due, iso(T0))).toBe(true);
  });
});
