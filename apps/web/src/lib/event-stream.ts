import { STREAM_EVENTS, type StreamUpdate } from '@lyceum/shared/notifications';

export interface EventStreamHandlers {
  /** Something changed (each event id once, however often the stream resends it). */
  onUpdate(update: StreamUpdate): void;
  /**
   * Refetch everything shown: too much was missed while away to replay, or the tab's first stream
   * has just opened without `since` (what the page read before it may already be behind).
   */
  onReset(): void;
}

export interface EventStreamOptions {
  /** A fresh ticket for the stream (POST /api/events/ticket). */
  fetchTicket(): Promise<string>;
  /** True when the ticket could not be had because the session is over: stop trying. */
  isSignedOut(error: unknown): boolean;
  /**
   * The server's time at which the tab first read what it shows (lib/server-clock.ts), if known:
   * the first stream then replays what happened from it on, and nothing is read again for what
   * was, nearly always, nothing.
   */
  since?(): string | null;
  /** The browser's EventSource; tests pass a stand-in. */
  EventSource?: typeof EventSource;
}

/**
 * An update's data, typed as the server writes it from the shared schema (as the JSON client's
 * answers are: lib/api-client.ts); only what this module relies on is checked, so a message it
 * cannot read is dropped rather than thrown.
 */
function readUpdate(data: unknown): StreamUpdate | null {
  try {
    const update = JSON.parse(String(data)) as Partial<StreamUpdate> | null;
    return typeof update?.id === 'number' && Array.isArray(update.changes) ? (update as StreamUpdate) : null;
  } catch {
    return null;
  }
}

/** Ids remembered to drop an event the stream sends again (at-least-once delivery). */
const REMEMBERED = 500;
const MAX_RETRY_MS = 60_000;

/**
 * Keeps the tab's event stream open (GET /api/events) until stopped. EventSource cannot send an
 * Authorization header, so each opening uses a short-lived ticket; the browser reconnects on its
 * own after a dropped connection and resends the last event id (Last-Event-ID), so the server
 * replays what was missed. When it gives up (the ticket expired, the server refused: 401, 429),
 * this opens a new stream with a new ticket, passing the last id itself, after 1, 2, 4... s (at
 * most a minute). Each event id is handed on once. Answers a function that closes it for good.
 */
export function openEventStream(handlers: EventStreamHandlers, options: EventStreamOptions): () => void {
  const Source = options.EventSource ?? window.EventSource;
  // A browser without EventSource gets no live updates; every page still loads on its own.
  if (Source === undefined) return () => undefined;
  let source: EventSource | null = null;
  let lastEventId: string | null = null;
  let stopped = false;
  let failures = 0;
  // Until the first stream is open, changes made since the page read its data reach it nowhere.
  let caughtUp = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const seen = new Set<number>();

  const remember = (event: MessageEvent) => {
    if (event.lastEventId) lastEventId = event.lastEventId;
  };

  const retryLater = () => {
    if (stopped) return;
    const delay = Math.min(MAX_RETRY_MS, 1_000 * 2 ** failures);
    failures += 1;
    timer = setTimeout(() => void connect(), delay);
  };

  async function connect(): Promise<void> {
    let ticket: string;
    try {
      ticket = await options.fetchTicket();
    } catch (error) {
      if (!options.isSignedOut(error)) retryLater();
      return;
    }
    if (stopped) return;
    const query = new URLSearchParams({ ticket });
    const since = lastEventId === null && !caughtUp ? (options.since?.() ?? null) : null;
    if (lastEventId !== null) query.set('lastEventId', lastEventId);
    else if (since !== null) query.set('since', since);
    const stream = new Source(`/api/events?${query.toString()}`);
    source = stream;
    stream.addEventListener(STREAM_EVENTS.ready, (event) => {
      failures = 0;
      remember(event);
      if (caughtUp) return;
      // The stream opens after the page has settled, seconds after its data was read: what changed
      // in between (a teacher posting meanwhile) would otherwise show only on the next change.
      // Opened from `since`, the server has replayed it (or sends a reset when too much).
      caughtUp = true;
      if (since === null) handlers.onReset();
    });
    stream.addEventListener(STREAM_EVENTS.reset, (event) => {
      remember(event);
      seen.clear();
      handlers.onReset();
    });
    stream.addEventListener(STREAM_EVENTS.update, (event) => {
      remember(event);
      const update = readUpdate(event.data);
      if (!update || seen.has(update.id)) return;
      seen.add(update.id);
      if (seen.size > REMEMBERED) seen.delete(seen.values().next().value as number);
      handlers.onUpdate(update);
    });
    stream.onerror = () => {
      // CONNECTING: the browser is reconnecting by itself. CLOSED: it gave up; so do we, then retry.
      if (stream.readyState !== Source.CLOSED || source !== stream) return;
      stream.close();
      source = null;
      retryLater();
    };
  }

  void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
    source = null;
  };
}
