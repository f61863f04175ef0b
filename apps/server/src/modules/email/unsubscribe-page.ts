import { appUrl, escapeHtml } from './email-text';

/**
 * The two small pages of an unsubscribe link opened in a browser. They are /api answers, under the
 * API's policy (`default-src 'none'`): no script, no style, no image; a form may still post to
 * its own address (form-action is not governed by default-src). A GET changes nothing (mail
 * scanners open links); the button posts, as a mail client's one-click does.
 */
function page(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(title)} · Lyceum</title></head>`,
    `<body><main><h1>${escapeHtml(title)}</h1>`,
    body,
    '</main></body></html>',
    '',
  ].join('\n');
}

const settingsLink = (publicUrl: string) => `<p><a href="${escapeHtml(appUrl(publicUrl, '/dashboard/profile'))}">Change all your notification choices in Settings</a></p>`;

/** GET: what the link stops, and the button that stops it. */
export function confirmPage(what: string, token: string, publicUrl: string): string {
  const action = `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
  return page(
    'Stop these emails?',
    [
      `<p>You will no longer get emails about ${escapeHtml(what)}. What you also chose to see in the app stays there.</p>`,
      `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
      settingsLink(publicUrl),
    ].join('\n'),
  );
}

/** POST: done. */
export function donePage(what: string, publicUrl: string): string {
  return page('You are unsubscribed', [`<p>You will no longer get emails about ${escapeHtml(what)}.</p>`, settingsLink(publicUrl)].join('\n'));
}
