import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const script = fileURLToPath(new URL('../../scripts/i18n.mjs', import.meta.url));

const STRING = String.raw`('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")`;
/** `defaultMessage: '...'` (or "..."), a string literal in a defineMessages call. */
const DEFAULT_MESSAGE = new RegExp(String.raw`\bdefaultMessage:\s*${STRING}`, 'g');
/** `description: '...',`: for translators (extraction reads the source), not for browsers. */
const DESCRIPTION = new RegExp(String.raw`\bdescription:\s*${STRING},?`, 'g');

/** The value of a plain JavaScript string literal, quotes and escapes as JSON would read them. */
function literalValue(literal: string): string {
  const body = literal.slice(1, -1);
  const quote = literal[0];
  return JSON.parse(`"${(quote === "'" ? body.replace(/\\'/g, "'") : body).replace(/(?<!\\)"/g, '\\"')}"`) as string;
}

/** A message's parsed form; one of plain text only is that text (what lib/i18n/i18n-context.ts shows as it is). */
export function precompiled(message: string): string | MessageFormatElement[] {
  const ast = parse(message);
  return ast.every((element) => element.type === TYPE.literal) ? ast.map((element) => (element.type === TYPE.literal ? element.value : '')).join('') : ast;
}

/**
 * The message catalogue in the build (docs/translating.md):
 *  - at the start of every build and dev server, the catalogues are compiled to ASTs by FormatJS's
 *    CLI (scripts/i18n.mjs compile: one chunk per locale, lib/i18n/compiled/, loaded on demand);
 *  - each English `defaultMessage` in a defineMessages call is replaced by its parsed form and
 *    its `description` dropped, and production builds swap the ICU parser for FormatJS's
 *    parser-less build: the browser never parses ICU (what FormatJS's Babel plugin does with `ast`).
 */
export function messages(): Plugin {
  let build = false;
  return {
    name: 'lyceum-messages',
    enforce: 'pre',
    config(_, { command }) {
      build = command === 'build';
      return build ? { resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] } } : undefined;
    },
    buildStart() {
      const result = spawnSync(process.execPath, [script, 'compile'], { encoding: 'utf8' });
      if (result.status !== 0) this.error(`scripts/i18n.mjs compile failed:\n${result.stdout}${result.stderr}`);
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('/node_modules/') || !code.includes('defineMessages(')) return null;
      return {
        code: code
          .replace(DEFAULT_MESSAGE, (_, literal: string) => `defaultMessage: ${JSON.stringify(precompiled(literalValue(literal)))}`)
          .replace(DESCRIPTION, ''),
        map: null,
      };
    },
  };
}
