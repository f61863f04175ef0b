// What a screen shows, in another language, for one of its English texts (screens.ts's `say`):
// the message of the catalogue whose English it is (whole, or a template with plain {placeholders}
// filled in from the English), rendered from the build's compiled catalogue of that language.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Say } from './screens';

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const english = JSON.parse(readFileSync(at('../../../../packages/shared/lang/en.json'), 'utf8')) as Record<string, string>;
/** Written by the build (`npm run build` compiles the catalogues first), one file per language. */
export const compiledCatalogue = (locale: string): string => readFileSync(at(`../../src/lib/i18n/compiled/${locale}.json`), 'utf8');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const webMessages = Object.entries(english).filter(([id]) => !id.startsWith('server.'));

/** English messages with plain {placeholders}, as patterns that find the values in a rendered text. */
const templates = webMessages
  .filter(([, message]) => /\{\w+\}/.test(message) && !/\{\w+,/.test(message))
  .map(([id, message]) => {
    const names = [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
    const pattern = new RegExp(`^${message.split(/\{\w+\}/).map(escapeRegExp).join('(.+?)')}$`);
    return { id, names, pattern };
  });

/**
 * A text as a pattern in which the direction isolates (U+2066-2069) a right-to-left page puts
 * around names may sit anywhere: `getByRole('link', { name: isolated('إضافة مادة إلى Mechanics') })`.
 */
const ISOLATES = '[\\u2066-\\u2069]*';
export const isolatedPattern = (text: string): string => `${ISOLATES}${[...text.replace(/[\u2066-\u2069]/g, '')].map(escapeRegExp).join(ISOLATES)}${ISOLATES}`;
export const isolated = (text: string): RegExp => new RegExp(`^${isolatedPattern(text)}$`);

/**
 * The `say` of a language. Several messages may share one English text with different
 * translations, so every one is rendered. The pseudo-locale's are all alike (a string); a real
 * language's are matched as a pattern, which also lets the direction isolates (U+2066-2069) the
 * app puts around names in right-to-left sentences sit anywhere.
 */
export function sayIn(locale: string): Say {
  const compiled = JSON.parse(compiledCatalogue(locale)) as Record<string, string | MessageFormatElement[]>;
  const render = (id: string, values: Record<string, string> = {}): string => {
    const message = compiled[id];
    if (message === undefined) throw new Error(`the ${locale} catalogue has no ${id}`);
    return typeof message === 'string' ? message : String(new IntlMessageFormat(message, locale === 'en-XA' ? 'en' : locale).format(values));
  };
  return (text) => {
    let shown = webMessages.filter(([, message]) => message === text).map(([id]) => render(id));
    if (shown.length === 0) {
      shown = templates.flatMap(({ id, names, pattern }) => {
        const match = pattern.exec(text);
        return match ? [render(id, Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])))] : [];
      });
    }
    if (shown.length === 0) throw new Error(`no message of the catalogue reads "${text}"`);
    if (locale === 'en-XA') return shown[0]!;
    return new RegExp([...new Set(shown)].map(isolatedPattern).join('|'));
  };
}

/**
 * The English messages of the catalogue a text shows though the page is in `locale`: each text
 * message (no {placeholder}) of five letters or more whose translation differs from its English,
 * found as whole words. What people wrote (names, titles) is not the catalogue's: leave it out of
 * `text` first, or an English title that happens to read like a message would count.
 */
export function englishLeftIn(locale: string, text: string): string[] {
  const compiled = JSON.parse(compiledCatalogue(locale)) as Record<string, string | MessageFormatElement[]>;
  const left = new Set<string>();
  for (const [id, message] of webMessages) {
    if (message.length < 5 || /[{}<]/.test(message) || compiled[id] === message) continue;
    if (new RegExp(`(^|[^\\p{L}])${escapeRegExp(message)}($|[^\\p{L}])`, 'u').test(text)) left.add(message);
  }
  return [...left];
}
