import { availableParallelism } from 'node:os';
import { mergeConfig, defineConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // At least two files at a time, even on two cores (vitest's default there is one): jsdom's
      // set-up and the lazy imports leave a core idle part of the time. 87-89 s against 125 s there.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
      css: false,
    },
  }),
);
