/**
 * The earliest moment, by the server's clock, at which this tab can have read anything it shows:
 * the tab's first event stream asks the server for what happened from then on (lib/event-stream.ts),
 * instead of reading every query again when it opens.
 *
 * Each answer's `Date` header is the server's time as it answered, to the second below; the read
 * behind it began no earlier than that less the whole round trip as the tab timed it. The earliest
 * of those, less a margin for server processes' clocks and writes committed out of order, is never
 * later than any read the tab made.
 */
const MARGIN_MS = 2_000;

let earliest: number | null = null;

/** Notes an API answer to a request sent at `sentAt` (performance.now()); one without a Date says nothing. */
export function noteServerAnswer(response: Response, sentAt: number): void {
  const date = Date.parse(response.headers.get('date') ?? '');
  if (Number.isNaN(date)) return;
  const readFrom = date - (performance.now() - sentAt) - MARGIN_MS;
  if (earliest === null || readFrom < earliest) earliest = readFrom;
}

/** The moment noted (ISO), or null before the tab's first answer. */
export function firstReadAt(): string | null {
  return earliest === null ? null : new Date(earliest).toISOString();
}

/** Forgets what was noted (for tests). */
export function resetServerClock(): void {
  earliest = null;
}
