import { expect, signIn, test } from './fixtures';
import { choose, confirm, dialog, openMenu, row, search } from './pages';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('add a district, a post under it and a village under the post', async ({ page }) => {
  await openMenu(page, 'Districts');
  await page.getByRole('button', { name: 'Add District' }).click();
  await expect(dialog(page)).toContainText('Add District');
  // A blank name sends nothing and says why.
  await dialog(page).getByRole('textbox', { name: 'Name', exact: true }).fill('   ');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page)).toContainText('Required');
  await dialog(page).getByRole('textbox', { name: 'Name', exact: true }).fill('Vav-Tharad');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('District added.')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  await search(page, 'vav');
  await expect(row(page, /Vav-Tharad/)).toBeVisible();

  await openMenu(page, 'Posts');
  await page.getByRole('button', { name: 'Add Post' }).click();
  await dialog(page).getByRole('textbox', { name: 'Name', exact: true }).fill('Tharad');
  await choose(page, dialog(page), 'District', 'Vav-Tharad');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Post added.')).toBeVisible();
  await search(page, 'tharad');
  await expect(row(page, /Tharad\s+Vav-Tharad/)).toBeVisible();

  await openMenu(page, 'Villages');
  await page.getByRole('button', { name: 'Add Village' }).click();
  await dialog(page).getByRole('textbox', { name: 'Name', exact: true }).fill('Dudhva');
  await choose(page, dialog(page), 'Post', 'Tharad (Vav-Tharad)');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Village added.')).toBeVisible();
  await search(page, 'dudhva');
  await expect(row(page, /Dudhva\s+Tharad/)).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/village-added.png' });

  // Its Gujarati name: Latin letters are refused under the field, Gujarati ones kept,
  // shown in the column and found by the search.
  await row(page, /Dudhva/)
    .getByRole('button', { name: 'Edit' })
    .click();
  await dialog(page).getByLabel('Gujarati name').fill('Dudhva');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page)).toContainText('Write the Gujarati name in Gujarati letters.');
  await dialog(page).getByLabel('Gujarati name').fill('દૂધવા');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Village updated.')).toBeVisible();
  await search(page, 'દૂધવા');
  await expect(row(page, /Dudhva\s+દૂધવા\s+Tharad/)).toBeVisible();

  // A Gujarati screen names the post's district by its Gujarati name.
  await openMenu(page, 'Districts');
  await search(page, 'vav');
  await row(page, /Vav-Tharad/)
    .getByRole('button', { name: 'Edit' })
    .click();
  await dialog(page).getByLabel('Gujarati name').fill('વાવ-થરાદ');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('District updated.')).toBeVisible();
  await openMenu(page, 'Posts');
  await search(page, 'tharad');
  await page.getByRole('button', { name: /English/i }).click();
  await page.getByRole('menuitem', { name: 'ગુજરાતી' }).click();
  await expect(row(page, /Tharad\s+વાવ-થરાદ/)).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/post-gujarati.png' });
});

test('search and filter the village list, with the marker on Filters', async ({ page }) => {
  await openMenu(page, 'Villages');
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await choose(page, dialog(page), 'Post', 'Visnagar (Mehsana)');
  await dialog(page).getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Filters (active)' })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(5);
  for (const village of ['Bhandu', 'Kamana', 'Kansa', 'Valam'])
    await expect(row(page, village)).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/village-filtered.png' });

  await search(page, 'kam');
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row(page, /Kamana/)).toBeVisible();

  await page.getByRole('button', { name: 'Filters (active)' }).click();
  await dialog(page).getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
  await expect(row(page, /Kamli/)).toBeVisible();
});

