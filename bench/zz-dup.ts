import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:8091';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const page = await browser.newPage({ viewport: { width: 390, height: 1400 } });
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.goto(`${base}/login`);
await page.getByLabel('Email').fill('admin@example.com');
await page.getByLabel('Password').first().fill('demo-admin-2026');
await page.getByRole('button', { name: 'Submit' }).click();
await page.waitForURL(/dashboard/);
const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;
const h = { 'x-xsrf-token': decodeURIComponent(xsrf) };
console.log((await page.request.post(`${base}/api/frontend/duplicates/scan`, { headers: h })).status());
for (let i = 0; i < 60; i++) {
  const s = await (await page.request.get(`${base}/api/frontend/duplicates/scan`)).json();
  if (s.data?.state !== 'running') break;
  await page.waitForTimeout(1000);
}
const open = await (await page.request.get(`${base}/api/frontend/duplicates?status=open`)).json();
console.log('open', open.total);
const pair = open.data[0];
if (pair) {
  const r = await page.request.post(`${base}/api/frontend/duplicates/${pair.id}/merge`, { headers: h, data: { keep: pair.a.id, take: [] } });
  console.log('merge', r.status(), (await r.text()).slice(0, 200));
}
await page.goto(`${base}/duplicates`);
await page.waitForLoadState('networkidle');
await page.screenshot({ path: '/tmp/dup-open.png' });
await page.getByRole('tab', { name: /Merged/i }).click();
await page.waitForLoadState('networkidle');
await page.waitForTimeout(500);
await page.screenshot({ path: '/tmp/dup-merged.png' });
await browser.close();
