// The pseudo-locale walk's tools (issue 38): every message of the catalogue written accented, about
// 40% longer and in brackets ("[Şħǿǿẇ ƥȧȧşşẇǿǿřḓ]", FormatJS's en-XA, compiled by scripts/i18n.mjs),
// so text that did not come from the catalogue stands out, and text that does not fit its box
// overflows. The production build offers only the shipped languages, so a Spanish browser is given
// the pseudo catalogue in place of Spanish's (dates and numbers stay Spanish, through Intl).
import type { Page, Response } from 'playwright-core';
import { LOCALE_NAMES } from '@lyceum/shared/i18n-names';
import { compiledCatalogue, sayIn } from './catalogue-text';

const pseudoCatalogue = compiledCatalogue('en-XA');

/** The browser's language: its catalogue is the one replaced by the pseudo-locale's. */
export const PSEUDO_CARRIER = 'es';

/** What the pseudo-locale shows for an English text of the catalogue. */
export const sayPseudo = sayIn('en-XA');

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
    const known = (lower: string) => dataWords.has(lower) || ALLOWED.has(lower);
    const stray = words(text).filter((word) => {
      const lower = word.toLowerCase();
      if (known(lower) || /^\p{Lu}{1,4}$/u.test(word)) return false;
      // innerText runs two blocks of a line-clamped preview together ("MeasureTime"): two data words.
      return ![...lower].some((_, i) => i > 0 && known(lower.slice(0, i)) && known(lower.slice(i)));
    });
    if (stray.length > 0) problems.push(`"${text.trim().slice(0, 80)}": ${stray.join(' ')}`);
  }
  return [...new Set(problems)];
}
