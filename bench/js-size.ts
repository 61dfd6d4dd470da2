import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../server/directory/find-chromium.mjs';

/** Opens `url` in Chromium and sums the gzipped size of every script the page loaded. */
export async function gzippedScriptsOf(url: string): Promise<{ files: number; bytes: number }> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium: set CHROMIUM_PATH or install chromium.');
  const browser = await chromium.launch({
    executablePath,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    const bodies: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const scripts = await Promise.all(bodies);
    return {
      files: scripts.length,
      bytes: scripts.reduce((sum, b) => sum + gzipSync(b).length, 0),
    };
  } finally {
    await browser.close();
  }
}
