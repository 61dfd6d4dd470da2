import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'bench/bare-shell',
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: '../out/bare-shell', emptyOutDir: true, chunkSizeWarningLimit: 5000 },
});
