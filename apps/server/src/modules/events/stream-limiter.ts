import { ExpiringMap } from '../../lib/expiring-map';

/**
 * A tab opens one stream and opens it again after a lost connection (EventSource waits a few
 * seconds between tries), so even ten tabs through a restart of the server stay far below the
 * default 30 a minute (EVENT_STREAMS_PER_MINUTE); a client reconnecting in a loop is refused with
 * 429 before any database work. Counted per process: behind a load balancer a user may open that
 * many on each.
 */
const WINDOW_MS = 60_000;
/** Users counted at once; a count is a few dozen bytes. */
const CAPACITY = 50_000;

/** A fixed one-minute window per user, in this process's memory. */
export class StreamLimiter {
  private readonly windows = new ExpiringMap<{ count: number; resetAtMs: number }>(CAPACITY);

  constructor(private readonly perMinute: number) {}

  /** Counts an opening; answers the milliseconds to wait when over the limit, else 0. */
  take(userId: string, now = Date.now()): number {
    const window = this.windows.get(userId, now);
    if (!window) {
      this.windows.set(userId, { count: 1, resetAtMs: now + WINDOW_MS }, now + WINDOW_MS);
      return 0;
    }
    window.count += 1;
    return window.count > this.perMinute ? window.resetAtMs - now : 0;
  }
}
