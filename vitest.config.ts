import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const serverTests = {
  include: ['tests/server/**/*.test.ts'],
  environment: 'node',
  pool: 'forks' as const,
  globalSetup: ['tests/server/global-setup.ts'],
  testTimeout: 20_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // tests/unit/recorder.ts answers on this origin (same-origin calls, no CORS).
          environmentOptions: { jsdom: { url: 'http://localhost:3000' } },
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        test: { name: 'server', ...serverTests },
      },
      {
        // The same server tests on a PostgreSQL the global setup starts and removes.
        test: { name: 'server-pg', ...serverTests },
      },
    ],
  },
});
