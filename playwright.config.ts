import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, INSTALL_HINT, findChromium } from './server/directory/find-chromium.mjs';

const executablePath = findChromium();
if (!executablePath) throw new Error(INSTALL_HINT);

export default defineConfig({
  testDir: 'tests/e2e',
  // Playwright's default of a worker for every two cores: one on the CI's two, where
  // the suite is bound by the processor and two workers took as long as one. Each
  // worker has its own server and database (tests/e2e/fixtures.ts), so a larger
  // machine runs files side by side (docs/adding-an-area.md, "Seed and tests").
  fullyParallel: false,
  retries: 0,
  // A test is one screen or one flow; on a busy machine a flow may take a while.
  timeout: 60_000,
  expect: { timeout: 10_000 },
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
