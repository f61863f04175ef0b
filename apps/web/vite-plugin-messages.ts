import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const script = fileURLToPath(new URL('../../scripts/i18n.mjs', import.meta.url));

/** `defaultMessage: '...'` (or "..."), as a string literal in a defineMessages call. */
const DEFAULT_MESSAGE = /\bdefaultMessage:\s*('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")/g;

/** The value of a plain JavaScript string literal, quotes and escapes as JSON would read them. */
function literalValue(literal: string): string {
  const body = literal.slice(1, -1);
  const quote = literal[0];
  return JSON.parse(`"${(quote === "'" ? body.replace(/\\'/g, "'") : body).replace(/(?<!\\)"/g, '\\"')}"`) as string;
}

/**
 * The message catalogue in the build (docs/translating.md):
 *  - at the start of every build and dev server, the catalogues are compiled to ASTs by FormatJS's
 *    CLI (scripts/i18n.mjs compile: one chunk per locale, lib/i18n/compiled/, loaded on demand);
 *  - in production builds, each English `defaultMessage` in a defineMessages call is replaced by
 *    its parsed form, and the ICU parser by FormatJS's parser-less build, so the browser only
 *    formats: no parser in the bundle (the same precompilation FormatJS's Babel plugin does).
 */
export function messages(): Plugin {
  let build = false;
  return {
    name: 'lyceum-messages',
    enforce: 'pre',
    config(_, { command }) {
      build = command === 'build';
      return build ? { resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser' }] } } : undefined;
    },
    buildStart() {
      const result = spawnSync(process.execPath, [script, 'compile'], { encoding: 'utf8' });
      if (result.status !== 0) this.error(`scripts/i18n.mjs compile failed:\n${result.stdout}${result.stderr}`);
    },
    transform(code, id) {
      if (!build || !/\.tsx?$/.test(id) || id.includes('/node_modules/') || !code.includes('defineMessages(')) return null;
      return {
        code: code.replace(DEFAULT_MESSAGE, (_, literal: string) => `defaultMessage: ${JSON.stringify(parse(literalValue(literal)))}`),
        map: null,
      };
    },
  };
}
