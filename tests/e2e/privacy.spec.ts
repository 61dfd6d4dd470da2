import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { choose, dialog, openMenu } from './pages';
import { codeFor, logLines, memberOnPhone, patanFamily } from './member-page';
import { fullName } from '../../shared/names';

/** Whom a member's data was shared with: the books among them (docs/privacy.md "Rights"). */
async function booksHolding(page: Page, memberId: number): Promise<string[]> {
  const answer = await page.request.get(`/api/frontend/members/${memberId}/personal-data`);
  const { shared_with } = (await answer.json()).data as {
    shared_with: { resource: string; label: string | null }[];
  };
  return shared_with.filter((s) => s.resource === 'directory_books').map((s) => s.label ?? '');
}

test('a member withdraws their listing at the member page, and the next book leaves them out', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page);
  const { head, other } = await patanFamily(page);
  const { page: phone } = await memberOnPhone(browser, baseURL!, head.mobile_no);
  const card = phone.getByRole('region', { name: fullName(head.first_name, head.last_name) });
  await card.getByLabel('છાપેલી ડિરેક્ટરીમાં નામ').click();
  await expect(phone.getByText('પાછી ખેંચી: તરત લાગુ થાય છે.').first()).toBeVisible();
  await expect(card.getByLabel('છાપેલી ડિરેક્ટરીમાં નામ')).not.toBeChecked();
  await phone.context().close();

  // The office prints Patan's book: the family is in it, the member who withdrew is not.
  await openMenu(page, 'Printed directories');
  await page.getByRole('combobox', { name: 'Districts' }).click();
  await page.getByRole('option', { name: 'Patan' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: 'Cover title' }).fill('Patan Privacy');
  await page.getByRole('radio', { name: 'English' }).check();
  await page.getByRole('button', { name: 'Print' }).click();
  const row = page.getByRole('row', { name: /Patan Privacy/ }).first();
  await expect(row).toContainText(/Printed\s*\d+ pages/, { timeout: 60_000 });
  const title = `Patan Privacy ${new Date().getFullYear()}`;
  expect(await booksHolding(page, other.id)).toContain(title);
  expect(await booksHolding(page, head.id)).not.toContain(title);
});

test('the office records a request of access for a member who phoned and downloads the PDF', async ({
  page,
}) => {
  await signIn(page);
  const { head } = await patanFamily(page);
  const name = fullName(head.first_name, head.last_name);
  await openMenu(page, 'Privacy requests');
  await page.getByRole('button', { name: 'Record a request' }).click();
  const form = dialog(page);
  await form.getByRole('combobox', { name: 'Member' }).fill(head.mobile_no);
  await page
    .getByRole('option', { name: new RegExp(name) })
    .first()
    .click();
  await form.getByRole('combobox', { name: 'Asked for' }).click();
  await page.getByRole('option', { name: 'Access: what is held' }).click();
  await form.getByRole('textbox', { name: 'What was asked' }).fill('Phoned on Monday.');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Request recorded: it is due by/)).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);

  await page.getByRole('link', { name, exact: true }).first().click();
  await expect(page.getByText('Phoned on Monday.')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Everything held (PDF)' }).click();
  const file = await (await download).path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  expect((await download).suggestedFilename()).toBe(`personal-data-${head.id}.pdf`);

  // Answered: closed with what was done, no longer among the open ones.
  await page.getByRole('button', { name: 'Close the request' }).click();
  await dialog(page).getByRole('textbox', { name: 'What was done' }).fill('Handed over in person.');
  await dialog(page).getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Handed over in person.')).toBeVisible();
});

/**
 * An adult member with an Indian mobile whom no other test signs in as: a number gets
 * three codes an hour (CODES_PER_MOBILE_PER_HOUR).
 */
async function aParent(page: Page) {
  const list = await page.request.get('/api/frontend/members/list?itemsPerPage=100&page=3');
  const rows = (await list.json()).data as { id: number; mobile_no: string; is_head: boolean }[];
  for (const row of rows.filter((r) => r.is_head && /^[6-9]\d{9}$/.test(r.mobile_no))) {
    const record = (await (await page.request.get(`/api/frontend/members/${row.id}`)).json())
      .data as { mobile_no: string; date_of_birth: string | null };
    if (record.date_of_birth && record.date_of_birth < '1995-01-01') return record;
  }
  throw new Error('No adult head with an Indian mobile on the third page');
}

test('a person under 18 registers with a parent, who confirms with a code', async ({ page }) => {
  await signIn(page);
  const head = await aParent(page);
  await page.context().clearCookies();
  await page.goto('/registration');
  const form = page.locator('form').last();
  const text = (label: string) =>
    page.getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) });
  await text('નામ').fill('Kavya');
  await text('પિતાનું નામ').fill('Jigneshbhai');
  await text('મોબાઇલ નંબર').fill(`97${String(Date.now()).slice(-8)}`);
  await choose(page, form, 'દિવસ', '9');
  await choose(page, form, 'મહિનો', '8');
  await choose(page, form, 'વર્ષ', '2013');
  await page.getByRole('radio', { name: 'સ્ત્રી' }).check();
  for (const [label, place] of [
    ['જિલ્લો', 'પાટણ'],
    ['પોસ્ટ', 'Sidhpur'],
    ['ગામ', 'Methan'],
  ] as const)
    await choose(page, form, label, place);
  // Under 18: a parent's mobile is asked, and the registration waits for the parent's code.
  await page.getByRole('textbox', { name: 'માતા કે પિતાનો મોબાઇલ નંબર' }).fill(head.mobile_no);
  await page.getByLabel('મેં ગોપનીયતા સૂચના વાંચી છે').check();
  const before = await logLines();
  await page.getByRole('button', { name: 'નોંધણી કરો' }).click();
  await expect(dialog(page)).toContainText('માતા-પિતાના મોબાઇલ પર છ અંકનો કોડ મોકલ્યો છે.');
  await dialog(page)
    .getByRole('textbox', { name: 'કોડ' })
    .fill(await codeFor(head.mobile_no, before));
  await dialog(page).getByRole('button', { name: 'પુષ્ટિ કરો' }).click();
  await expect(dialog(page)).toContainText('તમારું રજીસ્ટ્રેશન પૂર્ણ થયું છે.');
});
