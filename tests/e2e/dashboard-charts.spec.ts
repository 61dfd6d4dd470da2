import type { Page } from '@playwright/test';
import { COORDINATOR, expect, signIn, test } from './fixtures';

type Charts = {
  ages: { from: number; to: number | null; male: number; female: number }[];
  districts: { id: number; name: string; members: number }[];
};
const chartsOf = (page: Page) =>
  page.evaluate(
    async () => (await (await fetch('/api/frontend/dashboard/charts')).json()).data as Charts,
  );

test('a bar of the age pyramid opens the members of that band and gender', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard');
  const ages = page.locator('[data-chart="ages"]');
  await expect(ages.getByRole('heading', { name: 'Ages' })).toBeVisible();
  const expected = (await chartsOf(page)).ages.find((band) => band.from === 20)!.female;
  expect(expected).toBeGreaterThan(0);
  // The same numbers as a table, each linking to its members.
  await ages.getByRole('button', { name: 'Table' }).click();
  const row = ages.getByRole('row', { name: /^20–29/ });
  await expect(row.getByRole('cell').last()).toHaveText(String(expected));
  await ages.getByRole('button', { name: 'Chart' }).click();
  // The pyramid has the oldest at the top: 20–29 is the seventh band of nine.
  await ages.locator('g[data-series="female"] .MuiBarChart-element').nth(6).click();
  await expect(page).toHaveURL(/\/members\?filter=/);
  const filter = JSON.parse(new URL(page.url()).searchParams.get('filter')!);
  expect(filter).toEqual({ age_from: 20, age_to: 29, genderSelected: 0 });
  await expect(page.getByText('Age from: 20')).toBeVisible();
  await expect(page.getByText('Gender: Female')).toBeVisible();
  await expect(page.getByText(new RegExp(`of ${expected.toLocaleString('en-IN')}$`))).toBeVisible();
});

test('a coordinator’s charts hold its district only', async ({ page }) => {
  await signIn(page, COORDINATOR);
  await page.goto('/dashboard');
  const districts = page.locator('[data-chart="districts"]');
  await expect(districts.getByRole('heading', { name: 'Members by district' })).toBeVisible();
  const data = await chartsOf(page);
  expect(data.districts.map((d) => d.name)).toEqual(['Patan']);
  await expect(districts.locator('.MuiBarChart-element')).toHaveCount(1);
  await districts.getByRole('button', { name: 'Table' }).click();
  await expect(districts.getByRole('row')).toHaveCount(2);
  await expect(districts.getByRole('row').nth(1)).toContainText('Patan');
  await expect(districts.getByRole('row').nth(1)).toContainText(
    data.districts[0]!.members.toLocaleString('en-IN'),
  );
});
