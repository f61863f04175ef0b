#!/usr/bin/env node
// The message catalogue's tools (docs/translating.md), all through FormatJS's own CLI (@formatjs/cli):
//
//   node scripts/i18n.mjs extract   the English catalogue, packages/shared/lang/en.json, from the code:
//                                   every defineMessages({ key: { id, defaultMessage } }) in
//                                   apps/web/src, apps/server/src and packages/shared/src
//   node scripts/i18n.mjs compile   the web app's catalogues, precompiled to ASTs (so the browser needs
//                                   no ICU parser): apps/web/src/lib/i18n/compiled/<locale>.json for
//                                   es, ja, ar and the pseudo-locale en-XA; server messages (ids
//                                   starting `server.`) stay out of them. Build output, not committed;
//                                   the web build runs it (apps/web/vite-plugin-messages.ts)
//   node scripts/i18n.mjs check     a step of `npm test`: fails when en.json is not what the code
//                                   defines (a missing or an unused message), when a locale lacks a
//                                   message or has one en.json does not, or when a message is not
//                                   valid ICU or lacks or adds a placeholder of the English one
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lang = join(root, 'packages/shared/lang');
const compiled = join(root, 'apps/web/src/lib/i18n/compiled');
const SOURCE = 'en';
const PSEUDO = 'en-XA';
const SOURCE_DIRS = ['apps/web/src', 'apps/server/src', 'packages/shared/src'];
/** Ids of messages only the server formats (emails, notifications, feeds): never sent to browsers. */
const SERVER_PREFIX = 'server.';

const formatjs = (args) => {
  const result = spawnSync(join(root, 'node_modules/.bin/formatjs'), args, { cwd: root, encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() };
};

/** The files that define messages (the extractor needs only them; tests define none). */
function messageFiles() {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'compiled') walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && readFileSync(path, 'utf8').includes('defineMessages(')) {
        files.push(relative(root, path));
      }
    }
  };
  for (const dir of SOURCE_DIRS) walk(join(root, dir));
  return files.sort();
}

const sorted = (catalogue) => Object.fromEntries(Object.entries(catalogue).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const locales = () =>
  readdirSync(lang)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length));

/** What the code defines, id -> English message; throws on a file the extractor cannot read. */
function extracted() {
  const dir = mkdtempSync(join(tmpdir(), 'lyceum-i18n-'));
  try {
    const out = join(dir, 'en.json');
    const files = messageFiles();
    const { ok, output } = formatjs(['extract', ...files, '--format', 'simple', '--throws', '--out-file', out]);
    if (!ok) throw new Error(`formatjs extract failed:\n${output}`);
    return { messages: readJson(out), files };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function extract() {
  const { messages, files } = extracted();
  writeFileSync(join(lang, `${SOURCE}.json`), `${JSON.stringify(sorted(messages), null, 2)}\n`);
  console.log(`i18n: ${Object.keys(messages).length} messages from ${files.length} files -> packages/shared/lang/${SOURCE}.json`);
}

function compile() {
  mkdirSync(compiled, { recursive: true });
  const dir = mkdtempSync(join(tmpdir(), 'lyceum-i18n-'));
  try {
    const targets = [...locales().filter((l) => l !== SOURCE).map((l) => ({ locale: l, from: l, pseudo: [] })), { locale: PSEUDO, from: SOURCE, pseudo: ['--pseudo-locale', PSEUDO] }];
    for (const { locale, from, pseudo } of targets) {
      const out = join(dir, `${locale}.json`);
      const { ok, output } = formatjs(['compile', join(lang, `${from}.json`), '--ast', '--format', 'simple', ...pseudo, '--out-file', out]);
      if (!ok) throw new Error(`formatjs compile ${from}.json failed:\n${output}`);
      // A message of text alone is that text (apps/web/src/lib/i18n/i18n-context.ts shows it as it is).
      const web = Object.fromEntries(
        Object.entries(readJson(out))
          .filter(([id]) => !id.startsWith(SERVER_PREFIX))
          .map(([id, ast]) => [id, ast.every((element) => element.type === 0) ? ast.map((element) => element.value).join('') : ast]),
      );
      writeFileSync(join(compiled, `${locale}.json`), JSON.stringify(sorted(web)));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function check() {
  const problems = [];
  const { messages: code, files } = extracted();
  const catalogue = readJson(join(lang, `${SOURCE}.json`));
  for (const id of Object.keys(code)) {
    if (!(id in catalogue)) problems.push(`${id}: defined in the code but missing from ${SOURCE}.json (run \`node scripts/i18n.mjs extract\`)`);
    else if (catalogue[id] !== code[id]) problems.push(`${id}: ${SOURCE}.json differs from the code (run \`node scripts/i18n.mjs extract\`)`);
  }
  for (const id of Object.keys(catalogue)) if (!(id in code)) problems.push(`${id}: unused (in ${SOURCE}.json, no longer in the code; run \`node scripts/i18n.mjs extract\`)`);
  // The server's messages never reach a browser: their ids say so, and only the server defines them.
  for (const file of files) {
    const server = file.startsWith('apps/server/');
    const text = readFileSync(join(root, file), 'utf8');
    for (const [, id] of text.matchAll(/\bid:\s*'([^']+)'/g)) {
      if (server !== id.startsWith(SERVER_PREFIX)) problems.push(`${id} (${file}): ids of server messages start with "${SERVER_PREFIX}", and only theirs do`);
    }
  }
  // Every locale has exactly en.json's messages, each valid ICU with the same placeholders, plurals and tags.
  const { ok, output } = formatjs(['verify', '--source-locale', SOURCE, '--missing-keys', '--extra-keys', '--structural-equality', ...locales().map((l) => join(lang, `${l}.json`))]);
  if (!ok) problems.push(output);
  // The source itself parses (verify compares the others against it).
  const compiledSource = formatjs(['compile', join(lang, `${SOURCE}.json`), '--ast', '--format', 'simple']);
  if (!compiledSource.ok) problems.push(compiledSource.output);
  if (problems.length > 0) {
    console.error(`i18n check failed:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`i18n: ${Object.keys(code).length} messages, ${locales().length} locales (${locales().join(', ')}): none missing, unused or malformed`);
}

const command = process.argv[2];
try {
  if (command === 'extract') extract();
  else if (command === 'compile') compile();
  else if (command === 'check') check();
  else {
    console.error('usage: node scripts/i18n.mjs extract|compile|check');
    process.exit(2);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
