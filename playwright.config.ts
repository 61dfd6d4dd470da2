import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, INSTALL_HINT, findChromium } from './server/directory/find-chromium.mjs';

const executablePath = findChromium();
if (!executablePath) throw new Error(INSTALL_HINT);

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
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
