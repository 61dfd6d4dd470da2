import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { pngPhoto } from './pages';
import { ADMIN_ROUTES, PUBLIC_ROUTES } from './routes';

/** Records every Content-Security-Policy violation the page reports. */
async function watchPolicy(page: Page) {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { violations: string[] }).violations.push(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)),
  ];
}

test('every screen loads under the Content-Security-Policy without a violation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const violations = await watchPolicy(page);
  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  for (const path of PUBLIC_ROUTES) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await violations(), path).toEqual([]);
  }
  // The registration form opens in Gujarati; sign in in English.
  await page.evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('en')));
  await signIn(page);
  for (const language of ['en', 'gu']) {
    await page.evaluate((l) => localStorage.setItem('RaStore.locale', JSON.stringify(l)), language);
    for (const path of ADMIN_ROUTES) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('#root')).not.toBeEmpty();
      expect(await violations(), `${language} ${path}`).toEqual([]);
    }
  }
  // A chosen photo is previewed from a blob: URL.
  await page.goto('/member/add');
  await page.locator('input[type=file][name=photo_file]').setInputFiles({
    name: 'face.png',
    mimeType: 'image/png',
    buffer: pngPhoto(),
  });
  await expect(page.locator('img[src^="blob:"]').first()).toBeVisible();
  expect(await violations(), 'photo preview').toEqual([]);
});
