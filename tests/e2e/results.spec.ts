import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { choose, confirm, dialog, openMenu, pickMember, pngPhoto, row } from './pages';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

/** Fills the student result dialog; `photo` chooses a new picture. */
async function fillResult(
  page: Page,
  values: { name: string; percentage: string; city: string; education?: string; photo?: string },
) {
  const box = dialog(page);
  if (values.photo)
    await box.locator('input[type=file][name=photo_file]').setInputFiles({
      name: values.photo,
      mimeType: 'image/png',
      buffer: pngPhoto(),
    });
  await box.getByLabel('Name').fill(values.name);
  if (values.education) await choose(page, box, 'Education', values.education);
  await box.getByLabel('Percentage(%)').fill(values.percentage);
  await box.getByLabel('City').fill(values.city);
}

test('a result year: add, student results with photos, filter, view, edit, approve, go live, delete', async ({
  page,
}) => {
  await openMenu(page, 'Result Years');
  await expect(row(page, /2024/).getByRole('button', { name: 'Make it live' })).toBeDisabled();

  // A blank year sends nothing; a year out of range is refused under the field.
  await page.getByRole('button', { name: 'Add Result Year' }).click();
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page)).toContainText('Required');
  await dialog(page).getByLabel('Year').fill('1800');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page)).toContainText('Enter the year as four digits');
  await dialog(page).getByLabel('Year').fill('2026');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Result year added.')).toBeVisible();
  const year = row(page, /^2026/);
  await expect(year).toContainText('Not live');

  await year.getByRole('link', { name: 'Results' }).click();
  await expect(page).toHaveURL(/\/result\/\d+\/students/);
  await expect(page).toHaveTitle(/^Results 2026 ·/);
  await expect(page.getByText('No data...')).toBeVisible();

  // The photo is required on add; then two results, one linked to a member.
  await page.getByRole('button', { name: 'Add Student Result' }).click();
  await fillResult(page, { name: 'Asha Patel', percentage: '91.25', city: 'Unjha' });
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page)).toContainText('Required');
  await fillResult(page, {
    name: 'Asha Patel',
    percentage: '91.255',
    city: 'Unjha',
    education: 'SSC (10th)',
    photo: 'asha.png',
  });
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page)).toContainText('Use at most two decimals.');
  await dialog(page).getByLabel('Percentage(%)').fill('91.25');
  const member = await pickMember(page, 'Girish');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Student result added.')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Add Student Result' }).click();
  await fillResult(page, {
    name: 'Ravi Shah',
    percentage: '78.5',
    city: 'Patan',
    education: 'HSC (12th)',
    photo: 'ravi.png',
  });
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Student result added.').first()).toBeVisible();

  const asha = row(page, /Asha Patel/);
  const ravi = row(page, /Ravi Shah/);
  await expect(asha).toContainText('SSC (10th)');
  await expect(asha).toContainText('91.25');
  await expect(asha.getByRole('link', { name: member })).toHaveAttribute(
    'href',
    /\/member\/\d+\/edit$/,
  );
  await expect(ravi).toContainText('78.50');
  await page.screenshot({ path: 'test-results/screens/result-students.png' });

  // Filter by education: only Ravi is left, with the active marker.
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await choose(page, dialog(page), 'Education', 'HSC (12th)');
  await dialog(page).getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Filters (active)' })).toBeVisible();
  await expect(asha).toHaveCount(0);
  await expect(ravi).toBeVisible();
  await page.getByRole('button', { name: 'Filters (active)' }).click();
  await dialog(page).getByRole('button', { name: 'Clear' }).click();
  await expect(asha).toBeVisible();

  // A click on a photo opens it large.
  await asha.getByRole('button', { name: 'Open the photo of Asha Patel' }).click();
  const viewer = dialog(page).filter({ hasText: 'Asha Patel' });
  await expect(viewer.getByRole('img', { name: 'Asha Patel' })).toBeVisible();
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(dialog(page)).toHaveCount(0);

  // Edit without a new photo: the stored one stays.
  const photoBefore = await asha.locator('img').first().getAttribute('src');
  await asha.getByRole('button', { name: 'Edit Asha Patel' }).click();
  await expect(dialog(page).getByRole('combobox', { name: 'Member' })).toHaveValue(
    new RegExp(`^${member}`),
  );
  await dialog(page).getByLabel('Percentage(%)').fill('93');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Student result updated.')).toBeVisible();
  await expect(asha).toContainText('93.00');
  expect(await asha.locator('img').first().getAttribute('src')).toBe(photoBefore);

  // Approve one: then its button is disabled.
  await asha.getByRole('button', { name: 'Approve Asha Patel' }).click();
  await confirm(page, 'Are you sure you want to make it live ?');
  await expect(page.getByText('Result approved.')).toBeVisible();
  await expect(asha.getByRole('button', { name: 'Approve Asha Patel' })).toBeDisabled();
  await expect(asha).toContainText('Approved');
  await expect(ravi.getByRole('button', { name: 'Approve Ravi Shah' })).toBeEnabled();

  // Delete the other result.
  await ravi.getByRole('button', { name: 'Delete Ravi Shah' }).click();
  await confirm(page, 'Are you sure you want to delete it ?');
  await expect(page.getByText('Student result deleted.')).toBeVisible();
  await expect(ravi).toHaveCount(0);

  // Make the year live: then its button is disabled; there is no way back.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveTitle(/^Result Years ·/);
  await year.getByRole('button', { name: 'Make it live' }).click();
  await confirm(page, 'Are you sure you want to make it live ?');
  await expect(page.getByText('Result year 2026 is live.')).toBeVisible();
  await expect(year.getByRole('button', { name: 'Make it live' })).toBeDisabled();
  await expect(year).toContainText('Live');
  await page.screenshot({ path: 'test-results/screens/result-years.png' });

  // Remove the year, with its remaining result.
  await year.getByRole('button', { name: 'Remove 2026' }).click();
  const question = dialog(page).filter({ hasText: 'Are you sure you want to remove it ?' });
  await expect(question).toContainText('Its one student result and its photo are deleted too.');
  await confirm(page, 'Are you sure you want to remove it ?');
  await expect(page.getByText('Result year removed.')).toBeVisible();
  await expect(year).toHaveCount(0);
});
