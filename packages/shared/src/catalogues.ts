import ar from '../lang/ar.json';
import en from '../lang/en.json';
import es from '../lang/es.json';
import ja from '../lang/ja.json';
import type { Locale } from './i18n';

/**
 * Every locale's whole catalogue, as ICU source text: for the server, which formats emails,
 * notifications and feeds in each recipient's language. The web app never imports this: it loads
 * one precompiled catalogue, of its own messages, at a time (apps/web/src/lib/i18n/locale.ts).
 */
export const CATALOGUES: Record<Locale, Record<string, string>> = { en, es, ja, ar };
