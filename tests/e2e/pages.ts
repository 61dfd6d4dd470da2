import { PNG } from 'pngjs';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Opens an entry of the side menu and waits for its page title. */
export async function openMenu(page: Page, entry: string) {
  await page.getByRole('menu').getByRole('menuitem', { name: entry }).click();
  await expect(page).toHaveTitle(new RegExp(`^${entry} ·`));
}

/** The open dialog. */
export const dialog = (page: Page) => page.getByRole('dialog');

/** Chooses `option` in the select labelled `label` inside `scope`. */
export async function choose(page: Page, scope: Locator, label: string, option: string | RegExp) {
  const select = scope.getByRole('combobox', { name: label });
  const list = page.getByRole('listbox');
  // On a busy machine the list may still be moving into place when the option is
  // clicked: it stays open, or the click lands on the option next to it. The choice is
  // made again until the list has closed on the option asked for.
  await expect(async () => {
    if (!(await list.isVisible())) await select.click();
    await page
      .getByRole('option', { name: option, exact: typeof option === 'string' })
      .click({ timeout: 5_000 });
    await expect(list).toHaveCount(0, { timeout: 2_000 });
    await expect(select).toHaveText(option, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** The table row holding `text`. */
export const row = (page: Page, text: string | RegExp) => page.getByRole('row', { name: text });

/** Answers the confirmation that must say `question`. */
export async function confirm(page: Page, question: string) {
  const box = dialog(page).filter({ hasText: question });
  await expect(box).toBeVisible();
  await box.getByRole('button', { name: 'Confirm' }).click();
}

/** Cancels a dialog holding typed input: answers its question and waits until it has gone. */
export async function discardDialog(page: Page) {
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await confirm(page, 'What you typed in this dialog is not saved');
  await expect(dialog(page)).toHaveCount(0);
}

/** Searches the list and waits until the list has applied the search. */
export async function search(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Search' }).fill(text);
  const q = encodeURIComponent(JSON.stringify(text)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page).toHaveURL(new RegExp(`q%22%3A${q}`));
}

/** Types `text` into the dialog's member picker, chooses the first match and returns its name. */
export async function pickMember(page: Page, text: string, label = 'Member') {
  await dialog(page).getByRole('combobox', { name: label }).fill(text);
  const option = page.getByRole('option', { name: new RegExp(`^${text}`) }).first();
  await expect(option).toBeVisible();
  const name = ((await option.textContent()) ?? '').split(' · ')[0]!;
  await option.click();
  return name;
}

/** A small grey PNG, as a file input takes it. */
export const pngPhoto = () => {
  const image = new PNG({ width: 8, height: 8 });
  image.data.fill(180);
  return PNG.sync.write(image);
};

/**
 * Members who are not the head of a family and have an Indian mobile number, found
 * through the API the page uses (a family member to edit, a mobile number to reuse).
 */
export async function familyMembers(page: Page) {
  const response = await page.request.get('/api/frontend/members/list?itemsPerPage=100');
  const rows = (await response.json()).data as {
    id: number;
    first_name: string;
    mobile_no: string;
    is_head: boolean;
  }[];
  return rows.filter((m) => !m.is_head && m.first_name && !m.mobile_no.startsWith('+'));
}
