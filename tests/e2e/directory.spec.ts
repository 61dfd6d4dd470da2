import { readFileSync } from 'node:fs';
import { expect, signIn, test } from './fixtures';
import { openMenu } from './pages';

test('an administrator prints the directory of a district, follows it and downloads the PDF', async ({
  page,
}) => {
  await signIn(page);
  await openMenu(page, 'Printed directories');
  await page.getByRole('combobox', { name: 'Districts' }).click();
  await page.getByRole('option', { name: 'Surat' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: 'Cover title' }).fill('Surat Parivar');
  await page.getByRole('radio', { name: 'English' }).check();
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page.getByText('The book is being printed.')).toBeVisible();
  const row = page.getByRole('row', { name: /Surat Parivar/ }).first();
  await expect(row).toContainText(/In line|Printing|Printed/);
  await expect(row).toContainText(/Printed\s*\d+ pages/, { timeout: 60_000 });
  const download = page.waitForEvent('download');
  await row.getByRole('link', { name: 'Download PDF' }).click();
  const file = await (await download).path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  expect((await download).suggestedFilename()).toBe('Surat Parivar 2026.pdf');
});
