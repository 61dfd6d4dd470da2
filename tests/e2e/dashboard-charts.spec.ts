import type { Page } from '@playwright/test';
import { COORDINATOR, expect, signIn, test } from './fixtures';
import { seriousAxeFindings } from './screen-checks';

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
  // The charts load once their place below the table comes on screen.
  await page.locator('[data-charts-anchor]').scrollIntoViewIfNeeded();
  const ages = page.locator('[data-chart="ages"]');
  await expect(ages.getByRole('heading', { name: 'Ages' })).toBeVisible();
  // A chart is drawn as it comes near the screen.
  await ages.scrollIntoViewIfNeeded();
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
  await page.locator('[data-charts-anchor]').scrollIntoViewIfNeeded();
  const districts = page.locator('[data-chart="districts"]');
  await expect(districts.getByRole('heading', { name: 'Members by district' })).toBeVisible();
  await districts.scrollIntoViewIfNeeded();
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

test('the charts in Gujarati on a phone: stacked, readable, each with its table, axe passes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('gu')));
  await page.goto('/dashboard');
  await page.locator('[data-charts-anchor]').scrollIntoViewIfNeeded();
  const quality = page.locator('[data-chart="quality"]');
  await expect(quality.getByRole('heading', { name: 'જિલ્લા પ્રમાણે રેકોર્ડની ગુણવત્તા' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ઉંમર' })).toBeVisible();
  // One column: each chart as wide as the next, nothing wider than the screen.
  const boxes = await page
    .locator('[data-chart]')
    .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().width));
  expect(new Set(boxes.map(Math.round)).size).toBe(1);
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  await quality.getByRole('button', { name: 'કોષ્ટક' }).click();
  await expect(quality.getByRole('columnheader', { name: 'જિલ્લો' })).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
});
