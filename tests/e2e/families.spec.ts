import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { dialog, pickMember } from './pages';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

interface Kin {
  id: number;
  name: string;
  sex: number;
  family_id: number;
  father: { id: number; name: string } | null;
}

/** A daughter and a son of two demo families in different villages, found as the page's API answers. */
async function aCouple(page: Page) {
  const list = await page.request.get('/api/frontend/members/list?itemsPerPage=60');
  const rows = ((await list.json()).data as { id: number; is_head: boolean }[]).filter(
    (m) => !m.is_head,
  );
  const kin: Kin[] = [];
  for (const { id } of rows) {
    const answer = await page.request.get(`/api/frontend/members/${id}/kin`);
    const k = (await answer.json()).data as Kin & { spouses: unknown[] };
    if (k.father && !k.spouses.length) kin.push(k);
  }
  const bride = kin.find((k) => k.sex === 0)!;
  const groom = kin.find((k) => k.sex === 1 && k.family_id !== bride.family_id)!;
  return { bride, groom };
}

test('a marriage between two demo families, then the bride in both families and in her tree in Gujarati at 390 px', async ({
  page,
  browser,
  baseURL,
}) => {
  const { bride, groom } = await aCouple(page);

  // Recorded on the groom's page: the bride moves into his household.
  await page.goto(`/member/${groom.id}/edit`);
  const ties = page.getByRole('heading', { name: 'Family ties' });
  await ties.scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Record a marriage' }).click();
  const form = dialog(page);
  await expect(form.getByRole('heading', { name: 'Record a marriage' })).toBeVisible();
  await pickMember(page, bride.name, 'Spouse');
  await form.getByLabel('Date of marriage').fill('2026-02-14');
  await expect(form.getByRole('radio', { name: /household/ }).first()).toBeChecked();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Marriage recorded.')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  const spouseLine = page.getByRole('listitem').filter({ hasText: 'Spouse:' });
  await expect(spouseLine).toContainText(bride.name);
  await expect(spouseLine).toContainText('married');
  // She is in his household's family list now.
  const family = page.getByRole('table', { name: 'Family information' });
  await expect(family).toContainText(bride.name);
  await expect(family.getByRole('row', { name: new RegExp(bride.name) })).toContainText(
    /Daughter-in-law|Wife/,
  );

  // Her birth family still counts her, married, with her husband's name.
  await page.goto(`/member/${bride.father!.id}/edit`);
  const away = page.getByRole('list', { name: 'Living in other households' });
  await away.scrollIntoViewIfNeeded();
  await expect(away).toContainText(bride.name);
  await expect(away).toContainText(`married to ${groom.name}`);

  // Her tree, in Gujarati on a phone: her parents above, her husband beside her.
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    storageState: await page.context().storageState(),
  });
  const mobile = await phone.newPage();
  await mobile.addInitScript(() => localStorage.setItem('RaStore.locale', JSON.stringify('gu')));
  await mobile.goto(`/member/${bride.id}/tree`);
  await expect(mobile.locator('h1')).toContainText('વંશવૃક્ષ');
  const tree = mobile.getByRole('region', { name: /વંશવૃક્ષ/ });
  await expect(
    tree.locator('svg text', { hasText: bride.name.split(' ')[0]! }).first(),
  ).toBeVisible();
  await expect(
    tree.locator('svg text', { hasText: groom.name.split(' ')[0]! }).first(),
  ).toBeAttached();
  await expect(
    tree.locator('svg text', { hasText: bride.father!.name.split(' ')[0]! }).first(),
  ).toBeAttached();
  // Nothing wider than the phone but the tree itself, which scrolls.
  const [scrollWidth, innerWidth] = await mobile.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  await mobile.getByRole('button', { name: 'મોટું કરો' }).click();
  await mobile.screenshot({ path: 'test-results/screens/family-tree-gu-390.png' });
  // Printed: the tree alone under its title.
  await mobile.emulateMedia({ media: 'print' });
  await expect(mobile.getByRole('button', { name: 'છાપો' })).toBeHidden();
  await expect(tree.locator('svg')).toBeVisible();
  await phone.close();
});
