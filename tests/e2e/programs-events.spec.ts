import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { confirm, dialog, discardDialog, openMenu, row, search } from './pages';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

/** Confirms an export and reads the CSV the browser downloads: its lines, without the BOM. */
async function exported(page: Page, button: ReturnType<Page['getByRole']>) {
  await button.click();
  const downloading = page.waitForEvent('download');
  await confirm(page, 'Are you sure you want to export it ?');
  const download: Download = await downloading;
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  await expect(page.getByText('Volunteers exported successfully')).toBeVisible();
  return {
    name: download.suggestedFilename(),
    lines: bytes.toString('utf8').slice(1).trimEnd().split('\r\n'),
  };
}

/** Fills the program or event dialog. */
async function schedule(page: Page, name: string, start: string, minutes: string) {
  await dialog(page).getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog(page).getByLabel('Start date and time').fill(start);
  await dialog(page).getByRole('textbox', { name: 'Duration (minutes)' }).fill(minutes);
}

test('a program: add, volunteer types with sign-ups, exports, live and off, delete', async ({
  page,
}) => {
  await openMenu(page, 'Volunteers');

  // The seeded Navratri program: its types show "n of want", and the exports hold those people.
  const navratri = row(page, /Navratri Mahotsav/);
  await navratri.getByRole('link', { name: 'Volunteer types' }).click();
  await expect(page).toHaveTitle(/^Navratri Mahotsav ·/);
  const parking = row(page, /^Parking/);
  const chip = parking.getByText(/^\d+ of 12/);
  const signedUp = Number(/^(\d+) of 12/.exec((await chip.textContent())!)![1]);
  await expect(parking).toContainText(`${signedUp} of 12 (short)`);
  const byType = await exported(page, parking.getByRole('button', { name: 'Export Parking' }));
  expect(byType.lines[0]).toBe('Name,Mobile No.,Volunteer Type,Signed Up,City / Village');
  expect(byType.lines).toHaveLength(signedUp + 1);
  for (const line of byType.lines.slice(1)) expect(line).toContain(',Parking,');
  await page.getByRole('link', { name: 'Back' }).click();
  const whole = await exported(
    page,
    navratri.getByRole('button', { name: 'Export Navratri Mahotsav' }),
  );
  expect(whole.name).toBe('volunteers-Navratri_Mahotsav.csv');
  expect(whole.lines.length).toBeGreaterThan(byType.lines.length);

  // A new program: every field is required, then it is added off.
  await page.getByRole('button', { name: 'Add Program' }).click();
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page).getByText('Required')).toHaveCount(3);
  await schedule(page, 'Swachhata Abhiyan', '2026-12-05T09:30', '0');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page)).toContainText('Enter whole minutes, from 1 to 10080.');
  await dialog(page).getByRole('textbox', { name: 'Duration (minutes)' }).fill('90');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Program added.')).toBeVisible();
  await search(page, 'swachhata');
  const program = row(page, /Swachhata Abhiyan/);
  await expect(program).toContainText('5 Dec 2026');
  await expect(program).toContainText('90 min (1 h 30 min)');
  await expect(program).toContainText('Off');

  // Two volunteer types: none signed up yet, so both are short.
  await program.getByRole('link', { name: 'Volunteer types' }).click();
  await expect(page).toHaveTitle(/^Swachhata Abhiyan ·/);
  for (const [name, want] of [
    ['Cleaners', '10'],
    ['Drivers', '2'],
  ]) {
    await page.getByRole('button', { name: 'Add Volunteer Type' }).click();
    await dialog(page).getByRole('textbox', { name: 'Name' }).fill(name!);
    await dialog(page).getByRole('textbox', { name: 'Minimum requirement' }).fill(want!);
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Volunteer type added.').first()).toBeVisible();
  }
  await expect(row(page, /^Cleaners/)).toContainText('0 of 10 (short)');
  await expect(row(page, /^Drivers/)).toContainText('0 of 2 (short)');
  // The same name again is refused under the field.
  await page.getByRole('button', { name: 'Add Volunteer Type' }).click();
  await dialog(page).getByRole('textbox', { name: 'Name' }).fill('drivers');
  await dialog(page).getByRole('textbox', { name: 'Minimum requirement' }).fill('3');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page)).toContainText('already exists in this program');
  await discardDialog(page);
  await page.screenshot({ path: 'test-results/screens/volunteer-types.png' });
  const empty = await exported(
    page,
    row(page, /^Drivers/).getByRole('button', { name: 'Export Drivers' }),
  );
  expect(empty.lines).toEqual(['Name,Mobile No.,Volunteer Type,Signed Up,City / Village']);
  await page.getByRole('link', { name: 'Back' }).click();

  // Live: declining leaves it off; accepting makes it live; then off again.
  await program.getByRole('button', { name: 'Make it live' }).click();
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(program).toContainText('Off');
  await program.getByRole('button', { name: 'Make it live' }).click();
  await confirm(page, 'Are you sure you want to make it live ?');
  await expect(page.getByText('Program is live.')).toBeVisible();
  await expect(program).toContainText('Live');
  await program.getByRole('button', { name: 'Make it off' }).click();
  await confirm(page, 'Are you sure you want to remove it from live ?');
  await expect(page.getByText('Program is off.')).toBeVisible();
  await expect(program.getByRole('button', { name: 'Make it live' })).toBeVisible();

  await program.getByRole('button', { name: 'Remove Swachhata Abhiyan' }).click();
  await confirm(page, 'Are you sure you want to remove it ?');
  await expect(page.getByText('Program removed.')).toBeVisible();
  await expect(program).toHaveCount(0);
});

test('an event: add, edit, publish, delete; upcoming first, past ones marked', async ({ page }) => {
  await openMenu(page, 'Events');
  const rows = page.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
  await expect(rows.first()).not.toContainText('Past');
  await expect(rows.last()).toContainText('Past');

  // A blank name sends nothing.
  await page.getByRole('button', { name: 'Add Event' }).click();
  await schedule(page, '', '2026-12-24T19:00', '180');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page)).toContainText('Required');
  await dialog(page).getByRole('textbox', { name: 'Name' }).fill('Sharad Purnima Garba');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Event added.')).toBeVisible();
  await search(page, 'sharad');
  const event = row(page, /Sharad Purnima/);
  await expect(event).toContainText('24 Dec 2026');
  await expect(event).toContainText('7:00');
  await expect(event).toContainText('180 min (3 h)');

  await event.getByRole('button', { name: 'Edit Sharad Purnima Garba' }).click();
  await expect(dialog(page).getByLabel('Start date and time')).toHaveValue('2026-12-24T19:00');
  await schedule(page, 'Sharad Purnima Raas Garba', '2026-12-24T20:15', '150');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Event updated.')).toBeVisible();
  await expect(event).toContainText('Sharad Purnima Raas Garba');
  await expect(event).toContainText('8:15');
  await expect(event).toContainText('150 min (2 h 30 min)');

  await event.getByRole('button', { name: 'Make it live' }).click();
  await confirm(page, 'Are you sure you want to make it live ?');
  await expect(page.getByText('Event is live.')).toBeVisible();
  await expect(event.getByRole('button', { name: 'Make it off' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/events.png' });

  await event.getByRole('button', { name: 'Remove Sharad Purnima Raas Garba' }).click();
  await confirm(page, 'Are you sure you want to remove it ?');
  await expect(page.getByText('Event removed.')).toBeVisible();
  await expect(event).toHaveCount(0);
});
