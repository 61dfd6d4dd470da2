import { expect, signIn, test } from './fixtures';
import { dialog, openMenu, row, search } from './pages';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('a renamed committee and a changed mobile number show in the audit log with before and after', async ({
  page,
}) => {
  // Rename a committee through its dialog.
  await openMenu(page, 'Committees');
  await row(page, /Shikshan Samiti/)
    .getByRole('button', { name: 'Edit' })
    .click();
  await dialog(page).getByLabel('Name').fill('Shikshan Samiti 2026');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Committee updated.')).toBeVisible();

  // Change a member's mobile number on the member form.
  const members = await page.request.get('/api/frontend/members/list?itemsPerPage=1');
  const member = ((await members.json()) as { data: { id: number; mobile_no: string }[] }).data[0]!;
  const changed = `98${String(Date.now()).slice(-8)}`;
  await page.goto(`/member/${member.id}/edit`);
  await page.getByRole('textbox', { name: /^Mobile No\./ }).fill(changed);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Member updated.')).toBeVisible();

  await openMenu(page, 'Audit log');
  await search(page, 'Shikshan');
  await row(page, /Committee: Shikshan Samiti 2026/).click();
  await expect(page.getByRole('table', { name: 'Changes' })).toContainText(
    /Shikshan Samiti\s*Shikshan Samiti 2026/,
  );

  // The member's own history, from the member form.
  await page.goto(`/member/${member.id}/edit`);
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(/\/audit/);
  await row(page, /Changed/)
    .first()
    .click();
  await expect(page.getByRole('table', { name: 'Changes' }).first()).toContainText(
    new RegExp(`mobile_no\\s*${member.mobile_no}\\s*${changed}`),
  );

  // Filter by account.
  await page.goto('/audit');
  await page.getByRole('button', { name: 'Filters' }).click();
  await dialog(page).getByLabel('Account').click();
  await page.getByRole('option', { name: 'Demo Administrator' }).click();
  await dialog(page).getByRole('button', { name: 'Filter' }).click();
  await expect(row(page, /Demo Administrator/).first()).toBeVisible();
});
