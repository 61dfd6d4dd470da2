import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:8091';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const width = Number(process.env.W ?? 1280);
const page = await browser.newPage({ viewport: { width, height: 1000 } });
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.goto(`${base}/login`);
if (process.env.GU) await page.evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('gu')));
await page.goto(`${base}/login`);
await page.getByLabel(/Email|ઇમેઇલ/).fill('admin@example.com');
await page.getByLabel(/Password|પાસવર્ડ/).first().fill('demo-admin-2026');
await page.getByRole('button', { name: /Submit|સબમિટ/ }).click();
await page.waitForURL(/dashboard/);
for (const file of process.argv.slice(2)) {
  await page.goto(`${base}/imports`);
  await page.waitForLoadState('networkidle');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Choose a file|ફાઇલ પસંદ/ }).click();
  await (await chooser).setFiles(file);
  await page.waitForURL(/\/imports\/\d+/, { timeout: 30000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  const name = file.split('/').pop()!.replace(/\W+/g, '_');
  await page.screenshot({ path: `/tmp/imp-${process.env.GU ? 'gu-' : ''}${name}.png`, fullPage: true });
  console.log('shot', name, page.url());
}
await browser.close();
