import { expect, signIn, test } from './fixtures';
import { confirm, dialog, openMenu, pickMember, row, search } from './pages';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('a committee: create, hide and show, members with positions, filter, edit, remove, delete', async ({
  page,
}) => {
  await openMenu(page, 'Committees');
  await page.getByRole('button', { name: 'Add Committee' }).click();
  await dialog(page).getByLabel('Name').fill('Seva Samiti');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Committee added.')).toBeVisible();
  await search(page, 'seva');
  const committee = row(page, /Seva Samiti/);
  const shown = committee.getByRole('switch', { name: 'Show' });
  await expect(shown).toBeChecked();
  await page.screenshot({ path: 'test-results/screens/committee-list.png' });

  // Declining the confirmation leaves the committee shown.
  await shown.click();
  const question = dialog(page).filter({ hasText: 'It will no longer show in the family app.' });
  // The question says what will happen.
  await expect(question.getByRole('heading')).toHaveText('Hide Seva Samiti?');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(shown).toBeChecked();
  // Accepting hides it, and again shows it.
  await shown.click();
  await confirm(page, 'It will no longer show in the family app.');
  await expect(page.getByText('Committee is hidden.')).toBeVisible();
  await expect(shown).not.toBeChecked();
  await shown.click();
  await expect(dialog(page).getByRole('heading')).toHaveText('Show Seva Samiti?');
  await confirm(page, 'It will show in the family app.');
  await expect(shown).toBeChecked();

  await committee.getByRole('link', { name: 'Members' }).click();
  await expect(page).toHaveURL(/\/committee\/\d+\/members/);
  await expect(page).toHaveTitle(/^Seva Samiti ·/);
  await expect(page.getByText('No data...')).toBeVisible();

  // Add with no member sends nothing; then two members, with and without a position.
  await page.getByRole('button', { name: 'Add Member' }).click();
  await expect(dialog(page).getByPlaceholder('Enter Position(optional)')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page)).toContainText('Required');
  const first = await pickMember(page, 'Girish');
  await dialog(page).getByPlaceholder('Enter Position(optional)').fill('Pramukh');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Member added to the committee.')).toBeVisible();

  await page.getByRole('button', { name: 'Add Member' }).click();
  const second = await pickMember(page, 'Kokila');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Member added to the committee.').first()).toBeVisible();
  await expect(row(page, first)).toContainText('Pramukh');
  await expect(row(page, second)).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/committee-members.png' });

  // Filter by position: only the Pramukh is left, and the marker shows.
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await dialog(page).getByRole('combobox', { name: 'Position' }).click();
  await page.getByRole('option', { name: 'Pramukh' }).click();
  await dialog(page).getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Filters (active)' })).toBeVisible();
  await expect(row(page, second)).toHaveCount(0);
  await expect(row(page, first)).toBeVisible();
  await page.getByRole('button', { name: 'Filters (active)' }).click();
  await dialog(page).getByRole('button', { name: 'Clear' }).click();
  await expect(row(page, second)).toBeVisible();

  // Edit the second member's position.
  await row(page, second).getByRole('button', { name: 'Edit' }).click();
  await dialog(page).getByLabel('Position').fill('Mantri');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Position updated.')).toBeVisible();
  await expect(row(page, second)).toContainText('Mantri');

  // Remove the first member.
  await row(page, first).getByRole('button', { name: 'Remove' }).click();
  await confirm(page, 'Are you sure you want to remove it ?');
  await expect(page.getByText('Member removed from the committee.')).toBeVisible();
  await expect(row(page, first)).toHaveCount(0);

  // A name leads to the member's page.
  await row(page, second).getByRole('link', { name: second }).click();
  await expect(page).toHaveURL(/\/member\/\d+\/edit$/);
  await expect(page).toHaveTitle(new RegExp(`^Edit ${second} ·`));
  await expect(page.getByRole('textbox', { name: /^First name/ })).toHaveValue(
    second.split(' ')[0]!,
  );

  // Back on the committees, delete it (its memberships go with it).
  await page.goBack();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/committee(\?.*)?$/);
  await search(page, 'seva');
  await row(page, /Seva Samiti/)
    .getByRole('button', { name: 'Remove' })
    .click();
  await confirm(page, 'Are you sure you want to remove it ?');
  await expect(page.getByText('Committee removed.')).toBeVisible();
  await expect(row(page, /Seva Samiti/)).toHaveCount(0);
});

