import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { ROUTE_TABLE, type RouteDef } from './src/app/route-table';
import { messages } from './vite-plugin-messages';
import { startup } from './vite-plugin-startup';
import { precompress } from './vite-plugin-precompress';
import { pureSchemas } from './vite-plugin-pure-schemas';

/** Every module the routes render, preload or show as parts (each a lazily loaded chunk). */
const routeModules = (routes: RouteDef[]): string[] => [
  ...new Set(
    routes.flatMap((route) => [
      ...(route.module ? [route.module] : []),
      ...Object.keys(route.preload ?? {}),
      ...Object.keys(route.parts ?? {}),
      ...routeModules(route.children ?? []),
    ]),
  ),
];

export default defineConfig({
  // messages: the catalogues compiled, English texts precompiled (vite-plugin-messages.ts).
  // precompress: .br and .gz files beside the build's text files, served by the server as they are.
  plugins: [messages(), react(), tailwindcss(), pureSchemas({ include: fileURLToPath(new URL('../../packages/shared/src/', import.meta.url)) }), startup({ entry: '/src/main.ts', app: '/src/app/start.tsx', lazy: routeModules(ROUTE_TABLE) }), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    // `npm run dev -w apps/web` talks to a server started with `npm start` on port 3000.
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    sourcemap: false,
    // dist/.vite/manifest.json: the chunk graph scripts/check-bundle.mjs walks for the size budget.
    manifest: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 30_000 },
          groups: [
            // React itself, a chunk of its own (main.ts evaluates it before the app, in its own task).
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 10 },
            // TanStack Query, one file for every signed-in page: left to itself Rolldown split it
            // into two small common chunks and copies in the shell's and pages' chunks, and on a
            // phone's six HTTP/1.1 connections a request costs more than its bytes (docs/performance.md).
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 9 },
          ],
        },
      },
    },
  },
});
