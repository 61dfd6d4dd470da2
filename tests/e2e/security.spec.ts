import { expect, signIn, test } from './fixtures';
import { pngPhoto } from './pages';
import { watchPolicy } from './screen-checks';

test('the policy is sent, and a chosen photo previews from a blob: URL without a violation', async ({
  page,
}) => {
  const violations = await watchPolicy(page);
  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await signIn(page);
  // A chosen photo is previewed from a blob: URL.
  await page.goto('/member/add');
  await page.locator('input[type=file][name=photo_file]').setInputFiles({
    name: 'face.png',
    mimeType: 'image/png',
    buffer: pngPhoto(),
  });
  await expect(page.locator('img[src^="blob:"]').first()).toBeVisible();
  expect(await violations(), 'photo preview').toEqual([]);
});
