import type { Page } from 'playwright-core';

/**
 * The calls the signed-in shell makes on every page, whatever the page shows: the bell's unread
 * count, the live event stream (its ticket, then the stream) and the profile (the language the
 * user reads, features/profile/components/profile-locale.tsx). "A page loads from one request"
 * is about the page's own data.
 */
const SHELL_CALLS = new Set(['GET /api/notifications/unread-count', 'POST /api/events/ticket', 'GET /api/events', 'GET /api/auth/me']);

const isShellCall = (call: string): boolean => SHELL_CALLS.has(call);

/**
 * Records the page's own API calls from now on ("GET /api/dashboard"), up to the moment the tab's
 * event stream opens: what the stream then reads again (what changed since the page read it, or
 * everything after a reset: app/live-updates.ts) is the stream's doing, not the page's. On a
 * loaded machine the stream opened while a test was still checking the page, and its refetch was
 * counted as a second request of the page's.
 */
export function recordPageCalls(page: Page): string[] {
  const calls: string[] = [];
  let streamOpen = false;
  page.on('request', (request) => {
    const url = new URL(request.url());
    const call = `${request.method()} ${url.pathname}`;
    if (call === 'GET /api/events') streamOpen = true;
    if (!streamOpen && url.pathname.startsWith('/api/') && !isShellCall(call)) calls.push(call);
  });
  return calls;
}
