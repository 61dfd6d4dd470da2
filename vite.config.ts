import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:8080';

// The SPA is served by the API server in production; in development Vite
// proxies the API, the login endpoints and uploaded files to it.
export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    // Every browser we support has Object.entries: no polyfill in the first load.
    alias: {
      'object.entries': fileURLToPath(new URL('./build/shims/object-entries.cjs', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/auth': apiTarget,
      '/storage': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1500,
  },
});
