import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { COORDINATOR, expect, signIn, test } from './fixtures';
import { englishInterface, missingGlyphs, watchPolicy } from './screen-checks';
import { fullName } from '../../shared/names';

interface Member {
  id: number;
  first_name: string;
  last_name: string | null;
  mobile_no: string;
  date_of_birth: string | null;
  is_head: boolean;
}

/** A Patan family (the coordinator's district) with an adult head and another member. */
async function patanFamily(page: Page) {
  const districts = (await (await page.request.get('/api/frontend/district')).json()).data as {
    id: number;
    name: string;
  }[];
  const patan = districts.find((d) => d.name === 'Patan')!;
  const list = await page.request.get(
    `/api/frontend/members/list?district_id=${patan.id}&itemsPerPage=100`,
  );
  const rows = (await list.json()).data as Member[];
  for (const row of rows.filter((r) => r.is_head && /^[6-9]\d{9}$/.test(r.mobile_no))) {
    const record = (await (await page.request.get(`/api/frontend/members/${row.id}`)).json())
      .data as Member & { family: Member[] };
    const adult = !record.date_of_birth || record.date_of_birth < '2000-01-01';
    const other = record.family.find(
      (f) =>
        f.id !== row.id &&
        /^[6-9]\d{9}$/.test(f.mobile_no) &&
        fullName(f.first_name, f.last_name).includes(' '),
    );
    if (adult && other) return { head: record, other };
  }
  throw new Error('No Patan family with an adult head and another member');
}

/** The code the server logged for `mobile` (MEMBER_CODES_TO_LOG), the latest one. */
async function codeFor(mobile: string, after: number): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const lines = (await readFile(process.env.E2E_SERVER_LOG!, 'utf8')).split('\n').slice(after);
      const line = lines.filter((l) => l.includes(`member page code for ${mobile}:`)).at(-1);
      code = /: (\d{6}) /.exec(line ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}
const logLines = async () =>
  (await readFile(process.env.E2E_SERVER_LOG!, 'utf8')).split('\n').length - 1;

/** The member page on a phone in Gujarati, signed in with the code from the log. */
async function memberOnPhone(browser: Browser, baseURL: string, mobile: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const violations = await watchPolicy(page);
  await page.goto('/me');
  await page.getByLabel('મોબાઇલ નંબર').fill(mobile);
  const before = await logLines();
  await page.getByRole('button', { name: 'મને કોડ મોકલો' }).click();
  await page.getByLabel('કોડ').fill(await codeFor(mobile, before));
  await page.getByRole('button', { name: 'પ્રવેશ કરો' }).click();
  await expect(page.getByRole('button', { name: 'બધી વિગતો સાચી છે' })).toBeVisible();
  return { page, violations };
}

test('a member changes a mobile and adds a newborn at /me; a coordinator decides; the member sees it', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page);
  const { head, other } = await patanFamily(page);
  const otherName = fullName(other.first_name, other.last_name);
  const newMobile = `98${String(Date.now()).slice(-8)}`;

  // The member, on a phone, in Gujarati.
  const { page: phone, violations } = await memberOnPhone(browser, baseURL!, head.mobile_no);
  const card = phone.getByRole('region', { name: otherName, exact: true });
  await card.getByRole('button', { name: `વિગતો બદલો: ${otherName}`, exact: true }).click();
  const dialog = phone.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'મોબાઇલ નંબર' }).fill(newMobile);
  await dialog.getByRole('textbox', { name: 'સરનામું' }).fill('Near the Panchayat office, Patan');
  await dialog.getByRole('button', { name: 'મોકલો' }).click();
  await expect(phone.getByText('કાર્યાલયને મોકલ્યું.', { exact: false }).first()).toBeVisible();
  await expect(card.getByText(/કાર્યાલયની રાહ: મોબાઇલ નંબર, સરનામું/)).toBeVisible();

  await phone.getByRole('button', { name: 'કુટુંબનો નવો સભ્ય ઉમેરો' }).click();
  const newborn = phone.getByRole('dialog');
  await newborn.getByRole('textbox', { name: 'નામ', exact: true }).fill('Vihaan');
  await newborn.getByRole('combobox', { name: 'વડા સાથે સંબંધ' }).selectOption({ label: 'Son' });
  await newborn.getByRole('combobox', { name: 'જાતિ' }).selectOption({ label: 'પુરુષ' });
  await newborn.getByLabel('જન્મ તારીખ').fill('2026-10-01');
  await newborn.getByRole('button', { name: 'મોકલો' }).click();
  await expect(phone.getByText('કુટુંબનો નવો સભ્ય: Vihaan')).toBeVisible();

  // The page holds on a phone in Gujarati: no policy violation, nothing wider, Gujarati glyphs and words.
  expect(await violations()).toEqual([]);
  const [scrollWidth, innerWidth] = await phone.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  expect(await missingGlyphs(phone)).toEqual([]);
  expect(await englishInterface(phone)).toEqual([]);
  const { violations: found } = await new AxeBuilder({ page: phone }).analyze();
  expect(
    found.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);

  await phone.getByRole('button', { name: 'બહાર નીકળો' }).click();
  await expect(phone.getByLabel('મોબાઇલ નંબર')).toBeVisible();

  // The coordinator of Patan, in English: accepts the mobile, rejects the address.
  const office = await browser.newPage({ baseURL, viewport: { width: 1440, height: 900 } });
  await signIn(office, COORDINATOR);
  await office.getByRole('menuitem', { name: /Change requests/ }).click();
  await office.getByRole('link', { name: otherName, exact: true }).first().click();
  await expect(
    office.getByRole('heading', { name: `Changes: ${otherName}`, level: 2 }),
  ).toBeVisible();
  await office
    .getByRole('group', { name: 'Decision: Mobile number' })
    .getByRole('button', { name: 'Accept' })
    .click();
  await office
    .getByRole('group', { name: 'Decision: Address' })
    .getByRole('button', { name: 'Reject' })
    .click();
  await office.getByRole('button', { name: 'Save decisions' }).click();
  await expect(office.getByText('Decision saved.')).toBeVisible();
  await expect(office.getByRole('cell', { name: 'Accepted', exact: true })).toBeVisible();
  await expect(office.getByRole('cell', { name: 'Rejected', exact: true })).toBeVisible();

  // The member signs in again and sees the outcome and the new number.
  const { page: again } = await memberOnPhone(browser, baseURL!, head.mobile_no);
  await expect(again.getByText('થોડા સ્વીકાર્યા').first()).toBeVisible();
  await expect(
    again
      .getByRole('region', { name: otherName, exact: true })
      .getByText(newMobile, { exact: true }),
  ).toBeVisible();
});
