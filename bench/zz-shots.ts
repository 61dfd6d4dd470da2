import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:8091';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const width = Number(process.env.W ?? 390);
const page = await browser.newPage({ viewport: { width, height: 844 } });
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.goto(`${base}/login`);
await page.getByLabel('Email').fill(process.env.EMAIL ?? 'admin@example.com');
await page.getByLabel('Password').first().fill(process.env.PASSWORD ?? 'demo-admin-2026');
await page.getByRole('button', { name: /Submit|સબમિટ/ }).click();
await page.waitForURL(/dashboard/);
if (process.env.LANG_GU) { await page.evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('gu'))); }
for (const path of process.argv.slice(2)) {
  await page.goto(`${base}${path}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  const name = path.replace(/[^a-z0-9]+/gi, '_');
  await page.screenshot({ path: `/tmp/shot-${width}${process.env.LANG_GU ? '-gu' : ''}${name}.png`, fullPage: false });
  console.log('shot', name);
}
await browser.close();
