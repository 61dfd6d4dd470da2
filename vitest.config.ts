import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * The server's test files that replace a module with `vi.mock`: only these need a
 * module graph of their own. The others share one per worker (`isolate: false`), so
 * the server's code is loaded twice a run instead of once a file, which was more
 * than half of the suite's time (README.md, on the tests).
 */
const mocking = readdirSync('tests/server')
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => `tests/server/${file}`)
  .filter((file) => readFileSync(file, 'utf8').includes('vi.mock('));

const serverTests = {
  include: ['tests/server/**/*.test.ts'],
  environment: 'node',
  pool: 'forks' as const,
  globalSetup: ['tests/server/global-setup.ts'],
  testTimeout: 20_000,
};
const shared = { ...serverTests, isolate: false, exclude: mocking };
const alone = { ...serverTests, include: mocking };

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
          // None replaces a module: one module graph per worker, 62 s to 10 s (README.md).
          isolate: false,
        },
      },
      { test: { name: 'server', ...shared } },
      { test: { name: 'server-mocks', ...alone } },
      // The same server tests on a PostgreSQL the global setup starts and removes.
      { test: { name: 'server-pg', ...shared } },
      { test: { name: 'server-pg-mocks', ...alone } },
    ],
  },
});
