import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

/** axe-core's own script, read once a worker. */
let axeSource: string | undefined;

/**
 * The page's serious and critical axe-core findings as it is now, one line each
 * ("rule: where | where"). axe-core runs in the page itself, loaded once a document
 * (a walk moves between screens inside one document). @axe-core/playwright's
 * AxeBuilder loaded it again for every analysis, into every frame and into a blank
 * page it opened to gather the frames' results: 3.5–4.5 s a screen on this machine,
 * against 0.5 s for the same rules here (docs/bench.md, the twenty-third session).
 * The back-office draws no frames, so nothing goes unchecked.
 */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const { violations } = await page.evaluate(() =>
    (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe.run(
      document,
      { resultTypes: ['violations'] },
    ),
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** Records every Content-Security-Policy violation the page reports; call before it loads. */
export async function watchPolicy(page: Page) {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { violations: string[] }).violations.push(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)),
  ];
}

/** Gujarati text drawn with a font stack without Noto Sans Gujarati (empty boxes). */
export const missingGlyphs = (page: Page) =>
  page.evaluate(() => {
    const gujarati = /[\u0A80-\u0AFF]/;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const text = walker.currentNode.textContent ?? '';
      const element = walker.currentNode.parentElement;
      if (!element || !gujarati.test(text) || !element.getClientRects().length) continue;
      const font = getComputedStyle(element).fontFamily;
      if (!/Noto Sans Gujarati/i.test(font)) found.push(`${element.tagName} "${text}" in ${font}`);
    }
    return found;
  });

/**
 * Interface text still in English: labels, buttons, headings, column heads,
 * menus, placeholders, snackbars. What holds data (a name, a committee) is marked
 * `translate="no"` and skipped, as are product and file-format names.
 */
export const englishInterface = (page: Page) =>
  page.evaluate(() => {
    const KEEP =
      /^(CSV|JPEG|PNG|WebP|GIF|MB|KB|OK|SSC|HSC|ITI|ID|URL|API|SMS|OTP|DPVS|GEDCOM|JSON|PDF|No|English)$/;
    const SELECTOR = [
      'button',
      'label',
      'th',
      'legend',
      'h1',
      'h2',
      'h3',
      'h6',
      '[role="menuitem"]',
      '[role="tab"]',
      '.MuiChip-label',
      '.MuiTablePagination-root p',
      '.MuiDialogTitle-root',
      '.MuiFormHelperText-root',
      '.MuiSnackbarContent-message',
    ].join(',');
    const found = new Set<string>();
    const check = (text: string, where: string) => {
      const words = text.match(/[A-Za-z]{3,}/g)?.filter((w) => !KEEP.test(w)) ?? [];
      if (words.length) found.add(`${where}: "${text.trim().slice(0, 60)}"`);
    };
    for (const element of document.querySelectorAll<HTMLElement>(SELECTOR)) {
      if (element.closest('[translate="no"]') || !element.getClientRects().length) continue;
      const own = element.cloneNode(true) as HTMLElement;
      for (const data of own.querySelectorAll('[translate="no"]')) data.remove();
      check(own.textContent ?? '', element.tagName);
    }
    for (const input of document.querySelectorAll<HTMLInputElement>('input[placeholder]'))
      if (!input.closest('[translate="no"]')) check(input.placeholder, 'placeholder');
    return [...found];
  });
