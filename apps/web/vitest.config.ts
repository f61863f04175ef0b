import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

/**
 * The server's sanitiser beside the client's: it loads jsdom's own dependencies, one of which
 * ships ES modules in a CommonJS package that only Node itself can require, not a VM context.
 */
const separateProcess = ['src/lib/sanitize-parity.test.ts'];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // At least two files at a time, even on two cores (vitest's default there is one): jsdom's
      // set-up and the lazy imports leave a core idle part of the time. 87-89 s against 125 s there.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      css: false,
      projects: [
        {
          extends: true,
          // Files run in VM contexts of a few long-lived processes (vitest's vmForks): jsdom's
          // set-up is paid once a process, not once a file. Measured on a loaded machine: 79 s of
          // CPU against 185 s with a process per file (jsdom's set-up was 269 of the 350 s
          // summed over the files).
          test: { name: 'web', pool: 'vmForks', include: ['src/**/*.test.{ts,tsx}'], exclude: [...configDefaults.exclude, ...separateProcess] },
        },
        { extends: true, test: { name: 'web-node', pool: 'forks', include: separateProcess } },
      ],
    },
  }),
);
