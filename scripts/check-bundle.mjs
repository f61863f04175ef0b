#!/usr/bin/env node
// Bundle budget (issue 7, "Web"): the JavaScript a browser must download before it can show the
// sign-in page and the dashboard, gzipped, against 120 kB and 180 kB; and Quill and highlight.js
// only in lazy chunks. Run after `npm run build`: `npm run check:bundle`; exits 1 over budget.
// A step of `npm test`, right after the build.
//
// How the initial set is computed, from Vite's manifest (apps/web/dist/.vite/manifest.json):
//  - every script index.html loads or modulepreloads (the small entry, src/main.ts, and the app,
//    src/app/start.tsx: apps/web/vite-plugin-startup.ts) and, transitively, their `imports`;
//  - per route, the lazy modules that must arrive before that URL can render (listed in ROUTES
//    below) and, transitively, their `imports`: every route element React.lazy loads for the URL
//    (the entry preloads them all at once: apps/web/src/app/route-start.ts), plus anything the
//    app awaits before rendering it.
// Not counted: `dynamicImports` fetched later, on demand or once the page has loaded and the
// browser is idle (DEFERRED below: the toast outlet, the shell's menus and sheet, which the page
// renders without; printed for the record), and CSS (not JavaScript).
// Sizes are gzip level 9 (what the server sends when the browser takes gzip: the build writes
// .gz and .br files beside each asset, and brotli is smaller still); 1 kB = 1000 bytes, as
// Vite's build output prints them.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');

// The lazy modules each route needs before it renders: see apps/web/src/app/router.tsx (every
// route matching the URL). A rename there fails
// this check below rather than silently measuring less.
const ROUTES = [
  // Signed out: no stored session, so nothing is awaited before the page.
  { name: 'sign-in (/login)', budgetKb: 120, lazy: ['src/features/auth/pages/login-page.tsx'] },
  {
    name: 'dashboard (/dashboard)',
    budgetKb: 180,
    lazy: [
      'src/app/layouts/dashboard-layout.tsx',
      'src/features/dashboard/pages/dashboard-page.tsx',
    ],
  },
];

// Loaded through deferredModule (apps/web/src/lib/deferred-module.ts) once the page has loaded and
// the browser is idle, or when first used; not needed to render. What they add is printed.
const DEFERRED = [
  { key: 'src/components/ui/sonner.tsx', routes: [0, 1] }, // the toast outlet, on every page
  { key: 'src/components/ui/dropdown-menu.tsx', routes: [1] }, // the shell's user and theme menus
  { key: 'src/components/ui/sheet.tsx', routes: [1] }, // the shell's navigation sheet (phones)
  { key: 'src/features/notifications/components/notification-popover.tsx', routes: [1] }, // the bell's list
  { key: 'src/app/live-updates.ts', routes: [1] }, // the event stream and what it refreshes
];

// Text only the library's own code contains (its error messages), to find its chunk whatever
// the bundler names it.
const LAZY_LIBRARIES = [
  { name: 'Quill', markers: ['[Parchment]', 'ql-editor'] },
  { name: 'highlight.js', markers: ['Falling back to no-highlight mode', 'Language definition for'] },
];

