import { expect, signIn, test } from './fixtures';

test('the account menu downloads the latest backup', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: /Profile/ }).click();
  const item = page.getByRole('menuitem', { name: /Download the latest backup/ });
  await expect(item).toBeVisible();
  const download = page.waitForEvent('download');
  await item.click();
  expect((await download).suggestedFilename()).toMatch(/^family-directory-\d{8}-\d{6}\.tar\.zst$/);
});
