import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-plugin-precompress';

export default defineConfig({
  // precompress: .br and .gz files beside the build's text files, served by the server as they are.
  plugins: [react(), tailwindcss(), precompress()],
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
  },
});
