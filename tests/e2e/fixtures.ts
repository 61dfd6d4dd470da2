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

/** Signs in through the login screen and waits for the dashboard. */
export async function signIn(page: Page, account = DEMO) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: false }).first().fill(account.password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
