// Bundles the server (and the shared package it imports) into dist/; node_modules stay external.
import { build } from 'esbuild';

const entries = ['src/main.ts', 'src/seed-demo.ts', 'src/seed-large.ts', 'src/backup.ts', 'src/restore.ts', 'src/export.ts', 'src/import-archive.ts', 'src/digest.ts'];
const { copyFileSync, existsSync } = await import('node:fs');
// The rich-text sanitiser thread's script, beside main.js (lib/rich-text-worker-script.ts loads it from there).
// So is the SAML check thread's (modules/sso/saml-check-thread.ts).
const workers = [
  { in: 'src/lib/rich-text-worker.ts', out: 'rich-text-worker' },
  { in: 'src/modules/sso/saml-check-worker.ts', out: 'saml-check-worker' },
];

await build({
  entryPoints: [...entries.filter((entry) => existsSync(entry)), ...workers],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  // '@lyceum/shared/*' is a workspace package of TypeScript sources: bundle it in.
  plugins: [
    {
      name: 'bundle-shared',
      setup(b) {
        b.onResolve({ filter: /^@lyceum\/shared\// }, (args) => ({
          path: new URL(`../../packages/shared/src/${args.path.slice('@lyceum/shared/'.length)}.ts`, import.meta.url).pathname,
        }));
      },
    },
  ],
});

// The SQLite reader thread runs as a file of its own (read-pool.ts loads it from beside main.js).
copyFileSync('src/db/read-worker.mjs', 'dist/read-worker.mjs');
// So does the password-hashing thread (lib/passwords.ts).
copyFileSync('src/lib/password-worker.mjs', 'dist/password-worker.mjs');
