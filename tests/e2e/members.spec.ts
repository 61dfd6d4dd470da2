import { readFileSync } from 'node:fs';
import { expect, signIn, test } from './fixtures';
import { choose, confirm, dialog, familyMembers, openMenu, pngPhoto, row, search } from './pages';
import type { Page } from '@playwright/test';

/** The text field whose label starts with `label` (a required one carries " *"). */
const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) });

/** A member who is not the head of a family. */
const aFamilyMember = async (page: Page) => (await familyMembers(page))[0]!;

/** Chooses district, post and village, whose selects show once the state is Gujarat. */
async function fillPlace(
  page: Page,
  places: [string, string, string],
  labels = ['District', 'Post', 'Village'],
) {
  for (const [i, place] of places.entries())
    await choose(page, page.locator('form').last(), labels[i]!, place);
}

test.describe('as an administrator', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('filter and search the members list, with the marker on Filters', async ({ page }) => {
    await openMenu(page, 'Members');
    const footer = page.getByText(/^1-25 of [\d,]+$/);
    await expect(footer).toBeVisible();
    const everyone = Number((await footer.textContent())!.split(' of ')[1]!.replace(/,/g, ''));

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await choose(page, dialog(page), 'Gender', 'Female');
    await choose(page, dialog(page), 'Blood group', 'O+');
    await choose(page, dialog(page), 'State', 'Gujarat');
    await fillPlace(page, ['Mehsana', 'Visnagar', 'Kansa']);
    await dialog(page).getByRole('button', { name: 'Filter', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Filters (active)' })).toBeVisible();
    await expect(page).toHaveURL(/village_id/);
    const filtered = page.getByText(/^1-\d+ of \d+$/);
    await expect(filtered).toBeVisible();
    const some = Number((await filtered.textContent())!.split(' of ')[1]);
    expect(some).toBeGreaterThan(0);
    expect(some).toBeLessThan(everyone);
    await page.screenshot({ path: 'test-results/screens/members-filtered.png' });

    // Each active filter shows as a chip, in words; removing one widens the list.
    await expect(page.getByRole('button', { name: 'Village: Kansa' })).toBeVisible();
    const gender = page.getByRole('button', { name: 'Gender: Female' });
    await gender.focus();
    await page.keyboard.press('Delete');
    await expect(gender).toHaveCount(0);
    await expect(page).not.toHaveURL(/genderSelected/);
    await expect(page.getByText(new RegExp(`^1-\\d+ of (?!${some}$)[\\d,]+$`))).toBeVisible();

    await page.getByRole('button', { name: 'Filters (active)' }).click();
    await dialog(page).getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();

    const member = await aFamilyMember(page);
    await search(page, member.mobile_no);
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(row(page, new RegExp(member.first_name))).toBeVisible();
  });

  test('export the filtered members as members.csv', async ({ page }) => {
    await openMenu(page, 'Members');
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await choose(page, dialog(page), 'Lives abroad', 'Yes');
    await dialog(page).getByRole('button', { name: 'Filter', exact: true }).click();
    await expect(page).toHaveURL(/in_foreign_land/);
    await expect(page.getByRole('button', { name: 'Filters (active)' })).toBeVisible();
    const footer = page.getByText(/^1-\d+ of \d+$/);
    await expect(footer).toBeVisible();
    const abroad = Number((await footer.textContent())!.split(' of ')[1]);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('members.csv');
    await expect(page.getByText('Members Exported Successfully')).toBeVisible();
    const text = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Name,Mobile No.,Birth Date,Gender,Blood Group,Education,Country,State,City,District,Post,Village',
    );
    expect(lines).toHaveLength(abroad + 1);
    // Members abroad have no district, post or village: N/A.
    for (const line of lines.slice(1)) expect(line.endsWith('N/A,N/A,N/A')).toBe(true);
    expect(lines.slice(1).every((l) => !l.split(',')[6]!.includes('India'))).toBe(true);
  });

  test('add a member with a photo and a family member, change the relation, protect the head', async ({
    page,
  }) => {
    const relative = await aFamilyMember(page);
    await openMenu(page, 'Members');
    await page.getByRole('link', { name: 'Add Member' }).click();
    await expect(page).toHaveURL(/\/member\/add$/);
    await expect(page).toHaveTitle(/^Add Member ·/);

    // Required fields say so, and nothing is sent.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Required').first()).toBeVisible();

    await page.locator('input[type=file][name=photo_file]').setInputFiles({
      name: 'face.png',
      mimeType: 'image/png',
      buffer: pngPhoto(),
    });
    await field(page, 'First name').fill('Nirav');
    await field(page, 'Middle name').fill('Bharatbhai');
    await field(page, 'Mobile No.').fill('9898012345');
    // 31 February is refused under the date.
    await choose(page, page.locator('form').last(), 'Day', '31');
    await choose(page, page.locator('form').last(), 'Month', '2');
    await choose(page, page.locator('form').last(), 'Year', '1994');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('This date does not exist.')).toBeVisible();
    await choose(page, page.locator('form').last(), 'Day', '14');
    await page.getByRole('radio', { name: 'Male', exact: true }).check();
    await choose(page, page.locator('form').last(), 'Blood group', 'B+');
    await fillPlace(page, ['Mehsana', 'Visnagar', 'Kansa']);
    await field(page, 'City').fill('Visnagar');
    await page.getByRole('radio', { name: 'Business', exact: true }).check();
    await choose(page, page.locator('form').last(), 'Business Type', 'Textiles');
    await field(page, 'Business address').fill('Station Road, Visnagar');

    await page.getByRole('button', { name: 'Add Family Member' }).click();
    await dialog(page).getByRole('combobox', { name: 'Member' }).fill(relative.mobile_no);
    await page.getByRole('option', { name: new RegExp(relative.mobile_no) }).click();
    await choose(page, dialog(page), 'Relation', 'Son');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    const family = page.getByRole('table', { name: 'Family information' });
    await expect(family.getByRole('row', { name: new RegExp(relative.first_name) })).toContainText(
      'Son',
    );
    await page.screenshot({ path: 'test-results/screens/member-add.png', fullPage: true });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Member added.')).toBeVisible();
    await expect(page).toHaveURL(/\/members/);

    // Open it again: every value loads back, the date of birth and the photo included.
    await search(page, '9898012345');
    await row(page, /Nirav Bharatbhai/)
      .getByRole('link', { name: 'Edit' })
      .click();
    await expect(page).toHaveTitle(/^Edit Nirav Bharatbhai ·/);
    await expect(field(page, 'First name')).toHaveValue('Nirav');
    await expect(page.getByRole('combobox', { name: 'Day' })).toHaveText('14');
    await expect(page.getByRole('combobox', { name: 'Month' })).toHaveText('2');
    await expect(page.getByRole('combobox', { name: 'Year' })).toHaveText('1994');
    await expect(page.getByRole('combobox', { name: /^Village/ })).toHaveText('Kansa');
    await expect(field(page, 'Business address')).toHaveValue('Station Road, Visnagar');
    await expect(page.getByRole('img', { name: 'Photo' })).toHaveAttribute(
      'src',
      /\/storage\/members\/.+\.png$/,
    );
    const headRow = family.getByRole('row', { name: /Nirav Bharatbhai/ });
    await expect(headRow).toContainText('Head');
    // The head can be neither edited nor removed.
    await expect(headRow.getByRole('button')).toHaveCount(0);

    const relativeRow = family.getByRole('row', { name: new RegExp(relative.first_name) });
    await relativeRow.getByRole('button', { name: 'Edit relation' }).click();
    await choose(page, dialog(page), 'Relation', 'Brother');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(relativeRow).toContainText('Brother');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Member updated.')).toBeVisible();
    // The message shows as the answer arrives; the form stands down and goes back to the
    // list a moment later (a click before that meets the unsaved-changes guard).
    await expect(page).toHaveTitle(/^Members ·/);

    // Removing the head from the list is refused with the reason.
    await search(page, '9898012345');
    await row(page, /Nirav Bharatbhai/)
      .getByRole('button', { name: 'Remove' })
      .click();
    await confirm(page, 'Are you sure you want to remove it ?');
    await expect(
      page.getByText(
        'This member is the head of a family of 2. Make another member the head first.',
      ),
    ).toBeVisible();
    await expect(row(page, /Nirav Bharatbhai/)).toBeVisible();
    await row(page, /Nirav Bharatbhai/)
      .getByRole('link', { name: 'Edit' })
      .click();
    await expect(family.getByRole('row', { name: new RegExp(relative.first_name) })).toContainText(
      'Brother',
    );
  });
});

