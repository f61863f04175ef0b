import { describe, expect, it } from 'vitest';
import { QUIZ_MSG } from '@lyceum/shared/quiz-messages';
import { clockOf, endsAttempt, isAnswered, moved, refusalMessage } from '@/features/quizzes/lib/quiz-answers';
import { quizPlayerMessages as p } from '@/features/quizzes/quiz-player-messages';

describe('quiz answers', () => {
  it('counts an empty text, an empty essay and no ticks as unanswered', () => {
    expect(isAnswered({ kind: 'text_entry', text: '  ' })).toBe(false);
    expect(isAnswered({ kind: 'essay', text: '<p></p>' })).toBe(false);
    expect(isAnswered({ kind: 'multiple_response', choices: [] })).toBe(false);
    expect(isAnswered({ kind: 'true_false', value: false })).toBe(true);
  });

  it('moves an entry up or down', () => {
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });

  it('shows a countdown as minutes and seconds, with hours from an hour', () => {
    expect(clockOf(65.2)).toBe('1:06');
    expect(clockOf(3725)).toBe('1:02:05');
    expect(clockOf(-3)).toBe('0:00');
  });

  it("reads the server's refusals into the catalogue, and which end the attempt", () => {
    expect(refusalMessage(QUIZ_MSG.timeUp)).toBe(p.timeUp);
    expect(refusalMessage(QUIZ_MSG.numberComma)).toBe(p.numberComma);
    expect(refusalMessage('Something else')).toBeNull();
    expect(endsAttempt(QUIZ_MSG.attemptTurnedIn)).toBe(true);
    expect(endsAttempt(QUIZ_MSG.numberShape)).toBe(false);
    // The server answers in the reader's language: a 409 ends it whatever its words.
    expect(endsAttempt('時間切れです。この回の受験は終了し、回答はその時点のまま保存されました', 409)).toBe(true);
    expect(endsAttempt('Escribe un número con cifras', 400)).toBe(false);
  });
});
