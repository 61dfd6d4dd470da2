import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import {
  choose,
  confirm,
  dialog,
  discardDialog,
  openMenu,
  pickMember,
  pngPhoto,
  row,
  search,
} from './pages';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

/** The dashboard's two business cards, as numbers. */
async function businessCards(page: Page) {
  await page.goto('/dashboard');
  const value = async (key: string) => {
    const number = page.getByTestId(`card-${key}-value`);
    await expect(number).toHaveText(/^\d[\d,]*$/);
    return Number((await number.textContent())!.replace(/,/g, ''));
  };
  return { live: await value('approvedBusiness'), off: await value('unapprovedBusiness') };
}

/** Adds an unknown partner through the dialog; answers the dialog for more checks. */
async function addUnknownPartner(page: Page, name: string, mobile: string) {
  await page.getByRole('button', { name: 'Add Partner' }).click();
  await dialog(page).getByRole('radio', { name: 'Unknown' }).check();
  await dialog(page).getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog(page).getByRole('textbox', { name: 'Mobile No.' }).fill(mobile);
  await dialog(page).getByRole('button', { name: 'Save' }).click();
}

test('a business: add with logo and partners, filter, live and off, view, edit, remove', async ({
  page,
}) => {
  const before = await businessCards(page);

  await openMenu(page, 'Business Portal');
  await page.getByRole('link', { name: 'Add Business' }).click();
  await expect(page).toHaveURL(/\/business-portal\/add$/);

  // Required fields are said under them; nothing is sent.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Required').first()).toBeVisible();

  await page.locator('input[type=file][name=logo_file]').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: pngPhoto(),
  });
  await page.getByRole('textbox', { name: 'Mobile No.' }).fill('9825077777');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Zenith Test Mart');
  await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await page.getByRole('textbox', { name: 'Email' }).blur();
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill('hello@zenith.in');
  await choose(page, page.locator('form'), 'Business Type', 'Trading');
  await choose(page, page.locator('form'), 'State', 'Gujarat');
  await page.getByRole('textbox', { name: 'City' }).fill('Unjha');

  // Partners: a family member and an unknown person; neither can be added twice.
  await page.getByRole('button', { name: 'Add Partner' }).click();
  const partner = await pickMember(page, 'Girish');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Partner' }).click();
  await pickMember(page, partner);
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page)).toContainText('This partner is already added.');
  await discardDialog(page);

  await addUnknownPartner(page, 'Ramesh Soni', '9825022222');
  await expect(dialog(page)).toHaveCount(0);
  await addUnknownPartner(page, 'ramesh soni', '+91 98250 22222');
  await expect(dialog(page)).toContainText('This partner is already added.');
  await discardDialog(page);
  const partners = page.getByRole('table', { name: 'Partner Information' });
  await expect(partners.getByRole('row')).toHaveCount(3);
  await page.screenshot({ path: 'test-results/screens/business-form.png', fullPage: true });

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Business added.')).toBeVisible();
  // Back on the list; react-admin writes the search it remembers into the address at once.
  await expect(page).toHaveURL(/\/business-portal(\?.*)?$/);
  await search(page, 'zenith');
  const business = row(page, /Zenith Test Mart/);
  await expect(business).toContainText('Off');
  await expect(business).toContainText('Trading');

  // Filters by type and city: it stays; another city: it goes.
  await page.getByRole('textbox', { name: 'Search' }).fill('');
  await expect(page).not.toHaveURL(/zenith/);
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await choose(page, dialog(page), 'Business Type', 'Trading');
  await dialog(page).getByRole('textbox', { name: 'City' }).fill('unjha');
  await dialog(page).getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Filters (active)' })).toBeVisible();
  await expect(business).toBeVisible();
  // Every row the filtered list shows is a trading business (waits for the filtered rows).
  const shown = page.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
  await expect(shown.filter({ hasNotText: 'Trading' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Filters (active)' }).click();
  await dialog(page).getByRole('textbox', { name: 'City' }).fill('Surat');
  await dialog(page).getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(business).toHaveCount(0);
  await page.getByRole('button', { name: 'Filters (active)' }).click();
  await dialog(page).getByRole('button', { name: 'Clear' }).click();
  await search(page, 'zenith');

  // Live: declining leaves it off; confirming makes it live, then off again.
  await business.getByRole('button', { name: 'Make it live' }).click();
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(business).toContainText('Off');
  await business.getByRole('button', { name: 'Make it live' }).click();
  await confirm(page, 'Are you sure you want to make it live ?');
  await expect(page.getByText('Business is live.')).toBeVisible();
  await expect(business.getByRole('button', { name: 'Make it off' })).toBeVisible();
  const live = await businessCards(page);
  expect(live).toEqual({ live: before.live + 1, off: before.off });

  await page.goBack();
  await business.getByRole('button', { name: 'Make it off' }).click();
  await confirm(page, 'Are you sure you want to remove it from live ?');
  await expect(page.getByText('Business is off.')).toBeVisible();

  // View: name, type, mobile, email, partners; live from here too.
  await business.getByRole('button', { name: 'View Zenith Test Mart' }).click();
  await expect(page).toHaveURL(/\/business-portal\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Zenith Test Mart', level: 2 })).toBeVisible();
  for (const text of ['Trading', '9825077777', 'hello@zenith.in', partner, 'Ramesh Soni', 'Unjha'])
    await expect(page.locator('main')).toContainText(text);
  await page.getByRole('button', { name: 'Make it live' }).click();
  await confirm(page, 'Are you sure you want to make it live ?');
  await expect(page.getByText('Business is live.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make it off' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/business-view.png', fullPage: true });

  // Edit: the unknown partner's mobile changes; the logo stays.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/business-portal\/\d+\/edit$/);
  await partners.getByRole('button', { name: 'Edit Ramesh Soni' }).click();
  await expect(dialog(page).getByRole('radio', { name: 'Unknown' })).toBeChecked();
  await dialog(page).getByRole('textbox', { name: 'Mobile No.' }).fill('9825033333');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(partners).toContainText('9825033333');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Business updated.')).toBeVisible();
  await expect(page).toHaveURL(/\/business-portal(\?.*)?$/);
  await search(page, 'zenith');
  await business.getByRole('button', { name: 'View Zenith Test Mart' }).click();
  await expect(page.locator('main')).toContainText('9825033333');
  await expect(page.locator('main')).not.toContainText('9825022222');
  await expect(page.locator('main img').first()).toHaveAttribute('src', /\/storage\/business\//);

  // Remove it: the dashboard is back where it was.
  await page.getByRole('link', { name: 'Back' }).click();
  await search(page, 'zenith');
  await business.getByRole('button', { name: 'Remove Zenith Test Mart' }).click();
  await confirm(page, 'Are you sure you want to remove it ?');
  await expect(page.getByText('Business removed.')).toBeVisible();
  await expect(business).toHaveCount(0);
  expect(await businessCards(page)).toEqual(before);
});
