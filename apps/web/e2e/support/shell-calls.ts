/**
 * The calls the signed-in shell makes on every page, whatever the page shows: the bell's unread
 * count, the live event stream (its ticket, then the stream) and the profile (the language the
 * user reads, features/profile/components/profile-locale.tsx). "A page loads from one request"
 * is about the page's own data.
 */
const SHELL_CALLS = new Set(['GET /api/notifications/unread-count', 'POST /api/events/ticket', 'GET /api/events', 'GET /api/auth/me']);

export const isShellCall = (call: string): boolean => SHELL_CALLS.has(call);
