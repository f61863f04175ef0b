import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { DEFAULT_LOCALE, LOCALES, PSEUDO_LOCALE, isLocale, negotiateLocale, textDirection, type Locale } from '@lyceum/shared/i18n';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/** A language the web app can show: a shipped one, or (development builds only) the pseudo-locale. */
export type WebLocale = Locale | typeof PSEUDO_LOCALE;
export type Catalogue = Record<string, MessageFormatElement[]>;

/** The pseudo-locale is for developers: offered and honoured only in development builds. */
export const WEB_LOCALES: readonly WebLocale[] = import.meta.env.DEV ? [...LOCALES, PSEUDO_LOCALE] : LOCALES;

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
  return negotiateLocale(navigator.languages) ?? DEFAULT_LOCALE;
}

export function rememberLocale(locale: WebLocale): void {
  try {
    localStorage.setItem(STORAGE_KEYS.locale, locale);
  } catch {
    // Not remembered: the next visit starts from the browser's languages again.
  }
}

/** `<html lang dir>`: screen readers pick their voice by it, and the layout mirrors for Arabic. */
export function applyLocale(locale: WebLocale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = textDirection(locale);
}

const loading = new Map<WebLocale, Promise<Catalogue | null>>();

/**
 * The compiled catalogue of a locale, downloaded once, on demand: each is a chunk of its own
 * (scripts/i18n.mjs compile writes them), so a browser fetches only the language it shows.
 * English needs none: its texts are the code's own (already parsed by the build).
 */
export function loadCatalogue(locale: WebLocale): Promise<Catalogue | null> {
  if (locale === DEFAULT_LOCALE) return Promise.resolve(null);
  let pending = loading.get(locale);
  if (!pending) {
    pending = import(`./compiled/${locale}.json`).then((module: { default: Catalogue }) => module.default);
    pending.catch(() => loading.delete(locale));
    loading.set(locale, pending);
  }
  return pending;
}
