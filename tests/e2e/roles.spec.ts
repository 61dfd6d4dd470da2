import { COORDINATOR, expect, signIn, test, VIEWER } from './fixtures';

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
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
});

test("a viewer reads a member's page with every field disabled, and may not add one", async ({
  page,
}) => {
  await signIn(page, VIEWER);
  await page.goto('/members');
  const first = page.getByRole('row').nth(1);
  await expect(first).toBeVisible();
  await first.getByRole('link', { name: 'Show' }).click();
  await expect(page).toHaveURL(/\/member\/\d+\/edit$/);
  const firstName = page.getByRole('textbox', { name: 'First Name' });
  await expect(firstName).not.toHaveValue('');
  await expect(firstName).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Family Member' })).toHaveCount(0);
  // By its address, the add page is refused in words.
  await page.goto('/member/add');
  await expect(page.getByText('Access denied')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveCount(0);
});

test('a coordinator sees the members of other districts on a committee by name only', async ({
  page,
}) => {
  await signIn(page, COORDINATOR);
  // A committee seating members of Patan and of other districts, as the coordinator reads it.
  const found = await page.evaluate(async () => {
    type Seat = { information: { first_name: string; mobile_no: string; outside?: boolean } };
    const committees = (await (await fetch('/api/frontend/committee/list')).json()).data as {
      id: number;
    }[];
    for (const { id } of committees) {
      const url = `/api/frontend/committee/members?committee_id=${id}&itemsPerPage=-1`;
      const seats = (await (await fetch(url)).json()).data as Seat[];
      // One whose first name no seat within the district shares, to find its row by it.
      const outside = seats.find(
        (s) =>
          s.information.outside &&
          !seats.some(
            (o) => !o.information.outside && o.information.first_name === s.information.first_name,
          ),
      );
      const inside = seats.find((s) => !s.information.outside);
      if (outside && inside)
        return { id, outside: outside.information, inside: inside.information };
    }
    return null;
  });
  expect(found).not.toBeNull();
  const { id, inside, outside } = found!;
  await page.goto(`/committee/${id}/members`);
  const theirs = page.getByRole('row').filter({ hasText: outside.first_name });
  await expect(theirs.first()).toBeVisible();
  await expect(theirs.first().getByRole('link')).toHaveCount(0);
  const ours = page.getByRole('row').filter({ hasText: inside.mobile_no });
  await expect(ours.getByRole('link', { name: new RegExp(inside.first_name) })).toBeVisible();
  expect(outside.mobile_no).toBe('');
});
