/**
 * Languages and their choice, free of zod so the web entry (main.ts) can import it; the request
 * and response schemas are in i18n-schemas.ts.
 */
/**
 * The languages Lyceum ships (docs/translating.md says how a school adds one). Each has a catalogue
 * in packages/shared/lang/<locale>.json; English is the source, extracted from the code.
 */
export const LOCALES = ['en', 'es', 'ja', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * The development pseudo-locale: English accented, some 40% longer and bracketed, so text that
 * is not from the catalogue, or that a box clips, shows at a glance. Compiled from en.json, never
 * stored; offered by the web app in development builds only.
 */
export const PSEUDO_LOCALE = 'en-XA';

/**
 * The cookie in which the web app keeps the language it last showed (as it keeps it in
 * localStorage), so the server, sending index.html, can have the browser fetch that language's
 * catalogue beside the app's script. Not secret, and never trusted beyond that hint.
 */
export const LOCALE_COOKIE = 'lyceum-locale';

const RTL = new Set(['ar', 'he', 'fa', 'ur']);

/** The writing direction of a locale, for `<html dir>`. */
export const textDirection = (locale: string): 'ltr' | 'rtl' => (RTL.has(locale.split('-')[0]?.toLowerCase() ?? '') ? 'rtl' : 'ltr');

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The first shipped language of a list of language tags (`navigator.languages`): ["ja-JP", "en"] is `ja`. */
export function firstShipped(tags: readonly string[]): Locale | null {
  for (const tag of tags) {
    const language = tag.split('-')[0]?.toLowerCase();
    if (isLocale(language)) return language;
  }
  return null;
}

/**
 * The first shipped language of an Accept-Language header, by quality then order:
 * "es-MX,es;q=0.9,en;q=0.8" is `es`; null when none is shipped.
 */
export function negotiateLocale(accepted: string | undefined | null): Locale | null {
  if (!accepted) return null;
  const ranges = accepted
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((range) => range.tag && range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return firstShipped(ranges.map((range) => range.tag));
}

/**
 * Whose language a person reads: their own choice (Settings), else their browser's
 * (Accept-Language), else the school's default (the admin's setting), else English.
 */
export function resolveLocale(choices: { user?: string | null; acceptLanguage?: string | null; school?: string | null }): Locale {
  if (isLocale(choices.user)) return choices.user;
  return negotiateLocale(choices.acceptLanguage) ?? (isLocale(choices.school) ? choices.school : DEFAULT_LOCALE);
}
