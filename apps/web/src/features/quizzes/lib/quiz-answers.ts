import type { ItemResponse, StudentItem } from '@lyceum/shared/quiz-items';
import { isEmptyResponse } from '@lyceum/shared/quiz-responses';
import { QUIZ_MSG } from '@lyceum/shared/quiz-messages';
import type { MessageDescriptor } from '@/lib/i18n/messages';
import { quizPlayerMessages as p } from '@/features/quizzes/quiz-player-messages';

/** Whether a response says anything: an empty text, no choice or an untouched order is no answer. */
export function isAnswered(response: ItemResponse | undefined): boolean {
  return response !== undefined && !isEmptyResponse(response);
}

/** An ordering item's order as the student left it, or as shown (the server never shows the key's order). */
export function orderOf(item: Extract<StudentItem, { kind: 'ordering' }>, response: ItemResponse | undefined): string[] {
  const shown = item.choices.map((choice) => choice.id);
  if (response?.kind !== 'ordering') return shown;
  const kept = response.order.filter((id) => shown.includes(id));
  return kept.length === shown.length ? kept : shown;
}

/** The list with the entry at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [entry] = next.splice(from, 1);
  next.splice(to, 0, entry as T);
  return next;
}

/** The server's refusals of an answer or a turn-in (QUIZ_MSG), in the reader's language; null for any other. */
export function refusalMessage(serverMessage: string): MessageDescriptor | null {
  const known: [string, MessageDescriptor][] = [
    [QUIZ_MSG.timeUp, p.timeUp],
    [QUIZ_MSG.attemptTurnedIn, p.turnedIn],
    [QUIZ_MSG.closed, p.closed],
    [QUIZ_MSG.numberShape, p.numberShape],
    [QUIZ_MSG.numberComma, p.numberComma],
    [QUIZ_MSG.numberTooLarge, p.numberTooLarge],
  ];
  return known.find(([text]) => text === serverMessage)?.[1] ?? null;
}

/**
 * The refusals that end the attempt for this page: no answer will be taken any more. An answer's or
 * a turn-in's 409 is always one (time up, turned in), whatever language the server said it in.
 */
export function endsAttempt(serverMessage: string, status?: number): boolean {
  if (status === 409) return true;
  return serverMessage === QUIZ_MSG.timeUp || serverMessage === QUIZ_MSG.attemptTurnedIn || serverMessage === QUIZ_MSG.closed;
}

/** `mm:ss`, or `h:mm:ss` from an hour, of a count of seconds (never below 0). */
export function clockOf(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
