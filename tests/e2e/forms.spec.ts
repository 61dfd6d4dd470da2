import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { dialog, familyMembers } from './pages';

/** Two members who are not heads of a family, with Indian mobile numbers. */
async function twoMembers(page: Page) {
  const [first, second] = await familyMembers(page);
  return [first!, second!] as const;
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('leaving the member form with unsaved family changes asks first', async ({ page }) => {
  const [member] = await twoMembers(page);
  await page.goto(`/member/${member.id}/edit`);
  await expect(page.getByText('Changes to the family are saved with the rest')).toBeVisible();

  // Make this member the head of the family: a change of the form, not yet saved.
  const family = page.getByRole('table', { name: 'Family' });
  await family
    .getByRole('button', { name: /^Make head of the family/ })
    .first()
    .click();
  await dialog(page).getByRole('button', { name: 'Confirm' }).click();

  // The browser's question: declined first (the page stays), then accepted.
  const asked: string[] = [];
  let leave = false;
  page.on('dialog', (question) => {
    asked.push(question.message());
    void (leave ? question.accept() : question.dismiss());
  });
  const back = page.getByRole('link', { name: 'Back' });
  await back.click();
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toMatch(/changes weren't saved/);
  await expect(page).toHaveURL(new RegExp(`/member/${member.id}/edit$`));
  await expect(family.getByText('Head', { exact: true })).toBeVisible();

  // On a busy machine a click that comes while the declined navigation is still
  // being reset is swallowed: click again until the question is asked.
  leave = true;
  await expect(async () => {
    if (asked.length < 2) await back.click({ timeout: 2_000 });
    await expect.poll(() => asked.length, { timeout: 3_000 }).toBe(2);
  }).toPass({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/members/);
});

test('a server error brings its field into view and focuses it', async ({ page }) => {
  const [member, other] = await twoMembers(page);
  await page.goto(`/member/${member.id}/edit`);
  const mobile = page.getByRole('textbox', { name: /^Mobile No\./ });
  await mobile.fill(other.mobile_no);
  const submit = page.getByRole('button', { name: 'Save', exact: true });
  await submit.scrollIntoViewIfNeeded();
  await expect(mobile).not.toBeInViewport();
  await submit.click();
  await expect(
    page.getByText('Another member already has this mobile number.').first(),
  ).toBeVisible();
  await expect(mobile).toBeFocused();
  await expect(mobile).toBeInViewport();
  await expect(page).toHaveURL(new RegExp(`/member/${member.id}/edit$`));
});

test('the mobile number is checked in the browser too', async ({ page }) => {
  const [member] = await twoMembers(page);
  await page.goto(`/member/${member.id}/edit`);
  const mobile = page.getByRole('textbox', { name: /^Mobile No\./ });
  await mobile.fill('12345');
  await mobile.blur();
  await expect(page.getByText('The mobile number is not valid.')).toBeVisible();
});

test("the server's refusal reads in Gujarati, with its numbers grouped", async ({ page }) => {
  await page.evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('gu')));
  await page.goto('/district');
  const first = page.getByRole('row').nth(1);
  await first.getByRole('button', { name: /^કાઢી નાખો/ }).click();
  await expect(dialog(page).getByRole('button', { name: 'રદ કરો' })).toBeFocused();
  await dialog(page).getByRole('button', { name: 'ખાતરી કરો' }).click();
  await expect(page.getByText(/^આ જિલ્લો હજી [\d,]+ પોસ્ટ અને [\d,]+ સભ્યો વાપરે છે\./)).toBeVisible();
});
