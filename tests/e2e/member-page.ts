import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { expect } from './fixtures';
import { watchPolicy } from './screen-checks';
import { fullName } from '../../shared/names';

/** The member page in the end-to-end tests: a family to sign in as, and signing in on a phone. */

export interface Member {
  id: number;
  first_name: string;
  last_name: string | null;
  mobile_no: string;
  date_of_birth: string | null;
  is_head: boolean;
}

/** A Patan family (the coordinator's district) with an adult head and another member. */
export async function patanFamily(page: Page) {
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
export async function codeFor(mobile: string, after: number): Promise<string> {
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
export const logLines = async () =>
  (await readFile(process.env.E2E_SERVER_LOG!, 'utf8')).split('\n').length - 1;

/** The member page on a phone in Gujarati, signed in with the code from the log. */
export async function memberOnPhone(browser: Browser, baseURL: string, mobile: string) {
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
