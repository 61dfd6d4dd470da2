import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';

/**
 * The member page (me.html, docs/member-door.md) built on its own after the
 * back-office: no chunk is shared with the back-office, so its first load carries
 * only what it uses.
 */
export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    rollupOptions: { input: { me: fileURLToPath(new URL('./me.html', import.meta.url)) } },
  },
});
