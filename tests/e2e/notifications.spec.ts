import { expect, signIn, test } from './fixtures';
import { choose, confirm, openMenu, row, search } from './pages';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('a notification: filters with a live count, to everyone, send, resend, remove', async ({
  page,
}) => {
  await openMenu(page, 'Notifications');
  await page.getByRole('link', { name: 'Send notification' }).click();
  await expect(page).toHaveURL(/\/notification\/send$/);
  const form = page.locator('form');
  const audience = page.getByRole('status').filter({ hasText: 'This will reach' });
  // The count for the filters as they now are: the status is busy until it is in.
  const reach = async () => {
    await expect(audience).toHaveAttribute('aria-busy', 'false');
    return Number(/reach ([\d,]+)/.exec((await audience.textContent())!)![1]!.replace(/,/g, ''));
  };

  // Everyone, as the members list counts them (other tests may have added members).
  await expect(audience).toHaveText(/^This will reach [\d,]+ members\.$/);
  const everyone = await reach();
  await choose(page, form, 'Gender', 'Female');
  await expect.poll(reach).toBeLessThan(everyone);
  const women = await reach();
  await choose(page, form, 'State', 'Gujarat');
  await expect.poll(reach).toBeLessThan(women);
  const inGujarat = await reach();
  await choose(page, form, 'District', 'Mehsana');
  await expect.poll(reach).toBeLessThan(inGujarat);
  const inDistrict = await reach();
  expect(inDistrict).toBeGreaterThan(0);
  await page.screenshot({ path: 'test-results/screens/notification-send.png', fullPage: true });

  // To everyone: the filters go, the count is everyone.
  await page.getByRole('switch', { name: 'Send to everyone' }).check();
  await expect(form.getByRole('combobox', { name: 'Gender' })).toHaveCount(0);
  await expect.poll(reach).toBe(everyone);
  await page.getByRole('switch', { name: 'Send to everyone' }).uncheck();
  await expect(form.getByRole('combobox', { name: 'Gender' })).toBeVisible();

  // Title and description are required; then it is sent to the district's women.
  await page.getByRole('button', { name: 'Send notification' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill('Mahila Mandal meeting');
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('Sunday at 4 pm at the Samaj Bhavan.');
  await expect.poll(reach).toBe(inDistrict);
  await page.getByRole('button', { name: 'Send notification' }).click();
  // More than a handful: it asks first, saying how many, with thousands grouped.
  expect(inDistrict).toBeGreaterThan(10);
  await expect(page.getByRole('dialog').getByRole('heading')).toHaveText(
    `Send to ${inDistrict.toLocaleString('en-IN')} members?`,
  );
  await confirm(page, 'Each of them gets it on their phone.');
  await expect(
    page.getByText(`Notification sent to ${inDistrict.toLocaleString('en-IN')} members.`),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/notification$/);

  await search(page, 'mahila');
  const sent = row(page, /Mahila Mandal meeting/);
  await expect(sent).toContainText(inDistrict.toLocaleString('en-IN'));

  await sent.getByRole('button', { name: 'Resend Mahila Mandal meeting' }).click();
  await confirm(page, 'Are you sure you want to send it again ?');
  await expect(
    page.getByText(`Notification sent again to ${inDistrict.toLocaleString('en-IN')} members.`),
  ).toBeVisible();

  await sent.getByRole('button', { name: 'Remove Mahila Mandal meeting' }).click();
  await confirm(page, 'Are you sure you want to remove it ?');
  await expect(page.getByText('Notification removed.')).toBeVisible();
  await expect(sent).toHaveCount(0);
});
