import type { Browser } from 'playwright-core';

/**
 * Starts Chromium through playwright-core, loaded on the first book or PDF rather
 * than with the server: it holds 30 MB of script and strings (74 MB of the process's
 * memory) that every request's garbage collections would otherwise mark, for the few
 * minutes a year a book is printed (docs/bench.md, the thirteenth session).
 */
export async function launchChromium(executablePath: string, args: string[]): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath, args });
}
