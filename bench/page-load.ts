import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../server/directory/find-chromium.mjs';
import { whenChromiumIsQuiet } from './browser-quiet.js';

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Installed before the page's own scripts: notes the frame in which text matching
 * the ready pattern is first in the document (a text node added or changed whose
 * element's text matches), in the page's own clock, whose zero is the start of the
 * navigation. Only the nodes that change are read, so the watch costs the page
 * next to nothing. Plain text, so that no transpiler's helper goes with it.
 */
const watchFor = (ready: RegExp) => `(() => {
  const ready = new RegExp(${JSON.stringify(ready.source)}, ${JSON.stringify(ready.flags)});
  const matches = (node) => {
    const element = node && node.nodeType === Node.TEXT_NODE ? node.parentElement : node;
    return !!element && ready.test((element.textContent || '').replace(/\\s+/g, ' ').trim());
  };
  const holds = (node) => {
    if (node.nodeType === Node.TEXT_NODE) return matches(node);
    if (node.nodeType !== Node.ELEMENT_NODE) return false;
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) if (matches(text)) return true;
    return false;
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const found = record.type === 'characterData'
        ? matches(record.target)
        : [...record.addedNodes].some(holds);
      if (!found) continue;
      observer.disconnect();
      // The frame that draws it: the next animation frame's start.
      // When the ready text was first drawn, in ms since the navigation began.
      requestAnimationFrame((at) => { window.__shownAt = at; });
      return;
    }
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true });
})();`;

/**
 * How long after navigation a screen shows its data in Chromium: cold
 * (a new browser profile: nothing cached) and warm (the same profile again), three
 * times each, the median. Each navigation starts once the browser's own work is done
 * (`whenChromiumIsQuiet`): a new window's start-up is the browser's, not the page's. `ready` is text that appears once the data is there; the
 * time is when the page first draws it, noted by the page itself (`watchFor`).
 * Waiting for it with a locator measured Playwright's polling too, whose pauses
 * grow to half a second (docs/bench.md, cold loads).
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
        await context.addInitScript(watchFor(screen.ready));
        const page = await context.newPage();
        for (const times of [cold, warm]) {
          await whenChromiumIsQuiet();
          await page.goto(`${base}${screen.path}`, { waitUntil: 'commit' });
          // A function, not a string: the page's Content-Security-Policy forbids eval.
          const shown = await page.waitForFunction(
            () => (globalThis as { __shownAt?: number }).__shownAt,
            null,
            { timeout: 30_000 },
          );
          times.push(Math.round(Number(await shown.jsonValue())));
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
