import { test as base, expect, type Page } from '@playwright/test';
import { DEMO } from './accounts';
import { startE2eServer, type E2eServer } from './e2e-server';

export { COORDINATOR, DEMO, VIEWER } from './accounts';

/**
 * Every test talks to its worker's own server (tests/e2e/e2e-server.ts): started
 * when the worker starts, stopped when it ends. The server's log is named by
 * `E2E_SERVER_LOG` in the worker's process, for the tests that read it.
 */
export const test = base.extend<object, { e2eServer: E2eServer }>({
  e2eServer: [
    async ({}, use) => {
      const server = await startE2eServer();
      process.env.E2E_SERVER_LOG = server.logFile;
      await use(server);
      await server.stop();
    },
    // A fresh database takes a few seconds to seed: not counted against a test's time.
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  baseURL: async ({ e2eServer }, use) => {
    await use(e2eServer.baseURL);
  },
});
export { expect };

/**
 * Signs in as a test's first step: through `POST /auth/login` in the page's own
 * browser context (its cookies are the page's), then opens the app, which lands on
 * the dashboard. The login screen's own flow is tested apart (`signInThroughScreen`,
 * tests/e2e/foundation.spec.ts); here it would cost every test a full load of a page
 * it does not look at.
 */
export async function signIn(page: Page, account = DEMO) {
  const answer = await page.request.post('/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(answer.status(), `signing in as ${account.email}`).toBe(200);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Signs in through the login screen and waits for the dashboard. */
export async function signInThroughScreen(page: Page, account = DEMO) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: false }).first().fill(account.password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