test('a donor: registered and unknown members, edit one, remove one', async ({ page }) => {
  await openMenu(page, 'Donors');
  await page.getByRole('button', { name: 'Add Donor' }).click();
  await dialog(page).getByLabel('Name').fill('Mandir Jirnoddhar');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Donor added.')).toBeVisible();
  await search(page, 'mandir');
  await row(page, /Mandir Jirnoddhar/)
    .getByRole('link', { name: 'Members' })
    .click();
  await expect(page).toHaveTitle(/^Mandir Jirnoddhar ·/);

  await page.getByRole('button', { name: 'Add Donor Member' }).click();
  await expect(dialog(page).getByRole('radio', { name: 'Desai Family Member' })).toBeChecked();
  const member = await pickMember(page, 'Hasmukh');
  await dialog(page).getByLabel('Position').fill('Mukhya Data');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Donor member added.')).toBeVisible();
  await expect(row(page, member)).toContainText('Mukhya Data');
  await expect(row(page, member).getByRole('link', { name: member })).toBeVisible();

  await page.getByRole('button', { name: 'Add Donor Member' }).click();
  await dialog(page).getByRole('radio', { name: 'Unknown' }).check();
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page)).toContainText('Required');
  await dialog(page).getByLabel('Name').fill('Shri Ambe Trust, Surat');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Donor member added.')).toBeVisible();
  await expect(row(page, /Shri Ambe Trust, Surat/)).toBeVisible();

  // The edit dialog is reachable: give the unknown donor a position and a better name.
  await row(page, /Shri Ambe Trust, Surat/)
    .getByRole('button', { name: 'Edit' })
    .click();
  await expect(dialog(page).getByRole('radio', { name: 'Unknown' })).toBeChecked();
  await dialog(page).getByLabel('Name').fill('Shri Ambe Charitable Trust');
  await dialog(page).getByLabel('Position').fill('Sahyogi');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Donor member updated.')).toBeVisible();
  await expect(row(page, /Shri Ambe Charitable Trust/)).toContainText('Sahyogi');
  await page.screenshot({ path: 'test-results/screens/donor-members.png' });

  await row(page, member).getByRole('button', { name: 'Remove' }).click();
  await confirm(page, 'Are you sure you want to remove it ?');
  await expect(page.getByText('Donor member removed.')).toBeVisible();
  await expect(row(page, member)).toHaveCount(0);
  await expect(row(page, /Shri Ambe Charitable Trust/)).toBeVisible();
});

test('removing a member first lists the committee seat it ends; cancelling keeps the member', async ({
  page,
}) => {
  const seats = await page.request.get('/api/frontend/committee/members?committee_id=1');
  const { data, committee } = (await seats.json()) as {
    data: { information: { mobile_no: string } }[];
    committee: { name: string };
  };
  const seat = data[0]!;
  await openMenu(page, 'Members');
  await search(page, seat.information.mobile_no);
  await row(page, new RegExp(seat.information.mobile_no))
    .getByRole('button', { name: 'Remove' })
    .click();
  const box = dialog(page);
  await expect(box).toContainText('Are you sure you want to remove it ?');
  await expect(box).toContainText('Removing this member also changes:');
  await expect(box.getByRole('listitem').first()).toContainText(
    `the seat on the committee ${committee.name}`,
  );
  await box.getByRole('button', { name: 'Cancel' }).click();
  await expect(row(page, new RegExp(seat.information.mobile_no))).toBeVisible();
});

test('a double-clicked Save adds the committee once', async ({ page }) => {
  await openMenu(page, 'Committees');
  await page.getByRole('button', { name: 'Add Committee' }).click();
  await dialog(page).getByLabel('Name').fill('Ekta Mandal');
  await dialog(page).getByRole('button', { name: 'Save' }).dblclick();
  await expect(page.getByText('Committee added.')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  // The second click sent nothing: the list shows the committee once, and no
  // "already exists" refusal follows.
  await expect(page.getByRole('row').filter({ hasText: 'Ekta Mandal' })).toHaveCount(1);
  await expect(page.getByText(/already exists/)).toHaveCount(0);
  const found = await page.request.get('/api/frontend/committee/list?search=Ekta');
  expect(((await found.json()) as { total: number }).total).toBe(1);
});
