import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { dialog, openMenu } from './pages';

/** A member of the seeded directory as the API shows them, to write a look-alike of. */
async function someMember(page: Page, offset: number) {
  return page.evaluate(async (n) => {
    const list = await (
      await fetch(`/api/frontend/members/list?itemsPerPage=1&page=${n}&sortBy=id`)
    ).json();
    const member = (await (await fetch(`/api/frontend/members/${list.data[0].id}`)).json()).data;
    const village = (await (await fetch(`/api/frontend/village?post_id=${member.post_id}`)).json())
      .data as { id: number; name: string }[];
    return {
      ...member,
      village: village.find((v) => v.id === member.village_id)!.name as string,
    } as {
      id: number;
      first_name: string;
      last_name: string;
      date_of_birth: string;
      village: string;
      village_id: number;
      post_id: number;
      district_id: number;
      education_id: number | null;
      sex: number;
    };
  }, offset);
}

/** Fresh mobile numbers for this run, so that a second run imports anew. */
const mobiles = (() => {
  // 98… is a mobile range wherever it goes on; the clock keeps runs apart.
  let next = 9_800_000_000 + (Date.now() % 10_000_000) * 10;
  return () => String(next++);
})();
const dmy = (iso: string) => iso.split('-').reverse().join('/');

test('an administrator imports a village sheet: fixes a column, accepts a possible duplicate, watches it import and finds the members', async ({
  page,
}) => {
  await signIn(page);
  const known = await someMember(page, 3);
  const [head, wife, son, lookAlike] = [mobiles(), mobiles(), mobiles(), mobiles()];
  // The father's name sits under a heading the guesser does not know.
  const sheet = [
    'Family,First Name,Pita,Mobile No.,Birth Date,Gender,Relation,Village',
    `K1,Ishwarbhai,Motibhai,+91 ${head},14/03/1961,M,Self,${known.village}`,
    `K1,Savitaben,Ishwarbhai,${wife},02/11/1965,F,Wife,${known.village}`,
    `K1,Bhavik,Ishwarbhai,${son},30/02/1990,M,Son,${known.village}`,
    `K2,${known.first_name},${known.last_name},${lookAlike},${dmy(known.date_of_birth)},${known.sex ? 'M' : 'F'},Self,${known.village}`,
  ].join('\n');

  await openMenu(page, 'Members');
  await page.getByRole('link', { name: 'Import', exact: true }).click();
  await expect(page).toHaveTitle(/^Imports ·/);
  await page.locator('input[type=file]').setInputFiles({
    name: 'village.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(sheet),
  });
  await expect(page).toHaveTitle(/^Import · village\.csv ·/);
  // Without the father's name every row is skipped, with the problem under it.
  await expect(page.getByRole('button', { name: 'Skipped (4)' })).toBeVisible();
  await expect(page.getByText('The middle name is required.').first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Pita' }).click();
  await page.getByRole('option', { name: 'Middle name', exact: true }).click();
  await page.getByRole('button', { name: 'Preview again' }).click();
  await expect(page.getByRole('button', { name: 'Joins a row (1)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Possible duplicates (1)' })).toBeVisible();
  // The impossible date stays a problem of its row.
  await expect(page.getByText('This date does not exist.')).toBeVisible();
  await expect(page.getByText(`Possible duplicate of ${known.first_name}`)).toBeVisible();

  // The look-alike is imported anyway; it waits on the duplicates screen.
  await page.getByRole('checkbox', { name: 'Import this row: Line 5' }).click();
  await page.getByRole('button', { name: 'Import 3 rows' }).click();
  await dialog(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Import finished')).toBeVisible();
  await expect(page.getByText('3 imported, 1 not imported.')).toBeVisible();
  await expect(page.getByText('Imported', { exact: true })).toHaveCount(3);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Rows not imported (CSV)' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  expect(csv).toContain('Bhavik,Ishwarbhai');
  expect(csv).toContain('This date does not exist.');

  await page.getByRole('link', { name: 'Show members' }).click();
  await page.getByRole('textbox', { name: 'Search' }).fill(head);
  await expect(page.getByRole('cell', { name: 'Ishwarbhai Motibhai' })).toBeVisible();
});

test('a registration that matches a member is flagged, and merged from the duplicates screen', async ({
  page,
  playwright,
}) => {
  await signIn(page);
  const known = await someMember(page, 7);
  const mobile = mobiles();
  // The same person registers again through the public form (no session), with a new mobile.
  const visitor = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  const registered = await visitor.post('/api/frontend/member/register', {
    multipart: {
      first_name: known.first_name,
      last_name: known.last_name,
      mobile_no: mobile,
      date_of_birth: known.date_of_birth,
      sex: String(known.sex),
      blood_group: 'B+',
      education_id: String(known.education_id ?? 1),
      in_foreign_land: '0',
      country: '101',
      state: '4030',
      city: 'Visnagar',
      district_id: String(known.district_id),
      post_id: String(known.post_id),
      village_id: String(known.village_id),
      business_type: '0',
    },
  });
  expect(registered.status()).toBe(201);
  const newcomer = (await registered.json()).data.id as number;
  await visitor.dispose();

  await openMenu(page, 'Possible duplicates');
  const pair = page.getByRole('article', { name: new RegExp(known.first_name) }).filter({
    hasText: `#${newcomer}`,
  });
  await expect(pair).toContainText('Registration');
  await expect(pair).toContainText('same birth date');
  await pair.getByRole('button', { name: 'Merge' }).click();
  // The older member stays; the new mobile number is taken from the registration.
  await dialog(page)
    .getByRole('radio', { name: `Mobile No.: ${mobile}` })
    .check();
  await dialog(page).getByRole('button', { name: 'Merge' }).click();
  await expect(page.getByText('Members merged.')).toBeVisible();
  await expect(pair).toHaveCount(0);

  await page.getByRole('tab', { name: 'Merged' }).click();
  await expect(page.getByRole('article').filter({ hasText: `#${newcomer}` })).toBeVisible();
  // The merged member's address says where they went.
  await page.goto(`/member/${newcomer}/edit`);
  await expect(page.getByText(`This member was merged into member ${known.id}.`)).toBeVisible();
  await page.goto(`/member/${known.id}/edit`);
  await expect(page.getByRole('textbox', { name: 'Mobile No.' })).toHaveValue(mobile);
});

test('against a backend without our extensions (the original answers 404), their entries and buttons are left out', async ({
  page,
}) => {
  // Only the extensions' calls answer 404; every other call reaches our server.
  const refused = new Set<string>();
  await page.route(
    /\/api\/frontend\/(audit|duplicates|directory|members\/import)(\/|\?|$)/,
    (route) => {
      refused.add(new URL(route.request().url()).pathname.split('/')[3]!);
      return route.fulfill({ status: 404, json: { message: 'Not Found' } });
    },
  );
  await signIn(page);
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Members' })).toBeVisible();
  // Each extension was asked for, and refused, before the menu is read.
  await expect
    .poll(() => [...refused].sort())
    .toEqual(['audit', 'directory', 'duplicates', 'members']);
  await expect(menu.getByRole('menuitem', { name: 'Committees' })).toBeVisible();
  for (const entry of ['Imports', 'Possible duplicates', 'Printed directories', 'Audit log'])
    await expect(menu.getByRole('menuitem', { name: entry })).toHaveCount(0);
  await openMenu(page, 'Members');
  await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Import', exact: true })).toHaveCount(0);
});

test('a village secretary’s sheet without family numbers or genders: a family split, a gender given, the village’s Gujarati name kept', async ({
  page,
}) => {
  await signIn(page);
  const [jayanti, sharda, amit, reena, hema] = [
    mobiles(),
    mobiles(),
    mobiles(),
    mobiles(),
    mobiles(),
  ];
  // Families as a head with the rows under it and a blank row between; the village in
  // Gujarati (કાંસા is the seeded Kansa); no gender column.
  const sheet = [
    'નામ,પિતાનું નામ,મોબાઇલ,સંબંધ,ગામ',
    `જયંતીભાઈ,નારણભાઈ,${jayanti},મોભી,કાંસા`,
    `શારદાબેન,જયંતીભાઈ,${sharda},પત્ની,કાંસા`,
    `અમિત,જયંતીભાઈ,${amit},પુત્ર,કાંસા`,
    `રીના,અમિત,${reena},પુત્રવધૂ,કાંસા`,
    ',,,,',
    `હેમા,ભીખાભાઈ,${hema},મોભી,કાંસા`,
  ].join('\n');
  await openMenu(page, 'Imports');
  await page.locator('input[type=file]').setInputFiles({
    name: 'kansa.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(sheet),
  });
  await expect(page).toHaveTitle(/^Import · kansa\.csv ·/);
  await expect(page.getByRole('button', { name: 'Joins a row (3)' })).toBeVisible();

  // Amit heads his own household with his wife: the family is split at his row.
  await page.getByRole('button', { name: 'Start a family here: Line 4' }).click();
  await expect(page.getByRole('button', { name: 'Joins a row (2)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join the family above: Line 4' })).toBeVisible();

  // Hema alone: nothing says her gender, so it is asked.
  await page
    .getByRole('group', { name: 'Gender: Line 7' })
    .getByRole('button', { name: 'Female' })
    .click();
  await expect(
    page.getByRole('group', { name: 'Gender: Line 7' }).getByRole('button', { name: 'Female' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/No gender given/)).toHaveCount(0);

  // The sheet's Gujarati spelling of Kansa is proposed, ticked, and kept with the import.
  await expect(page.getByRole('checkbox', { name: /Village Kansa: "કાંસા"/ })).toBeChecked();
  await page.screenshot({ path: test.info().outputPath('import-split.png'), fullPage: true });
  await page.getByRole('button', { name: 'Import 5 rows' }).click();
  await dialog(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('5 imported, 0 not imported.')).toBeVisible();

  const saved = await page.evaluate(async (mobile) => {
    const list = await (
      await fetch(`/api/frontend/members/list?search=${mobile}&itemsPerPage=5`)
    ).json();
    const villages = await (await fetch('/api/frontend/village/list?search=Kansa')).json();
    return { member: list.data[0], kansa: villages.data[0] };
  }, amit);
  expect(saved.kansa.name_gu).toBe('કાંસા');
  expect(saved.member.first_name).toBe('અમિત');
});
