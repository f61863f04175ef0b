import { mkdirSync } from 'node:fs';

/**
 * Where end-to-end files save pictures for review by eye: the folder LYCEUM_E2E_SHOTS names
 * (made if missing), or undefined, so a normal run writes none.
 */
export function shotsDir(): string | undefined {
  const dir = process.env.LYCEUM_E2E_SHOTS?.replace(/\/$/, '');
  if (!dir) return undefined;
  mkdirSync(dir, { recursive: true });
  return dir;
}
