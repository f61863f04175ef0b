import { isHttpUrl } from '@lyceum/shared/common';
import { LIMITS } from '@lyceum/shared/limits';

export interface LinkDraft {
  url: string;
  /** Blank when none was given: the URL is shown instead. */
  name: string;
  host: string;
}

export const LINK_URL_INVALID = 'Enter a web address that starts with http:// or https://';
export const LINK_NAME_TOO_LONG = `The name must be at most ${LIMITS.linkName} characters`;

/**
 * A link typed into the attachments editor, checked by the rule the server applies (httpUrlSchema:
 * at most LIMITS.url characters as typed, then trimmed, an http(s) URL), with the host shown
 * beside it: the browser's URL parser writes an internationalised name in punycode, as the
 * server does, so a look-alike address shows.
 */
export function parseLinkDraft(urlText: string, nameText: string): { link: LinkDraft } | { error: string } {
  const url = urlText.trim();
  if ([...urlText].length > LIMITS.url || !isHttpUrl(url)) return { error: LINK_URL_INVALID };
  const name = nameText.trim();
  if ([...name].length > LIMITS.linkName) return { error: LINK_NAME_TOO_LONG };
  return { link: { url, name, host: new URL(url).host } };
}
