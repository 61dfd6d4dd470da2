import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test("next week's birthdays and anniversaries in Gujarati on a phone, exported and printed", async ({
  page,
  browser,
  baseURL,
}) => {
  // A birthday and an anniversary in the coming week, whatever day the test runs.
  const inDays = (n: number) => {
    const day = new Date(Date.now() + n * 86_400_000);
    return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(day);
  };
  const list = await page.request.get('/api/frontend/members/list?itemsPerPage=5');
  const member = ((await list.json()).data as { id: number; first_name: string }[])[0]!;
  const form = await page.request.get(`/api/frontend/members/${member.id}`);
  const record = (await form.json()).data;
  const birthday = `1990-${inDays(3).slice(5)}`;
  const saved = await page.request.post('/api/frontend/members', {
    headers: { 'x-xsrf-token': await xsrf(page) },
    data: {
      ...record,
      photo: undefined,
      date_of_birth: birthday,
      settings: JSON.stringify(record.settings),
      family: JSON.stringify(
        record.family.map((f: { id: number; relation_id: number; is_head: boolean }) => ({
          id: f.id,
          relation_id: f.relation_id,
          is_head: f.is_head,
        })),
      ),
    },
  });
  expect(saved.ok()).toBe(true);

  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    storageState: await page.context().storageState(),
  });
  const mobile = await phone.newPage();
  await mobile.addInitScript(() => localStorage.setItem('RaStore.locale', JSON.stringify('gu')));
  await mobile.goto('/birthdays');
  await expect(mobile.locator('h1')).toContainText('જન્મદિવસ અને લગ્નતિથિ');
  await expect(mobile.getByRole('combobox', { name: 'દિવસો' })).toContainText('આવતા 7 દિવસ');
  const row = mobile.getByRole('link', { name: new RegExp(member.first_name) }).first();
  await expect(row).toBeVisible();
  await expect(
    mobile.getByText(`${Number(inDays(3).slice(0, 4)) - 1990} વર્ષ પૂરાં`).first(),
  ).toBeVisible();
  const [scrollWidth, innerWidth] = await mobile.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  await mobile.screenshot({ path: 'test-results/screens/birthdays-gu-390.png', fullPage: true });

  // The CSV, with the member's line.
  const download = mobile.waitForEvent('download');
  await mobile.getByRole('button', { name: 'CSV નિકાસ' }).click();
  const file = await (await download).path();
  const csv = await readFile(file, 'utf8');
  expect(csv).toContain('તારીખ,પ્રસંગ,નામ');
  expect(csv).toContain(`${inDays(3)},જન્મદિવસ,${member.first_name}`);

  // Printed: the list for a notice board, alone on the page.
  await mobile.evaluate(() => {
    window.print = () => undefined;
  });
  await mobile.getByRole('button', { name: 'છાપો' }).click();
  await mobile.emulateMedia({ media: 'print' });
  await expect(mobile.locator('#root')).toBeHidden();
  const notice = mobile.locator('body > .print-only');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(`જન્મદિવસ: ${member.first_name}`);
  await phone.close();
});

async function xsrf(page: Page) {
  const cookies = await page.context().cookies();
  return decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
}
