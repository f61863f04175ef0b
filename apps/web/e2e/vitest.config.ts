import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Started by run.mjs, which provides E2E_BASE_URL and the admin's credentials.
const screenshots = process.env.E2E_SUITE === 'screenshots';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    environment: 'node',
    include: screenshots ? ['shots/*.shots.ts'] : ['*.e2e.ts'],
    // One browser at a time: these machines have 2 cores, and the server shares them.
    fileParallelism: false,
    testTimeout: screenshots ? 180_000 : 45_000,
    hookTimeout: 30_000,
    reporters: ['default'],
  },
});
