import { COORDINATOR, expect, signIn, test } from './fixtures';
import { englishInterface, missingGlyphs, seriousAxeFindings } from './screen-checks';
import { memberOnPhone, patanFamily } from './member-page';
import { fullName } from '../../shared/names';

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
  expect(await seriousAxeFindings(phone)).toEqual([]);

  await phone.getByRole('button', { name: 'બહાર નીકળો' }).click();
  await expect(phone.getByLabel('મોબાઇલ નંબર')).toBeVisible();
  await phone.context().close();

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
  await office.context().close();

  // The member signs in again and sees the outcome and the new number.
  const { page: again } = await memberOnPhone(browser, baseURL!, head.mobile_no);
  await expect(again.getByText('થોડા સ્વીકાર્યા').first()).toBeVisible();
  await expect(
    again
      .getByRole('region', { name: otherName, exact: true })
      .getByText(newMobile, { exact: true }),
  ).toBeVisible();
  await again.context().close();
});
