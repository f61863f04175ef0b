/**
 * Server-sent events on the wire (the HTML standard's text/event-stream): `id:` sets where the
 * browser resumes (its Last-Event-ID), `event:` names the listener, `data:` is one line of JSON
 * (JSON.stringify escapes every line break, so one line is always enough).
 */
export function sseMessage(event: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** How long the browser waits before reconnecting a lost stream, in ms. */
export const RECONNECT_AFTER_MS = 3_000;
export const RETRY_LINE = `retry: ${RECONNECT_AFTER_MS}\n\n`;

/** A comment line: keeps proxies and load balancers from closing an idle stream, and finds dead ones. */
export const HEARTBEAT = ': ping\n\n';

/**
 * A Last-Event-ID (header or query): an event id of ours, or absent. Anything else is the
 * client's mistake (400): a stream cannot resume from a position it never had.
 */
export function parseLastEventId(value: string | undefined): number | null | 'invalid' {
  if (value === undefined || value === '') return null;
  if (!/^\d{1,15}$/.test(value)) return 'invalid';
  return Number(value);
}
