import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { ADMIN_ROUTES, PUBLIC_ROUTES } from './routes';
import { englishInterface, missingGlyphs, seriousAxeFindings, watchPolicy } from './screen-checks';

/**
 * One sign-in before the calling file's tests: answers the file where the signed-in
 * session is kept, for the contexts its tests open.
 */
export function signedInOnce(): string {
  const session = join(mkdtempSync(join(tmpdir(), 'fd-e2e-session-')), 'state.json');
  test.beforeAll(async ({ browser, baseURL }) => {
    const page = await browser.newPage({ baseURL });
    await signIn(page);
    await page.context().storageState({ path: session });
    await page.close();
  });
  return session;
}

/** Opens a screen in a language and waits for what a person sees: its heading, nothing loading. */
export async function open(page: Page, path: string, language: string) {
  await page.addInitScript((locale) => {
    localStorage.setItem('RaStore.locale', JSON.stringify(locale));
    localStorage.setItem('RaStorePublic.locale', JSON.stringify(locale));
  }, language);
  await page.goto(path);
  await shown(page);
}

/** The screen is drawn: its heading is there and nothing is loading any more. */
async function shown(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/**
 * Goes to another screen as the menu would, inside the running app (a full load
 * of the app for every screen would cost seconds each on a small machine), and
 * waits until the new screen has named itself in the browser's tab.
 */
async function go(page: Page, path: string) {
  if (new URL(page.url()).pathname === path) return shown(page);
  const before = await page.title();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect.poll(() => page.title()).not.toBe(before);
  await shown(page);
}

/**
 * Every screen (tests/e2e/routes.ts) in one language at one width, each its own
 * test, so a slow machine slows each test a little instead of one walk past its
 * budget (the app is loaded once per view; each test moves to its screen inside
 * it). Each view is a spec file of its own (`every-screen-<language>-<width>.spec.ts`),
 * so that the two test workers walk two views side by side:
 *
 * - English at 1440 px and Gujarati at 390 px: no Content-Security-Policy violation,
 *   no serious or critical axe-core finding;
 * - at 390 px, in both languages: nothing wider than the screen;
 * - in Gujarati: nothing drawn without Noto Sans Gujarati, no interface text left in
 *   English, the page title in Gujarati.
 */
export function walkEveryScreen(
  { language, width }: { language: 'en' | 'gu'; width: 390 | 1440 },
  session = signedInOnce(),
) {
  for (const [signedIn, routes] of [
    [false, PUBLIC_ROUTES],
    [true, ADMIN_ROUTES],
  ] as const) {
    test.describe(`${language} at ${width} px${signedIn ? '' : ', signed out'}`, () => {
      // One page per view, loaded once; each screen's test goes to its screen in it.
      let page: Page;
      let violations: () => Promise<string[]>;
      test.beforeAll(async ({ browser, baseURL }) => {
        const context = await browser.newContext({
          baseURL,
          viewport: { width, height: 900 },
          storageState: signedIn ? session : undefined,
        });
        page = await context.newPage();
        violations = await watchPolicy(page);
        await open(page, routes[0]!, language);
      });
      test.afterAll(async () => page.context().close());

      for (const path of routes) {
        test(path, async () => {
          const before = (await violations()).length;
          await go(page, path);
          expect((await violations()).slice(before), 'Content-Security-Policy').toEqual([]);

          if (width === 390) {
            const [scrollWidth, innerWidth] = await page.evaluate(() => [
              document.documentElement.scrollWidth,
              window.innerWidth,
            ]);
            expect(scrollWidth, 'wider than the screen').toBeLessThanOrEqual(innerWidth);
          }
          if (language === 'gu') {
            expect(await missingGlyphs(page), 'without Noto Sans Gujarati').toEqual([]);
            expect(await englishInterface(page), 'English interface text').toEqual([]);
            if (signedIn) expect(await page.title()).toMatch(/ફેમિલી ડિરેક્ટરી$/);
          }
          if (width === 1440 || language === 'gu') {
            expect(await seriousAxeFindings(page), 'axe-core').toEqual([]);
          }
        });
      }
    });
  }
}
