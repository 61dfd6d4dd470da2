import { expect, signIn, test } from './fixtures';
import { choose, confirm, dialog, openMenu, row } from './pages';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('a WhatsApp template recorded, then a send to a district by WhatsApp, else SMS, with counts that move', async ({
  page,
}) => {
  // The template as Meta approved it, previewed with a member's own values.
  await openMenu(page, 'Message templates');
  await expect(page).toHaveURL(/\/message-templates$/);
  await page.getByRole('button', { name: 'Add Message template' }).click();
  const form = dialog(page);
  await form.getByRole('textbox', { name: 'Name or id at the provider' }).fill('District Notice');
  await form.getByRole('textbox', { name: 'Text' }).fill('નમસ્તે {{1}}, {{2}}: {{3}}');
  await choose(page, form, '{{1}}', "Member's first name");
  await choose(page, form, '{{2}}', "Notification's title");
  await choose(page, form, '{{3}}', "Notification's text");
  await choose(page, form, 'Status', 'Approved');
  await expect(form.getByRole('region', { name: /Preview/ })).toContainText('વાર્ષિક સામાન્ય સભા');
  await expect(form.getByRole('status')).toContainText('of 1,024 characters WhatsApp allows');
  // Meta's names are small letters, digits and _: the server says so under the field.
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('A WhatsApp template name has only small letters')).toBeVisible();
  // The snackbar says it too, over Save; a click elsewhere sends it away.
  await form.getByRole('heading', { name: 'Add Message template' }).click();
  await expect(page.locator('.RaNotification-error')).toHaveCount(0);
  await form.getByRole('textbox', { name: 'Name or id at the provider' }).fill('district_notice');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(row(page, /district_notice/)).toContainText('Approved');

  // The send: WhatsApp first, SMS for those without an opt-in, push last.
  await openMenu(page, 'Notifications');
  await page.getByRole('link', { name: 'Send notification' }).click();
  const send = page.locator('form');
  await page.getByRole('textbox', { name: 'Title' }).fill('Patan blood camp');
  await page.getByRole('textbox', { name: 'Description' }).fill('Sunday 9 am at the Samaj Bhavan.');
  await choose(page, send, 'State', 'Gujarat');
  await choose(page, send, 'District', 'Patan');
  await page.getByRole('button', { name: 'WhatsApp' }).click();
  await page.getByRole('button', { name: 'SMS' }).click();
  await expect(page.getByRole('button', { name: '1. WhatsApp' })).toBeVisible();
  await expect(page.getByRole('button', { name: '3. Push (family app)' })).toBeVisible();
  await choose(page, send, 'WhatsApp template', /^district_notice · Gujarati$/);
  await choose(page, send, 'SMS template', /^6655aa01c0de01 · Gujarati$/);
  const summary = page.getByRole('status').filter({ hasText: 'Estimated cost' });
  await expect(summary).toContainText(/WhatsApp: [\d,]+ members? · ₹/);
  await expect(summary).toContainText(/Not by WhatsApp: [\d,]+ not opted in/);
  await expect(summary).toContainText(/SMS: [\d,]+ members? · ₹/);
  await page.screenshot({ path: 'test-results/screens/notification-channels.png', fullPage: true });
  await page.getByRole('button', { name: 'Send notification' }).click();
  await expect(dialog(page)).toContainText(/Estimated cost: ₹/);
  await confirm(page, 'Each of them gets it on their phone.');
  await expect(page).toHaveURL(/\/notification$/);

  // Its page: WhatsApp and SMS deliveries move on as the fakes' receipts arrive.
  await page.getByRole('link', { name: 'Patan blood camp' }).click();
  await expect(page).toHaveURL(/\/notification\/\d+\/show$/);
  const table = page.getByRole('table', { name: 'Deliveries by channel and state' });
  const cell = (channel: string, column: number) =>
    table
      .getByRole('row', { name: new RegExp(`^${channel}`) })
      .getByRole('cell')
      .nth(column);
  const number = async (channel: string, column: number) =>
    Number(((await cell(channel, column).textContent()) ?? '0').replace(/,/g, ''));
  // Columns after the channel: waiting, sending, sent, delivered, read, failed, unknown, skipped.
  await expect.poll(() => number('WhatsApp', 4), { timeout: 30_000 }).toBeGreaterThan(0);
  await expect.poll(() => number('SMS', 3), { timeout: 30_000 }).toBeGreaterThan(0);
  await expect(page.getByText(/handed over/)).toBeVisible({ timeout: 30_000 });
  await page.screenshot({
    path: 'test-results/screens/notification-deliveries.png',
    fullPage: true,
  });
});
