import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { DEFAULT_LOCALE, LOCALE_COOKIE, PSEUDO_LOCALE, firstShipped, isLocale, textDirection, type Locale } from '@lyceum/shared/i18n';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/** A language the web app can show: a shipped one, or (development builds only) the pseudo-locale. */
export type WebLocale = Locale | typeof PSEUDO_LOCALE;
/** A compiled catalogue: each message's AST, or its text when it has no placeholder. */
export type Catalogue = Record<string, string | MessageFormatElement[]>;

const isWebLocale = (value: unknown): value is WebLocale => isLocale(value) || (import.meta.env.DEV && value === PSEUDO_LOCALE);

/**
 * The language to start in, before any answer from the server: the last one this browser showed
 * (the user's choice or their profile's, remembered), else the browser's own, else English. The
 * signed-in shell then follows the profile's (which adds the school's default).
 */
export function initialLocale(): WebLocale {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.locale);
    if (isWebLocale(stored)) return stored;
  } catch {
    // Storage unavailable (a privacy setting): the browser's languages decide.
  }
  return firstShipped(navigator.languages) ?? DEFAULT_LOCALE;
}

/**
 * `<html lang dir>` (screen readers pick their voice by it, and the layout mirrors for Arabic),
 * and remembered: the next visit starts in it.
 */
export function applyLocale(locale: WebLocale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = textDirection(locale);
  rememberForServer(locale);
  try {
    localStorage.setItem(STORAGE_KEYS.locale, locale);
  } catch {
    // Not remembered: the next visit starts from the browser's languages again.
  }
}

/**
 * The same choice in a cookie, for the server: sending the next visit's index.html, it has the
 * browser download this language's catalogue beside the app's script (server plugins/catalogue-preload.ts).
 * A year, like the localStorage item it mirrors; SameSite=Lax, and Secure where the page is.
 */
function rememberForServer(locale: WebLocale): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

// Each compiled catalogue is a JSON file of the build (scripts/i18n.mjs compile writes them),
// fetched as data: no module to run. A new language is added here too (docs/translating.md).
const CATALOGUE_URLS: Partial<Record<WebLocale, string>> = {
  es: new URL('./compiled/es.json', import.meta.url).href,
  ja: new URL('./compiled/ja.json', import.meta.url).href,
  ar: new URL('./compiled/ar.json', import.meta.url).href,
  ...(import.meta.env.DEV ? { [PSEUDO_LOCALE]: new URL('./compiled/en-XA.json', import.meta.url).href } : {}),
};

const loading = new Map<WebLocale, Promise<Catalogue | null>>();

/**
 * The compiled catalogue of a locale, downloaded once, on demand: a browser fetches only the
 * language it shows. English needs none: its texts are the code's own (already parsed by the build).
 */
export function loadCatalogue(locale: WebLocale): Promise<Catalogue | null> {
  if (locale === DEFAULT_LOCALE) return Promise.resolve(null);
  let pending = loading.get(locale);
  if (!pending) {
    // A locale without a file, or a failed download, rejects (what the server sends instead is no JSON).
    pending = fetch(CATALOGUE_URLS[locale] ?? '/404').then((response) => response.json() as Promise<Catalogue>);
    pending.catch(() => loading.delete(locale));
    loading.set(locale, pending);
  }
  return pending;
}
