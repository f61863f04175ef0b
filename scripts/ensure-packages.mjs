// What a fresh Debian machine lacks for the browser checks and the tests: installed through apt
// when we are root, otherwise a message saying what to install. Used by `npm test` and
// `npm run lighthouse`, so neither stops on a missing browser with a stack trace.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const onPath = (binary) => spawnSync('sh', ['-c', `command -v ${binary}`], { encoding: 'utf8' }).stdout.trim() !== '';

/** Installs a Debian package when its binary is missing (as root); otherwise says what to do and exits. */
export function ensureDebianPackage(binary, pkg, alreadyThere = () => false) {
  if (alreadyThere() || onPath(binary)) return;
  if (process.getuid?.() !== 0) {
    console.error(`${binary} is missing: install Debian's ${pkg} package (apt-get install ${pkg}).`);
    process.exit(1);
  }
  console.log(`\n=== install ${pkg} (apt)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const result = spawnSync('sh', ['-c', `apt-get update -qq && apt-get install -y -qq ${pkg}`], { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n=== FAILED: install ${pkg} (apt)`);
    process.exit(result.status ?? 1);
  }
}

/** Debian's chromium, or the browser CHROMIUM_PATH names. */
export function ensureChromium() {
  ensureDebianPackage('chromium', 'chromium', () => Boolean(process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) || existsSync('/usr/bin/chromium'));
}