test('register publicly in Gujarati, see the completion dialog, then find the member', async ({
  page,
}) => {
  await page.goto('/registration');
  await expect(page.getByRole('heading', { name: 'સભ્ય નોંધણી' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^રાજ્ય/ })).toHaveText('Gujarat');
  // A blank form says so in Gujarati, in the snackbar too.
  await page.getByRole('button', { name: 'નોંધણી કરો' }).click();
  await expect(page.getByText('ફોર્મ માન્ય નથી. કૃપા કરીને ભૂલો તપાસો')).toBeVisible();
  await expect(page.getByText(/The form is not valid/)).toHaveCount(0);
  await field(page, 'નામ').fill('Hetal');
  await field(page, 'પિતાનું નામ').fill('Mukeshbhai');
  await field(page, 'મોબાઇલ નંબર').fill('9824099887');
  await choose(page, page.locator('form').last(), 'દિવસ', '5');
  await choose(page, page.locator('form').last(), 'મહિનો', '11');
  await choose(page, page.locator('form').last(), 'વર્ષ', '2001');
  await page.getByRole('radio', { name: 'સ્ત્રી' }).check();
  // A Gujarati form names the district in Gujarati (posts and villages have no Gujarati name yet).
  await fillPlace(page, ['પાટણ', 'Sidhpur', 'Methan'], ['જિલ્લો', 'પોસ્ટ', 'ગામ']);
  // The privacy notice is read and accepted first (docs/privacy.md).
  await page.getByLabel('મેં ગોપનીયતા સૂચના વાંચી છે').check();
  await page.screenshot({ path: 'test-results/screens/registration-gu.png', fullPage: true });
  await page.getByRole('button', { name: 'નોંધણી કરો' }).click();
  await expect(dialog(page)).toContainText(
    'તમારું રજીસ્ટ્રેશન પૂર્ણ થયું છે. ફેમિલી એપ એપ સ્ટોરમાં લાઇવ થશે ત્યારે તમને મેસેજ મળશે.',
  );
  await page.screenshot({ path: 'test-results/screens/registration-done.png' });
  await dialog(page).getByRole('button', { name: 'બંધ કરો' }).click();

  // The same mobile number again gets a clear message, not a second member.
  await field(page, 'નામ').fill('Hetal');
  await field(page, 'પિતાનું નામ').fill('Mukeshbhai');
  await field(page, 'મોબાઇલ નંબર').fill('9824099887');
  // Sex starts unchosen, and must be chosen.
  await expect(page.getByRole('radio', { name: 'સ્ત્રી' })).not.toBeChecked();
  await expect(page.getByRole('radio', { name: 'પુરુષ' })).not.toBeChecked();
  await page.getByRole('radio', { name: 'સ્ત્રી' }).check();
  await fillPlace(page, ['પાટણ', 'Sidhpur', 'Methan'], ['જિલ્લો', 'પોસ્ટ', 'ગામ']);
  await page.getByLabel('મેં ગોપનીયતા સૂચના વાંચી છે').check();
  await page.getByRole('button', { name: 'નોંધણી કરો' }).click();
  await expect(page.getByText('આ મોબાઇલ નંબર પહેલેથી નોંધાયેલો છે.').first()).toBeVisible();

  // The language menu switches the form to English, and it stays so.
  await page.getByRole('button', { name: /ગુજરાતી/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Member registration' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^First name/ })).toBeVisible();

  await signIn(page);
  await openMenu(page, 'Members');
  await search(page, '9824099887');
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row(page, /Hetal Mukeshbhai/)).toBeVisible();
});
