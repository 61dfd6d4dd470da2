import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, INSTALL_HINT, findChromium } from './server/directory/find-chromium.mjs';

const executablePath = findChromium();
if (!executablePath) throw new Error(INSTALL_HINT);

export default defineConfig({
  testDir: 'tests/e2e',
  // Playwright's default of a worker for every two cores: one on the CI's two. Each
  // worker has its own server and database (tests/e2e/fixtures.ts), so a larger
  // machine runs files side by side. Two workers on two cores took 10.2 minutes
  // against 12.1 with another job on a core, but two of four CI runs on two workers
  // failed end-to-end flows on timing a busier machine exposes (docs/bench.md, the
  // twenty-sixth session): one worker stays until those flows wait for what they need.
  fullyParallel: false,
  retries: 0,
  // A test is one screen or one flow; on a busy machine a flow may take a while (the
  // longest took 44 s beside a second worker).
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    viewport: { width: 1366, height: 900 },
    // As a person who asked for less motion: dialogs and menus appear at once
    // (src/layout/look.ts), so an action does not wait out their animation.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath,
      args: CHROMIUM_ARGS,
    },
  },
});
