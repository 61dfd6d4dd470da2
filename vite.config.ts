import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { earlySessionCheck } from './build/early-session-check.ts';
import { precompress } from './build/precompress.ts';
import { signedInModules } from './build/signed-in-modules.ts';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:8080';

// The SPA is served by the API server in production; in development Vite
// proxies the API, the login endpoints and uploaded files to it.
/** In development, /me is the member page's own entry (me.html), as the server does in production. */
const memberPage = (): Plugin => ({
  name: 'member-page',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      if (request.url === '/me' || request.url?.startsWith('/me?'))
        request.url = `/me.html${request.url.slice(3)}`;
      next();
    });
  },
});

export default defineConfig({
  plugins: [react(), precompress(), memberPage(), earlySessionCheck(), signedInModules()],
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
    rolldownOptions: {
      output: {
        // Three chunks where the automatic split made a hundred (docs/bench.md, cold loads):
        // what /login needs, in one file; the libraries of the signed-in pages, but for
        // those of one screen (charts, the family tree, phone numbers, dates, CSV); and
        // the shared pieces of src/ (lists, dialogs, the frame, the providers).
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 20 },
            {
              name: 'vendor',
              test: /node_modules[\\/](?!@mui[\\/]x-|d3-|topola|libphonenumber-js|date-fns|jsonexport)/,
              priority: 10,
            },
            {
              name: 'common',
              test: /[\\/](src[\\/](common(?![\\/]inputs)|layout|providers)|shared)[\\/]/,
              priority: 5,
            },
          ],
        },
      },
    },
  },
});
