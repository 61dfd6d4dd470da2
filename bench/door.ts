import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../server/directory/find-chromium.mjs';
import { gzippedScriptsOf } from './js-size.js';

/** Chrome DevTools' "Slow 4G": 562.5 ms round trips, about 1.4 Mbit/s down, 0.7 up. */
const SLOW_4G = { latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 };
const CPU_SLOWDOWN = 4;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export interface DoorLoad {
  /** Gzipped JavaScript of the first load of /me, and how many scripts. */
  files: number;
  bytes: number;
  /** Navigation to the mobile-number field visible and taking input, Slow 4G and 4× CPU, cold. */
  throttledMs: number[];
  medianMs: number;
}

/**
 * The member page's first load (docs/member-door.md "A light page"): its gzipped
 * JavaScript, and how long a cheap phone on a slow network waits for the
 * mobile-number field: Chromium with DevTools' Slow 4G and a 4× slower CPU, a new
 * profile each time (nothing cached), three times.
 */
export async function measureDoor(base: string): Promise<DoorLoad> {
  const { files, bytes } = await gzippedScriptsOf(`${base}/me`);
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium: set CHROMIUM_PATH or install chromium.');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const throttledMs: number[] = [];
  try {
    for (let run = 0; run < 3; run++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      const started = performance.now();
      await page.goto(`${base}/me`, { waitUntil: 'commit' });
      // Visible and taking input: the digit typed is in the field.
      const field = page.getByRole('textbox').first();
      await field.fill('9', { timeout: 30_000 });
      throttledMs.push(performance.now() - started);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { files, bytes, throttledMs, medianMs: median(throttledMs) };
}

// `npm run bench:door -- URL`: the member page's figures against a running server.
if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? 'http://127.0.0.1:8080';
  const door = await measureDoor(base);
  console.log(
    `/me: ${door.files} scripts, ${(door.bytes / 1024).toFixed(1)} KB gzipped; ` +
      `mobile field taking input after ${door.throttledMs.map((v) => `${v.toFixed(0)} ms`).join(', ')} ` +
      `(Slow 4G, ${CPU_SLOWDOWN}× CPU; median ${door.medianMs.toFixed(0)} ms)`,
  );
  if (door.bytes > 120 * 1024 || door.medianMs > 3000) process.exitCode = 1;
}
