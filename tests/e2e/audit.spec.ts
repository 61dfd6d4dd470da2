import { expect, signIn, test } from './fixtures';
import { choose, confirm, dialog, openMenu, row, search } from './pages';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('a renamed committee and a changed mobile number read in words, with before and after', async ({
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
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Member updated.')).toBeVisible();
  // The message shows as the answer arrives; the form stands down and goes back to the
  // list a moment later (a click before that meets the unsaved-changes guard).
  await expect(page).toHaveTitle(/^Members ·/);

  await openMenu(page, 'Audit log');
  await search(page, 'Shikshan');
  const renamed = row(page, /Committees\s*Shikshan Samiti 2026/);
  await expect(renamed).toContainText('Changed');
  await renamed.click();
  await expect(page.getByRole('table', { name: 'Changes' })).toContainText(
    /Name\s*Shikshan Samiti\s*Shikshan Samiti 2026/,
  );

  // The member's own history, from the member form: the field by its label.
  await page.goto(`/member/${member.id}/edit`);
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(/\/audit/);
  await row(page, /Changed/)
    .first()
    .click();
  await expect(page.getByRole('table', { name: 'Changes' }).first()).toContainText(
    new RegExp(`Mobile No\\.\\s*${member.mobile_no}\\s*${changed}`),
  );

  // Filter by account.
  await page.goto('/audit');
  await page.getByRole('button', { name: 'Filters' }).click();
  await dialog(page).getByLabel('Account').click();
  await page.getByRole('option', { name: 'Demo Administrator' }).click();
  await dialog(page).getByRole('button', { name: 'Filter' }).click();
  await expect(row(page, /Demo Administrator/).first()).toBeVisible();
});

test('History on a business and on an event; the log from the menu starts unfiltered', async ({
  page,
}) => {
  // A business taken off, then its History from its page.
  await openMenu(page, 'Business Portal');
  await search(page, 'Navkar');
  const business = row(page, /Navkar Infotech/);
  await business.getByRole('button', { name: 'Make it off' }).click();
  await confirm(page, 'Are you sure you want to remove it from live ?');
  await expect(page.getByText('Business is off.')).toBeVisible();
  await business.getByRole('button', { name: /^View/ }).click();
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(/\/audit\?filter=/);
  // The filter chips read as words, not the log's keys.
  await expect(page.getByText('Area: Business portal', { exact: true })).toBeVisible();
  const off = row(page, /Taken off/);
  await expect(off).toContainText('Business portal');
  await expect(off).toContainText('Navkar Infotech');
  await off.click();
  await expect(page.getByRole('table', { name: 'Changes' })).toContainText(/Status\s*Live\s*Off/);

  // An event renamed in its dialog, then its History from the same dialog.
  await openMenu(page, 'Events');
  const event = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Edit / }) });
  const first = event.first();
  const name = (await first
    .getByRole('button', { name: /^Edit / })
    .getAttribute('aria-label'))!.replace(/^Edit /, '');
  await first.getByRole('button', { name: /^Edit / }).click();
  await dialog(page).getByRole('textbox', { name: 'Name' }).fill(`${name} (new)`);
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Event updated.')).toBeVisible();
  await page.getByRole('button', { name: `Edit ${name} (new)` }).click();
  await dialog(page).getByRole('link', { name: 'History' }).click();
  const renamed = row(page, /Changed/);
  await expect(renamed).toContainText('Events');
  await renamed.click();
  await expect(page.getByRole('table', { name: 'Changes' })).toContainText(
    `Name${name}${name} (new)`,
  );

  // Opening the log from the menu shows everything again: a sign-in is there.
  await openMenu(page, 'Audit log');
  await expect(page).not.toHaveURL(/record_id/);
  await expect(row(page, /Signed in/).first()).toBeVisible();
});

test('the Area filter offers every area the server records, Jobs among them', async ({ page }) => {
  await openMenu(page, 'Jobs');
  const job = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Edit / }) });
  await job
    .first()
    .getByRole('button', { name: /^Edit / })
    .click();
  await dialog(page).getByRole('textbox', { name: 'City' }).fill('Unjha');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Job updated.')).toBeVisible();

  await openMenu(page, 'Audit log');
  await page.getByRole('button', { name: 'Filters' }).click();
  await choose(page, dialog(page), 'Area', 'Jobs');
  await dialog(page).getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/resource%22%3A%22jobs/);
  const rows = page.getByRole('row').filter({ hasText: 'Changed' });
  await expect(rows.first()).toContainText('Jobs');
  await expect(page.getByRole('row').filter({ hasText: 'Accounts' })).toHaveCount(0);
});

test('cancelling a dialog with typed input asks before discarding it', async ({ page }) => {
  await openMenu(page, 'Committees');
  // Nothing typed: Cancel closes at once.
  await page.getByRole('button', { name: 'Add Committee' }).click();
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog(page)).toHaveCount(0);
  // Typed: Cancel asks; keeping the typing leaves it there, discarding closes.
  await page.getByRole('button', { name: 'Add Committee' }).click();
  await dialog(page).getByLabel('Name').fill('Half typed');
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  const question = dialog(page).filter({ hasText: 'Discard your changes?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog(page).getByLabel('Name')).toHaveValue('Half typed');
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await confirm(page, 'What you typed in this dialog is not saved');
  await expect(dialog(page)).toHaveCount(0);
});

test('the whole side menu is on a 1440 × 900 screen', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/dashboard');
  await expect(page.getByRole('menuitem', { name: 'Audit log' })).toBeInViewport({ ratio: 1 });
});
