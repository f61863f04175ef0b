import type { Locale } from './i18n';

/** Each language's name in itself, as a language picker lists it (never translated). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español', ja: '日本語', ar: 'العربية' };