test('edit and remove a village through the dialogs, with their confirmation', async ({ page }) => {
  await openMenu(page, 'Villages');
  await page.getByRole('button', { name: 'Add Village' }).click();
  await dialog(page).getByRole('textbox', { name: 'Name', exact: true }).fill('Juna Gam');
  await choose(page, dialog(page), 'Post', 'Kadi (Mehsana)');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await search(page, 'juna gam');
  await row(page, /Juna Gam/)
    .getByRole('button', { name: 'Edit' })
    .click();
  await expect(dialog(page).getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    'Juna Gam',
  );
  await dialog(page).getByRole('textbox', { name: 'Name', exact: true }).fill('Nava Gam');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Village updated.')).toBeVisible();
  await search(page, 'nava gam');
  await expect(row(page, /Nava Gam\s+Kadi/)).toBeVisible();

  await row(page, /Nava Gam/)
    .getByRole('button', { name: 'Remove' })
    .click();
  await confirm(page, 'Are you sure you want to remove it ?');
  await expect(page.getByText('Village deleted.')).toBeVisible();
  await expect(row(page, /Nava Gam/)).toHaveCount(0);
});

test('cancelling a confirmation keeps the row', async ({ page }) => {
  await openMenu(page, 'Business Types');
  await search(page, 'dairy');
  await row(page, /Dairy/).getByRole('button', { name: 'Delete' }).click();
  await expect(dialog(page)).toContainText('Are you sure you want to delete it ?');
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(row(page, /Dairy/)).toBeVisible();
});

test('deleting a district still in use shows the red message and keeps it', async ({ page }) => {
  await openMenu(page, 'Districts');
  await search(page, 'mehsana');
  await row(page, /Mehsana/)
    .getByRole('button', { name: 'Delete' })
    .click();
  await confirm(page, 'Are you sure you want to delete it ?');
  // Its posts and members (and, when another test gave Mehsana a coordinator, that account).
  const message = page.getByText(/This district is still used by 4 posts(,| and) [\d,]+ members/);
  await expect(message).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/district-in-use.png' });
  await expect(row(page, /Mehsana/)).toBeVisible();
});

test('add and remove an admin through the member picker', async ({ page }) => {
  await openMenu(page, 'Admins');
  await page.getByRole('button', { name: 'Add Admin' }).click();
  const picker = dialog(page).getByRole('combobox', { name: 'Member' });
  await picker.fill('Girish');
  const option = page.getByRole('option', { name: /^Girish / }).first();
  await expect(option).toBeVisible();
  const chosen = ((await option.textContent()) ?? '').split(' · ')[0]!;
  await option.click();
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Admin added.')).toBeVisible();
  await search(page, chosen);
  await expect(row(page, chosen)).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/admin-added.png' });

  await row(page, chosen).getByRole('button', { name: 'Remove' }).click();
  await confirm(page, 'Are you sure you want to remove it ?');
  await expect(page.getByText('Admin removed.')).toBeVisible();
  await expect(row(page, chosen)).toHaveCount(0);
});

test("open a contact's View dialog", async ({ page }) => {
  await openMenu(page, 'Contacts');
  await row(page, /Blood requirement/)
    .getByRole('button', { name: 'View' })
    .click();
  await expect(dialog(page)).toContainText('Blood requirement');
  await expect(dialog(page)).toContainText('Urgent need of B- blood');
  await expect(dialog(page)).toContainText(/Mobile No\.: \+?\d{10,}/);
  await page.screenshot({ path: 'test-results/screens/contact-view.png' });
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(dialog(page)).toHaveCount(0);
});

test('the list pages on the server, 25 by default, with All in the footer', async ({ page }) => {
  await openMenu(page, 'Districts');
  await expect(page.getByText(/^1-25 of 3\d$/)).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(26);
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText(/^26-3\d of 3\d$/)).toBeVisible();
  await page.getByRole('combobox', { name: /Rows per page/ }).click();
  await page.getByRole('option', { name: 'All' }).click();
  await expect(page.getByText(/^1-3\d of 3\d$/)).toBeVisible();
  await expect.poll(() => page.getByRole('row').count()).toBeGreaterThan(33);
  await expect(page).toHaveURL(/perPage=-1/);
});
