import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../server/directory/find-chromium.mjs';

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * How long after navigation a screen shows its data in Chromium: cold
 * (a new browser profile: nothing cached) and warm (the same profile again), three
 * times each, the median. `ready` is text that appears once the data is there.
 */
export async function measurePageLoads(
  base: string,
  cookies: string[],
  screens: { name: string; path: string; ready: RegExp; signedIn: boolean }[],
): Promise<{ name: string; coldMs: number; warmMs: number }[]> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium: set CHROMIUM_PATH or install chromium.');
  const browser: Browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const host = new URL(base).hostname;
  const jar = cookies.map((c) => {
    const [pair] = c.split(';');
    const [name, ...value] = pair!.split('=');
    return { name: name!, value: value.join('='), domain: host, path: '/' };
  });
  try {
    const results = [];
    for (const screen of screens) {
      const cold: number[] = [];
      const warm: number[] = [];
      for (let run = 0; run < 3; run++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        if (screen.signedIn) await context.addCookies(jar);
        const page = await context.newPage();
        for (const times of [cold, warm]) {
          const started = performance.now();
          await page.goto(`${base}${screen.path}`);
          await page.getByText(screen.ready).first().waitFor({ state: 'visible', timeout: 30_000 });
          times.push(performance.now() - started);
        }
        await context.close();
      }
      results.push({ name: screen.name, coldMs: median(cold), warmMs: median(warm) });
    }
    return results;
  } finally {
    await browser.close();
  }
}
