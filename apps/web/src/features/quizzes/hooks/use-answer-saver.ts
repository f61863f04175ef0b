import { useCallback, useEffect, useRef, useState } from 'react';
import type { ItemResponse } from '@lyceum/shared/quiz-items';
import { errorMessage, statusOf } from '@/lib/api-client';
import { saveAnswer } from '@/features/quizzes/api/quiz-api';

/** Where one item's answer stands: being typed or sent, stored, sent again after a failure, or refused. */
export type SaveState = { kind: 'saving' } | { kind: 'saved' } | { kind: 'retrying' } | { kind: 'refused'; message: string };

/** A pause in typing before an answer is sent, so a word is one save, not one per letter. */
export const SAVE_DELAY_MS = 600;
/** Waits between tries after a network or server failure: the answer is sent until it is stored. */
const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000];

interface Pending {
  response: ItemResponse;
  timer: ReturnType<typeof setTimeout> | null;
  tries: number;
  /** Bumped by each newer answer, so a late reply to an older one does not mark the newer saved. */
  version: number;
}

/**
 * Saves each answer as it is given: after a short pause, one request per item, sent again with a
 * growing wait while the network or server fails. A 4xx is final: `onRefused` hears the server's
 * message (time up, turned in, a number it cannot read) and the item shows it.
 */
export function useAnswerSaver(attemptId: string, onRefused: (item: string, message: string, status: number) => void) {
  const [states, setStates] = useState<Record<string, SaveState>>({});
  const pending = useRef(new Map<string, Pending>());
  const refused = useRef(onRefused);
  refused.current = onRefused;

  const setState = useCallback((item: string, state: SaveState) => setStates((current) => ({ ...current, [item]: state })), []);

  const send = useCallback(
    async (item: string) => {
      const entry = pending.current.get(item);
      if (!entry) return;
      entry.timer = null;
      const version = entry.version;
      try {
        await saveAnswer(attemptId, item, entry.response);
        if (pending.current.get(item)?.version !== version) return;
        pending.current.delete(item);
        setState(item, { kind: 'saved' });
      } catch (error) {
        if (pending.current.get(item)?.version !== version) return;
        const status = statusOf(error);
        if (status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429) {
          pending.current.delete(item);
          const message = errorMessage(error, '');
          setState(item, { kind: 'refused', message });
          refused.current(item, message, status);
          return;
        }
        const wait = RETRY_DELAYS_MS[Math.min(entry.tries, RETRY_DELAYS_MS.length - 1)];
        entry.tries += 1;
        setState(item, { kind: 'retrying' });
        entry.timer = setTimeout(() => void send(item), wait);
      }
    },
    [attemptId, setState],
  );

  const save = useCallback(
    (item: string, response: ItemResponse, delay = SAVE_DELAY_MS) => {
      const previous = pending.current.get(item);
      if (previous?.timer) clearTimeout(previous.timer);
      const entry: Pending = { response, timer: null, tries: 0, version: (previous?.version ?? 0) + 1 };
      pending.current.set(item, entry);
      setState(item, { kind: 'saving' });
      entry.timer = setTimeout(() => void send(item), delay);
    },
    [send, setState],
  );

  /** Sends every waiting answer now (before a turn-in); resolves when none is left waiting or failing. */
  const flush = useCallback(async () => {
    const items = [...pending.current.keys()];
    await Promise.all(
      items.map((item) => {
        const entry = pending.current.get(item);
        if (entry?.timer) clearTimeout(entry.timer);
        return send(item);
      }),
    );
    return pending.current.size === 0;
  }, [send]);

  // Leaving the page with an answer not yet stored asks first (the browser's own question). What is
  // waiting is read when the page is left, not from the last render: an answer stored a moment
  // before leaves nothing to ask about even if React has not yet run its effects.
  useEffect(() => {
    const map = pending.current;
    const ask = (event: BeforeUnloadEvent) => {
      if (map.size > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, []);

  // A closed player sends nothing more; what was stored is on the server.
  useEffect(() => {
    const map = pending.current;
    return () => map.forEach((entry) => entry.timer && clearTimeout(entry.timer));
  }, []);

  return { states, save, flush };
}
