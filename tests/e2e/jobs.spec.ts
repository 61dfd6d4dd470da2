import { readFileSync } from 'node:fs';
import { expect, signIn, test } from './fixtures';
import { choose, confirm, dialog, openMenu, row, search } from './pages';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('a job: add with two education levels and a business, edit, applicants, export, delete', async ({
  page,
}) => {
  // A business of the portal, and its type, as the API lists them.
  const listed = await page.request.get('/api/frontend/business-portal/list?itemsPerPage=1');
  const [business] = (await listed.json()).data as {
    name: string;
    business: { name: string };
  }[];

  await openMenu(page, 'Jobs');
  await page.getByRole('button', { name: 'Add Job' }).click();
  const box = dialog(page);
  // The dialog is open and its form ready before anything is saved (a busy machine animates slowly).
  await expect(box.getByRole('textbox', { name: 'Title' })).toBeVisible();
  await expect(box.getByRole('button', { name: 'Save' })).toBeEnabled();
  await box.getByRole('button', { name: 'Save' }).click();
  await expect(box.getByText('Required')).toHaveCount(3);
  await box.getByRole('textbox', { name: 'Title' }).fill('Cashier');
  await box.getByRole('textbox', { name: 'Company name' }).fill(business!.name);
  await box.getByRole('textbox', { name: 'Description' }).fill('Counter and billing.');
  await box.getByRole('textbox', { name: 'City' }).fill('Unjha');
  await box.getByRole('combobox', { name: 'Education' }).click();
  await page.getByRole('option', { name: 'SSC (10th)' }).click();
  await page.getByRole('option', { name: 'HSC (12th)' }).click();
  await page.keyboard.press('Escape');
  await expect(box.getByRole('combobox', { name: 'Business', exact: true })).toBeDisabled();
  await choose(page, box, 'Business Type', business!.business.name);
  await box.getByRole('combobox', { name: 'Business', exact: true }).click();
  await page.getByRole('option', { name: business!.name, exact: true }).click();
  await box.getByRole('textbox', { name: 'Company details' }).fill('Family shop since 1980.');
  await box.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Job added.')).toBeVisible();

  await search(page, 'cashier');
  const job = row(page, /Cashier/);
  await expect(job).toContainText(business!.name);
  await expect(job).toContainText(business!.business.name);
  await expect(job.getByRole('link', { name: 'Applicant Members (0)' })).toBeVisible();

  // Edit: a new title; the levels come back as they were saved.
  await job.getByRole('button', { name: 'Edit Cashier' }).click();
  await expect(box.getByRole('combobox', { name: 'Education' })).toHaveText('SSC (10th)HSC (12th)');
  await box.getByRole('textbox', { name: 'Title' }).fill('Senior Cashier');
  await box.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Job updated.')).toBeVisible();
  await search(page, 'senior cashier');
  const edited = row(page, /Senior Cashier/);
  await expect(edited).toBeVisible();

  // A seeded job's applicants: follow a name to the member page, export them.
  await page.getByRole('textbox', { name: 'Search' }).fill('');
  await expect(page).not.toHaveURL(/cashier/);
  const withApplicants = page
    .getByRole('link', { name: /^Applicant Members \([1-9]\d*\)$/ })
    .first();
  const count = Number(/\((\d+)\)/.exec((await withApplicants.textContent())!)![1]);
  await withApplicants.click();
  await expect(page).toHaveURL(/\/jobs\/\d+\/applicant-members$/);
  const names = page.getByRole('row').getByRole('link');
  await expect(names).toHaveCount(count);
  await page.screenshot({ path: 'test-results/screens/job-applicants.png' });

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = readFileSync((await (await downloading).path())!);
  expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = file.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toBe('Member ID,Name,Mobile No.,City,Country,Education');
  expect(lines).toHaveLength(count + 1);
  await expect(page.getByText('Applicants exported successfully')).toBeVisible();

  const first = (await names.first().textContent())!;
  await names.first().click();
  await expect(page).toHaveURL(/\/member\/\d+\/edit$/);
  await expect(page).toHaveTitle(new RegExp(first));

  // Delete the new job: its applications go, members stay.
  await page.goto('/jobs');
  await search(page, 'senior cashier');
  await edited.getByRole('button', { name: 'Remove Senior Cashier' }).click();
  await confirm(page, 'Are you sure you want to remove it ?');
  await expect(page.getByText('Job removed.')).toBeVisible();
  await expect(edited).toHaveCount(0);
});
