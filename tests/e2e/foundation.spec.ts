import { gzipSync } from 'node:zlib';
import { DEMO, expect, signIn, signInThroughScreen, test } from './fixtures';

test('the login screen loads at most 270 KB of gzipped JavaScript (docs/bench.md)', async ({
  page,
}) => {
  const scripts: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.body());
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  const bytes = (await Promise.all(scripts)).reduce((sum, b) => sum + gzipSync(b).length, 0);
  expect(bytes).toBeGreaterThan(100 * 1024);
  expect(bytes).toBeLessThanOrEqual(270 * 1024);
});

test('a guest opening /dashboard lands on the login screen', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Family Directory' })).toBeVisible();
  await expect(page).toHaveTitle('Login · Family Directory');
});

test('a wrong password shows the error under the password field', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').first().fill('not the password');
  await page.getByRole('button', { name: 'Submit' }).click();
  const passwordField = page.locator('.MuiFormControl-root', {
    has: page.getByRole('textbox', { name: 'Password' }),
  });
  await expect(passwordField).toContainText('The email or password is incorrect.');
  await expect(page.getByRole('textbox', { name: 'Password' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page).toHaveURL(/\/login$/);
  await page.screenshot({ path: 'test-results/screens/login-error.png' });
});

test('signing in shows the eight cards with the seeded numbers', async ({ page }) => {
  await signInThroughScreen(page);
  await expect(page).toHaveTitle('Dashboard · Family Directory');
  const response = await page.request.get('/api/frontend/dashboard/details');
  const { data } = await response.json();
  // The demo community is seeded with exactly 1,000 members.
  expect(data.members.allMembers).toBe(1000);
  const expected: Record<string, number> = {
    'Total Members': data.members.allMembers,
    'Completed Profiles': data.members.completeProfiles,
    'InComplete Profiles': data.members.incompleteProfiles,
    'Members In Foreign': data.members.inForeign,
    'UnApproved Businesses': data.business.unapprovedBusiness,
    'Approved Businesses': data.business.approvedBusiness,
    'Total Jobs': data.jobs,
    'Total Families': data.allFamilies,
  };
  for (const [label, value] of Object.entries(expected)) {
    const card = page.getByRole('group', { name: label, exact: true });
    await expect(card).toContainText(new Intl.NumberFormat('en-IN').format(value));
  }
  await expect(page.getByRole('group', { name: 'Total Members' })).toContainText('1,000');
  await page.screenshot({ path: 'test-results/screens/dashboard.png', fullPage: true });
});

test('the district filter switches the table to that district’s villages', async ({ page }) => {
  await signIn(page);
  const table = page.getByRole('table', { name: 'Family Details' });
  await expect(table.getByRole('columnheader').first()).toHaveText('District Name');
  await expect(table.getByRole('row', { name: /Mehsana/ })).toBeVisible();
  await page.getByRole('combobox', { name: 'District' }).click();
  await page.getByRole('option', { name: 'Mehsana' }).click();
  await expect(table.getByRole('columnheader').first()).toHaveText('Village Name');
  await expect(table.getByRole('row', { name: /Kansa/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Ahmedabad/ })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/dashboard-villages.png' });

  await page.getByRole('combobox', { name: 'District' }).click();
  await page.getByRole('option', { name: 'Amreli' }).click();
  await expect(table.getByRole('cell', { name: 'No Data...' })).toBeVisible();

  await page.getByRole('combobox', { name: 'District' }).click();
  await page.getByRole('option', { name: 'All districts' }).click();
  await expect(table.getByRole('columnheader').first()).toHaveText('District Name');
});

test('/ goes to the dashboard, and a signed-in administrator opening /login goes there too', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
});

test('a signed-in page asks for its session while its scripts are still on their way, once', async ({
  page,
}) => {
  await signIn(page);
  const sessionChecks: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/frontend/user') sessionChecks.push(request.url());
  });
  // The back-office's script is held until the session check has left (index.html's own).
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await expect.poll(() => sessionChecks.length).toBe(1);
    await route.continue();
  });
  await page.goto('/members');
  await expect(page.getByText(/^1-25 of [\d,]+$/)).toBeVisible();
  expect(sessionChecks).toHaveLength(1);
});

test('an opened list and the dashboard ask for their answer before the frame’s own, once', async ({
  page,
}) => {
  await signIn(page);
  // What each page asked, by the address of the page that asked: the page left behind
  // may still be asking while the next one loads, on a busy machine.
  const asked: string[] = [];
  let opened = '';
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith('/api/frontend/')) return;
    if (new URL(request.frame().url()).pathname !== opened) return;
    asked.push(pathname.slice('/api/frontend/'.length));
  });
  for (const [address, answer, shown] of [
    ['/members', 'members/list', page.getByText(/^1-25 of [\d,]+$/)],
    [
      '/dashboard',
      'dashboard/details',
      page.getByRole('group', { name: 'Total Members' }).getByText('1,000'),
    ],
  ] as const) {
    asked.length = 0;
    opened = address;
    await page.goto(address);
    await expect(shown).toBeVisible();
    await expect.poll(() => asked.includes('audit/accounts')).toBe(true);
    // Asked while the frame was still being drawn, not after the menu's questions…
    expect(asked.indexOf(answer)).toBeLessThan(asked.indexOf('audit/accounts'));
    // …and the page drawn with that answer, without asking it again.
    expect(asked.filter((path) => path === answer)).toHaveLength(1);
  }
});

test('logout returns to the login screen and the dashboard is closed again', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const user = await page.request.get('/api/frontend/user');
  expect(user.status()).toBe(401);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('/privacy-policy opens without signing in', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page).toHaveTitle('Privacy Policy · Family Directory');
});

test('the language switch shows the login screen in Gujarati', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: /English/i }).click();
  await page.getByRole('menuitem', { name: 'ગુજરાતી' }).click();
  await expect(page.getByRole('button', { name: 'સબમિટ' })).toBeVisible();
  await expect(page.getByLabel('ઇમેઇલ')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/login-gujarati.png' });
});

test('the menu appears whole after signing in: no entry moves under a click', async ({ page }) => {
  // The server's answer about imports comes late, as on a busy machine.
  await page.route(
    (url) => url.pathname.endsWith('/api/frontend/members/import'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    },
  );
  await signInThroughScreen(page);
  const menu = page.getByRole('menu');
  const jobs = menu.getByRole('menuitem', { name: 'Jobs' });
  await expect(jobs).toBeVisible();
  const first = await jobs.boundingBox();
  await expect(menu.getByRole('menuitem', { name: 'Imports' })).toBeVisible();
  expect(await jobs.boundingBox()).toEqual(first);
  await jobs.click();
  await expect(page).toHaveTitle(/^Jobs ·/);
});
