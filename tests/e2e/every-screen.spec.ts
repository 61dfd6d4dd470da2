import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { ADMIN_ROUTES, PUBLIC_ROUTES } from './routes';

/**
 * Walks every screen (tests/e2e/routes.ts): in Gujarati nothing shows as empty
 * boxes and no interface text is left in English; at 390px nothing is wider than
 * the screen; axe-core finds no serious or critical violation.
 */

const setLanguage = (page: Page, locale: string) =>
  page.evaluate((l) => {
    localStorage.setItem('RaStore.locale', JSON.stringify(l));
    localStorage.setItem('RaStorePublic.locale', JSON.stringify(l));
  }, locale);

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('h1').first()).toBeVisible();
}

/** Gujarati text drawn with a font stack without Noto Sans Gujarati (empty boxes). */
const missingGlyphs = (page: Page) =>
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
 * menus, placeholders. What holds data (a name, a committee) is marked
 * `translate="no"` and skipped, as are product and file-format names.
 */
const englishInterface = (page: Page) =>
  page.evaluate(() => {
    const KEEP =
      /^(CSV|JPEG|PNG|WebP|GIF|MB|KB|OK|SSC|HSC|ITI|ID|URL|API|SMS|OTP|DPVS|No|English)$/;
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

test('every screen in Gujarati: Gujarati glyphs everywhere, no English interface text', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/login');
  await setLanguage(page, 'gu');
  for (const path of PUBLIC_ROUTES) {
    await open(page, path);
    expect(await missingGlyphs(page), path).toEqual([]);
    expect(await englishInterface(page), path).toEqual([]);
  }
  await setLanguage(page, 'en');
  await signIn(page);
  await setLanguage(page, 'gu');
  for (const path of ADMIN_ROUTES) {
    await open(page, path);
    expect(await missingGlyphs(page), path).toEqual([]);
    expect(await englishInterface(page), path).toEqual([]);
    expect(await page.title(), path).toMatch(/ફેમિલી ડિરેક્ટરી$/);
  }
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Gujarati"', 'ગ'))).toBe(
    true,
  );
});

test('every screen fits a 390px phone, in English and in Gujarati', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  for (const language of ['en', 'gu']) {
    await setLanguage(page, language);
    for (const path of [...PUBLIC_ROUTES, ...ADMIN_ROUTES]) {
      await open(page, path);
      const [scrollWidth, innerWidth] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        window.innerWidth,
      ]);
      expect(scrollWidth, `${language} ${path}`).toBeLessThanOrEqual(innerWidth);
    }
  }
  // A dialog fits too, and its rows' buttons are on the screen.
  await open(page, '/village');
  const edit = page.getByRole('button', { name: /^ફેરફાર કરો / }).first();
  await expect(edit).toBeInViewport();
  await page.getByRole('button', { name: /ઉમેરો$/ }).click();
  const box = await page.getByRole('dialog').boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
});

test('axe-core finds no serious or critical violation on any screen', async ({ page }) => {
  test.setTimeout(240_000);
  const audit = async (label: string) => {
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    expect(serious, label).toEqual([]);
  };
  await page.goto('/login');
  await setLanguage(page, 'en');
  for (const path of PUBLIC_ROUTES) {
    await open(page, path);
    await audit(path);
  }
  await signIn(page);
  for (const [language, width] of [
    ['en', 1440],
    ['gu', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await setLanguage(page, language);
    for (const path of ADMIN_ROUTES) {
      await open(page, path);
      await audit(`${language} ${width} ${path}`);
    }
  }
});
