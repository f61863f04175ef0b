/**
 * The calls the signed-in shell makes on every page, whatever the page shows: the bell's unread
 * count and the live event stream (its ticket, then the stream). "A page loads from one request"
 * is about the page's own data.
 */
const SHELL_CALLS = new Set(['GET /api/notifications/unread-count', 'POST /api/events/ticket', 'GET /api/events']);

export const isShellCall = (call: string): boolean => SHELL_CALLS.has(call);
