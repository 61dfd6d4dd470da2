import { expect, signIn, test } from './fixtures';
import { dialog, openMenu } from './pages';

test('an administrator gives a coordinator account; its link sets a password; the coordinator sees only its district', async ({
  page,
}) => {
  await signIn(page);
  // A member of another district than Mehsana, to try by address later.
  const outside = await page.evaluate(async () => {
    const districts = (await (await fetch('/api/frontend/district')).json()).data as {
      id: number;
      name: string;
    }[];
    const other = districts.find((d) => d.name === 'Banaskantha')!;
    const list = await (
      await fetch(`/api/frontend/members/list?district_id=${other.id}&itemsPerPage=1`)
    ).json();
    return list.data[0].id as number;
  });

  await openMenu(page, 'Accounts');
  await page.getByRole('button', { name: 'Add Account' }).click();
  await dialog(page).getByRole('textbox', { name: 'Name' }).fill('Mehsana Coordinator');
  await dialog(page)
    .getByRole('textbox', { name: 'Email' })
    .fill('mehsana.coordinator@example.org');
  await dialog(page).getByRole('combobox', { name: 'Districts' }).click();
  await page.getByRole('option', { name: 'Mehsana' }).click();
  await page.keyboard.press('Escape');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  const link = page.getByRole('textbox', { name: 'Sign-in link' });
  await expect(link).toHaveValue(/\/welcome\/[\w-]{40,}$/);
  const url = await link.inputValue();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('row', { name: /Mehsana Coordinator/ })).toContainText('Link sent');

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The coordinator opens the link and sets a password.
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Welcome, Mehsana Coordinator' })).toBeVisible();
  await page.getByLabel('New password').fill('mehsana-coordinator-26');
  await page.getByLabel('The password again').fill('mehsana-coordinator-26');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The dashboard's table lists its one district.
  await expect(page.getByRole('cell', { name: 'Mehsana' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Banaskantha' })).toHaveCount(0);

  // Members of its district only; another district's member is not found by address.
  await openMenu(page, 'Members');
  await expect(page.getByText(/^1-25 of /)).toBeVisible();
  await page.goto(`/member/${outside}/edit`);
  await expect(page.getByText('Member not found.')).toBeVisible();

  // No Add on the masters; no Accounts in the menu.
  await openMenu(page, 'Districts');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add District' })).toHaveCount(0);
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Accounts' })).toHaveCount(0);
  // By its address, the Accounts screen is refused in words, with no failed call beside it.
  await page.goto('/accounts');
  await expect(page.getByText('Access denied')).toBeVisible();
  await expect(page.getByText('Your account may not do this.')).toHaveCount(0);

  // The link is used up.
  await page.goto(url);
  await expect(page.getByText('This link is not valid any more.', { exact: false })).toBeVisible();
});
