import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, INSTALL_HINT, findChromium } from './server/directory/find-chromium.mjs';

const executablePath = findChromium();
if (!executablePath) throw new Error(INSTALL_HINT);

export default defineConfig({
  testDir: 'tests/e2e',
  // Two workers at least, each with its own server and database (tests/e2e/fixtures.ts).
  // On the CI's two cores, idle, two took as long as one; with another job keeping a
  // core busy, as CI may have, two took 10.2 minutes against one's 12.1: the suite's
  // processes get a larger share of the cores (docs/bench.md). A larger machine gets
  // Playwright's own default, a worker for every two cores.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  fullyParallel: false,
  retries: 0,
  // A test is one screen or one flow; on a busy machine, beside the other worker, the
  // longest flow took 44 s (a business added, filtered, made live, edited, removed).
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
