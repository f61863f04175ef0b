// The pseudo-locale walk's tools (issue 38): every message of the catalogue written accented, about
// 40% longer and in brackets ("[Şħǿǿẇ ƥȧȧşşẇǿǿřḓ]", FormatJS's en-XA, compiled by scripts/i18n.mjs),
// so text that did not come from the catalogue stands out, and text that does not fit its box
// overflows. The production build offers only the shipped languages, so a Spanish browser is given
// the pseudo catalogue in place of Spanish's (dates and numbers stay Spanish, through Intl).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Page, Response } from 'playwright-core';
import { LOCALE_NAMES } from '@lyceum/shared/i18n-names';
import type { Say } from './screens';

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const english = JSON.parse(readFileSync(at('../../../../packages/shared/lang/en.json'), 'utf8')) as Record<string, string>;
/** Written by the build (`npm run build` compiles the catalogues first). */
const compiledDir = at('../../src/lib/i18n/compiled/');
const pseudoCatalogue = readFileSync(`${compiledDir}en-XA.json`, 'utf8');
const pseudo = JSON.parse(pseudoCatalogue) as Record<string, string | MessageFormatElement[]>;

/** The browser's language: its catalogue is the one replaced by the pseudo-locale's. */
export const PSEUDO_CARRIER = 'es';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** English messages with plain {placeholders}, as patterns that find the values in a rendered text. */
const templates = Object.entries(english)
  .filter(([, message]) => /\{\w+\}/.test(message) && !/\{\w+,/.test(message))
  .map(([id, message]) => {
    const names = [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
    const pattern = new RegExp(`^${message.split(/\{\w+\}/).map(escapeRegExp).join('(.+?)')}$`);
    return { id, names, pattern };
  });

function render(id: string, values: Record<string, string> = {}): string {
  const message = pseudo[id];
  if (message === undefined) throw new Error(`the pseudo catalogue has no ${id}`);
  if (typeof message === 'string') return message;
  return String(new IntlMessageFormat(message, 'en').format(values));
}

/** What the pseudo-locale shows for an English text of the catalogue (whole, or a template filled in). */
export const sayPseudo: Say = (text) => {
  const exact = Object.entries(english).find(([id, message]) => message === text && !id.startsWith('server.'));
  if (exact) return render(exact[0]);
  for (const { id, names, pattern } of templates) {
    const match = pattern.exec(text);
    if (match && !id.startsWith('server.')) return render(id, Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])));
  }
  throw new Error(`no message of the catalogue reads "${text}"`);
};

/** Serves the pseudo catalogue whenever the page asks for Spanish's. */
export async function routePseudoCatalogue(page: Page): Promise<void> {
  await page.route(`**/assets/${PSEUDO_CARRIER}-*.json`, (route) => route.fulfill({ contentType: 'application/json', body: pseudoCatalogue }));
}

const words = (text: string) => text.match(/\p{L}[\p{L}\p{M}'’]*/gu) ?? [];

/** Adds the words of `texts` (HTML tags aside) to `seen`, lower-cased. */
export function recordWords(seen: Set<string>, ...texts: string[]): void {
  for (const text of texts) for (const word of words(text.replace(/<[^>]*>/g, ' '))) seen.add(word.toLowerCase());
}

/**
 * Words people or the server wrote: every string of every JSON answer of the API the page has
 * read (titles, names, emails, rich text, file names...), which no catalogue holds.
 */
export function recordDataWords(page: Page): Set<string> {
  const seen = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') recordWords(seen, value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  page.on('response', (response: Response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/') || !(response.headers()['content-type'] ?? '').includes('json')) return;
    response.json().then(collect, () => undefined);
  });
  return seen;
}

