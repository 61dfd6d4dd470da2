import { expect, signIn, test, VIEWER } from './fixtures';

test('a viewer reads every list and is offered no Add, Edit or Remove', async ({ page }) => {
  await signIn(page, VIEWER);
  // Committees: the rows are there; the switch shows the state but cannot be turned.
  await page.goto('/committee');
  const shown = page.getByRole('switch').first();
  await expect(shown).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Add / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Delete|Remove) / })).toHaveCount(0);
  // Masters and members: read, no Add.
  await page.goto('/district');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add District' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await page.goto('/members');
  await expect(page.getByText(/^1-25 of /)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Member' })).toHaveCount(0);
});