if (!existsSync(manifestPath)) {
  console.error(`check-bundle: ${manifestPath} is missing; run \`npm run build\` first (build.manifest in vite.config.ts).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const failures = [];

const gzipBytes = new Map();
const sizeOf = (file) => {
  if (!gzipBytes.has(file)) {
    const bytes = readFileSync(join(dist, file));
    // What the server sends a browser that takes brotli: the build's .br copy, or the file itself.
    const brotli = existsSync(join(dist, `${file}.br`)) ? readFileSync(join(dist, `${file}.br`)).length : bytes.length;
    gzipBytes.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli });
  }
  return gzipBytes.get(file);
};

/** The chunk files of `key` and of everything it statically imports, transitively. */
function staticClosure(key, files = new Set(), seen = new Set()) {
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) {
    failures.push(`${key} is not in the manifest (renamed? update ROUTES in scripts/check-bundle.mjs)`);
    return files;
  }
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files, seen);
  return files;
}

// Every script index.html loads or modulepreloads itself, on every page, before any route's.
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const pageScripts = [...html.matchAll(/<(?:script|link)\b([^>]*)>/g)]
  .map(([tag, attrs]) => ({ tag, src: /\b(?:src|href)="\/?([^"]+\.m?js)"/.exec(attrs)?.[1] }))
  .filter(({ tag, src }) => src && !/^https?:/.test(src) && (tag.startsWith('<script') || /rel="modulepreload"/.test(tag)))
  .map(({ src }) => src);
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

const routeSets = ROUTES.map((route) => {
  const files = new Set();
  for (const file of pageScripts) {
    if (keyOfFile.has(file)) staticClosure(keyOfFile.get(file), files);
    else files.add(file); // a classic script copied from public/
  }
  for (const key of route.lazy) {
    if (manifest[key] && !manifest[key].isDynamicEntry) failures.push(`${key} is not a lazy chunk any more`);
    staticClosure(key, files);
  }
  return files;
});

// Table: every chunk either route loads initially, largest first, with a mark per route.
const kb = (bytes) => (bytes / 1000).toFixed(1).padStart(7);
const allFiles = [...new Set(routeSets.flatMap((set) => [...set]))].sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip);
const width = Math.max(...allFiles.map((f) => f.length), 10);
const marks = ROUTES.map((_, i) => `route ${i + 1}`);
console.log(`Initial JavaScript per route (gzip -9; kB = 1000 bytes)\n`);
console.log(`${'chunk'.padEnd(width)}  ${'raw kB'.padStart(7)}  ${'gzip kB'.padStart(7)}  ${marks.join('  ')}`);
for (const file of allFiles) {
  const { raw, gzip } = sizeOf(file);
  const cols = routeSets.map((set, i) => (set.has(file) ? 'x' : '').padStart(marks[i].length));
  console.log(`${file.padEnd(width)}  ${kb(raw)}  ${kb(gzip)}  ${cols.join('  ')}`);
}
console.log('');
ROUTES.forEach((route, i) => {
  const total = [...routeSets[i]].reduce((sum, file) => sum + sizeOf(file).gzip, 0);
  const brotli = [...routeSets[i]].reduce((sum, file) => sum + sizeOf(file).brotli, 0);
  const ok = total <= route.budgetKb * 1000;
  if (!ok) failures.push(`${route.name}: ${kb(total).trim()} kB gzipped is over the ${route.budgetKb} kB budget`);
  console.log(
    `route ${i + 1} ${route.name.padEnd(24)} ${kb(total)} kB of ${route.budgetKb} kB  ${ok ? 'ok' : 'OVER BUDGET'}` +
      `  (as sent with brotli: ${kb(brotli).trim()} kB)`,
  );
});

// What the deferred modules add once the page has settled (for the record, not budgeted).
ROUTES.forEach((route, i) => {
  const loaded = new Set(routeSets[i]);
  const added = [];
  for (const { key } of DEFERRED.filter(({ routes }) => routes.includes(i))) {
    if (manifest[key] && !manifest[key].isDynamicEntry) failures.push(`${key} is not a lazy chunk any more`);
    const files = [...staticClosure(key)].filter((file) => !loaded.has(file));
    files.forEach((file) => loaded.add(file));
    added.push(`${key.replace(/^src\/components\/ui\//, '')} +${kb(files.reduce((sum, file) => sum + sizeOf(file).gzip, 0)).trim()}`);
  }
  console.log(`route ${i + 1} after load (not budgeted): ${added.join(', ')} kB`);
});

// Quill and highlight.js: each found in some chunk, and none of those chunks loaded initially.
const jsFiles = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((f) => f.endsWith('.js'));
const initial = new Set(routeSets.flatMap((set) => [...set]));
for (const library of LAZY_LIBRARIES) {
  const holders = jsFiles.filter((file) => {
    const text = readFileSync(join(dist, file), 'utf8');
    return library.markers.some((marker) => text.includes(marker));
  });
  const eager = holders.filter((file) => initial.has(file));
  if (holders.length === 0) failures.push(`${library.name} not found in any chunk (markers out of date?)`);
  else if (eager.length > 0) failures.push(`${library.name} is in initially loaded chunk(s): ${eager.join(', ')}`);
  console.log(`${library.name.padEnd(13)} lazy chunk(s): ${holders.join(', ') || '-'}${eager.length ? '  LOADED INITIALLY' : ''}`);
}

// Zod in no chunk at all: answers are typed by the shared schemas, not parsed again in the browser
// (apps/web/src/lib/api-client.ts), and a schema imported as a value brings zod and its setup back.
const withZod = jsFiles.filter((file) => readFileSync(join(dist, file), 'utf8').includes('ZodError'));
if (withZod.length > 0) failures.push(`zod is in the web build (a shared schema imported as a value?): ${withZod.join(', ')}`);
console.log(`zod          chunk(s): ${withZod.join(', ') || 'none'}`);

if (failures.length > 0) {
  console.error(`\nBundle check failed:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('\nBundle check passed.');