/** Words Intl writes in the carrier language: month and day names, "de", "a. m.", relative times. */
function intlWords(locale: string): Set<string> {
  const found = new Set<string>();
  const add = (text: string) => words(text).forEach((word) => found.add(word.toLowerCase()));
  const dates = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 1 + month, 9 + month)));
  for (const date of dates) {
    for (const style of ['full', 'long', 'medium', 'short'] as const) add(new Intl.DateTimeFormat(locale, { dateStyle: style, timeStyle: 'short' }).format(date));
    add(new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(date));
    add(new Intl.DateTimeFormat(locale, { month: 'long' }).format(date));
  }
  for (const unit of ['second', 'minute', 'hour', 'day', 'week', 'month', 'year'] as const) {
    for (const numeric of ['auto', 'always'] as const) {
      for (const amount of [-2, -1, 0, 1, 2, 5]) add(new Intl.RelativeTimeFormat(locale, { numeric }).format(amount, unit));
    }
  }
  add(new Intl.ListFormat(locale).format(['a', 'b', 'c']));
  for (const zone of Intl.supportedValuesOf('timeZone')) add(zone.replaceAll('_', ' '));
  return found;
}

/**
 * Names no catalogue translates: the product's, each language's own (the language picker), the
 * programming languages of the editor's code-block menu (features/content/lib/editor-config.ts),
 * and the key of the toast region's shortcut, which sonner adds to its label ("alt+T").
 */
const NAMES = ['lyceum', 'bash', 'diff', 'java', 'javascript', 'markdown', 'python', 'ruby', 'alt'];
const ALLOWED = new Set([...intlWords(PSEUDO_CARRIER), ...NAMES, ...Object.values(LOCALE_NAMES).flatMap((name) => words(name.toLowerCase()))]);

/**
 * Visible text, and the names and hints controls carry (aria-label, title, placeholder, alt), that
 * is neither the catalogue's (in brackets) nor data (dataWords) nor Intl's: one line per text, with
 * its words that came from nowhere. Initials and acronyms (AL, PDF) pass.
 */
export async function textNotFromCatalogue(page: Page, dataWords: Set<string>): Promise<string[]> {
  const { body, attributes } = await page.evaluate(() => {
    const visible = (el: Element) => (el as HTMLElement).checkVisibility?.({ visibilityProperty: true }) ?? true;
    const attributes = [...document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')]
      .filter(visible)
      .flatMap((el) => ['aria-label', 'title', 'placeholder', 'alt'].map((name) => el.getAttribute(name) ?? ''));
    return { body: document.body.innerText, attributes: [...attributes, document.title] };
  });
  const problems: string[] = [];
  // A message may span lines (a value in its own block): brackets are matched over the whole text,
  // and may hold a value that holds brackets, so innermost pairs go until none is left.
  const unbracketed = (text: string) => {
    let rest = text;
    for (let before = ''; before !== rest; ) [before, rest] = [rest, rest.replace(/\[[^[\]]*\]/g, ' ')];
    return rest;
  };
  for (const text of [...unbracketed(body).split('\n'), ...attributes.map(unbracketed)]) {
    const stray = words(text).filter((word) => {
      const lower = word.toLowerCase();
      return !dataWords.has(lower) && !ALLOWED.has(lower) && !/^\p{Lu}{1,4}$/u.test(word);
    });
    if (stray.length > 0) problems.push(`"${text.trim().slice(0, 80)}": ${stray.join(' ')}`);
  }
  return [...new Set(problems)];
}

/**
 * Text that spills out of its box: an element whose own text is wider than it while its overflow is
 * visible (a button or badge the longer text no longer fits). Clipped text with no way to read it
 * is support/cut-text.ts's.
 */
export function overflowingText(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((el) => {
        if (![...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())) return false;
        if (el.closest('[inert], [aria-hidden="true"], .sr-only, .ql-editor, .rich-text')) return false;
        const style = getComputedStyle(el);
        if (style.display === 'inline' || style.overflowX !== 'visible') return false;
        return el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1;
      })
      .map((el) => `${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 60)}" (${el.scrollWidth} px of text in ${el.clientWidth} px)`),
  );
}
