import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StreamUpdate } from '@lyceum/shared/notifications';
import { ApiError } from '@/lib/api-client';
import { openEventStream } from '@/lib/event-stream';

/** An EventSource stand-in: tests say what the server sends and when the connection fails. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onerror: (() => void) | null = null;
  private readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  private lastEventId = '';

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server sends one message (as EventSource dispatches it: lastEventId is the stream's). */
  send(type: string, data: unknown, id?: number): void {
    this.readyState = FakeEventSource.OPEN;
    if (id !== undefined) this.lastEventId = String(id);
    const event = new MessageEvent(type, { data: JSON.stringify(data), lastEventId: this.lastEventId });
    this.listeners.get(type)?.forEach((listener) => listener(event));
  }

  /** The connection fails; `gaveUp`: the browser will not reconnect by itself (a 401 or 429 answer). */
  fail(gaveUp: boolean): void {
    this.readyState = gaveUp ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.onerror?.();
  }
}

const update = (id: number, extra: Partial<StreamUpdate> = {}): StreamUpdate => ({ id, changes: [{ type: 'notifications' }], notification: null, unreadCount: null, ...extra });

let tickets: number;
const fetchTicket = async () => `ticket-${(tickets += 1)}`;
const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

beforeEach(() => {
  FakeEventSource.opened = [];
  tickets = 0;
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

async function start(handlers = { onUpdate: vi.fn(), onReset: vi.fn() }, since?: () => string | null) {
  const stop = openEventStream(handlers, { fetchTicket, isSignedOut, EventSource: FakeEventSource as unknown as typeof EventSource, ...(since ? { since } : {}) });
  await vi.advanceTimersByTimeAsync(0);
  return { stop, handlers, source: () => FakeEventSource.opened.at(-1) as FakeEventSource };
}

describe('openEventStream', () => {
  it('opens /api/events with a fresh ticket and hands on each update once, however often it is sent', async () => {
    const { source, handlers } = await start();
    expect(source().url).toBe('/api/events?ticket=ticket-1');
    source().send('ready', {}, 10);
    source().send('update', update(11), 11);
    source().send('update', update(11), 11);
    source().send('update', update(12), 12);
    expect(handlers.onUpdate.mock.calls.map(([u]) => (u as StreamUpdate).id)).toEqual([11, 12]);
  });

  it('leaves reconnection to the browser while it retries by itself (it resends Last-Event-ID)', async () => {
    const { source } = await start();
    source().send('ready', {}, 5);
    source().fail(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('when the browser gives up (expired ticket, 429): a new ticket after a second, resuming from the last id, backing off', async () => {
    const { source, handlers } = await start();
    source().send('ready', {}, 5);
    source().send('update', update(7), 7);
    source().fail(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeEventSource.opened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(source().url).toBe('/api/events?ticket=ticket-2&lastEventId=7');
    // It fails again at once: the next try waits 2 s.
    source().fail(true);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(FakeEventSource.opened).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.opened).toHaveLength(3);
    // A replayed event already handled is not handed on again.
    source().send('ready', {});
    source().send('update', update(7), 7);
    source().send('update', update(8), 8);
    expect(handlers.onUpdate.mock.calls.map(([u]) => (u as StreamUpdate).id)).toEqual([7, 8]);
  });

  it("asks for what is shown to be refetched once the tab's first stream is open, not when a later one resumes", async () => {
    const { source, handlers } = await start();
    expect(handlers.onReset).not.toHaveBeenCalled();
    source().send('ready', {}, 5);
    expect(handlers.onReset).toHaveBeenCalledTimes(1);
    // The browser reconnects by itself and the server answers ready again; then a new ticket, resuming.
    source().send('ready', {}, 5);
    source().fail(true);
    await vi.advanceTimersByTimeAsync(1_000);
    source().send('ready', {});
    expect(handlers.onReset).toHaveBeenCalledTimes(1);
  });

  it("opens the tab's first stream from the moment the tab first read (since), and then refetches nothing", async () => {
    const { source, handlers } = await start(undefined, () => '2031-01-01T10:00:00.000Z');
    expect(source().url).toBe('/api/events?ticket=ticket-1&since=2031-01-01T10%3A00%3A00.000Z');
    // The server replays what happened since: updates, not a refetch of everything.
    source().send('ready', {});
    source().send('update', update(6), 6);
    expect(handlers.onReset).not.toHaveBeenCalled();
    expect(handlers.onUpdate).toHaveBeenCalledTimes(1);
    // A later stream resumes from the last id, not from the moment.
    source().fail(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(source().url).toBe('/api/events?ticket=ticket-2&lastEventId=6');
    // Too much since then: the server's reset still refetches everything.
    source().send('reset', {}, 300);
    expect(handlers.onReset).toHaveBeenCalledTimes(1);
  });

  it('refetches everything on the first stream when the moment is not known yet', async () => {
    const { source, handlers } = await start(undefined, () => null);
    expect(source().url).toBe('/api/events?ticket=ticket-1');
    source().send('ready', {}, 5);
    expect(handlers.onReset).toHaveBeenCalledTimes(1);
  });

  it('passes a reset on (refetch everything) and stops for good when closed', async () => {
    const { source, handlers, stop } = await start();
    source().send('ready', {}, 5);
    source().send('reset', {}, 99);
    expect(handlers.onReset).toHaveBeenCalledTimes(2);
    stop();
    expect(source().readyState).toBe(FakeEventSource.CLOSED);
    source().fail(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('stops trying once the session is over (the ticket is refused with 401)', async () => {
    let calls = 0;
    openEventStream(
      { onUpdate: vi.fn(), onReset: vi.fn() },
      {
        fetchTicket: async () => {
          calls += 1;
          throw new ApiError(401, 'Invalid or expired token');
        },
        isSignedOut,
        EventSource: FakeEventSource as unknown as typeof EventSource,
      },
    );
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toBe(1);
    expect(FakeEventSource.opened).toHaveLength(0);
  });
});
