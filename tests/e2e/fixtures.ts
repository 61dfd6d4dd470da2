import { test as base, expect, type Page } from '@playwright/test';

export const DEMO = { email: 'admin@example.com', password: 'demo-admin-2026' };
/** A viewer account global-setup adds (npm run user:add -- --role viewer). */
export const VIEWER = { email: 'viewer@example.org', password: 'viewer-2026-e2e' };
/** A coordinator of Patan, made by global-setup through `npm run user:add`. */
export const COORDINATOR = { email: 'patan.coordinator@example.org', password: 'patan-2026-e2e' };

/** Every test talks to the server that global-setup started. */
export const test = base.extend({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: global-setup did not run.');
    await use(url);
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
