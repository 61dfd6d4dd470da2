import { expect, test } from './fixtures';
import { open, signedInOnce, walkEveryScreen } from './screen-walk';

/** Every screen in English at 390 px (tests/e2e/screen-walk.ts). */
const session = signedInOnce();
walkEveryScreen({ language: 'en', width: 390 }, session);

test('a dialog fits a 390px phone, and its rows’ buttons are on the screen', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    storageState: session,
  });
  const page = await context.newPage();
  await open(page, '/village', 'gu');
  const edit = page.getByRole('button', { name: /^ફેરફાર કરો / }).first();
  await expect(edit).toBeInViewport();
  await page.getByRole('button', { name: /ઉમેરો$/ }).click();
  const box = await page.getByRole('dialog').boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Gujarati"', 'ગ'))).toBe(
    true,
  );
  await context.close();
});
