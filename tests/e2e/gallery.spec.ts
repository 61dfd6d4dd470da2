import { expect, signIn, test } from './fixtures';
import { confirm, dialog, openMenu, pngPhoto, row, search } from './pages';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

const png = (name: string) => ({ name, mimeType: 'image/png', buffer: pngPhoto() });

test('a gallery: cover, five files at once (one refused), thumbnails, hide, view, edit, delete', async ({
  page,
}) => {
  await openMenu(page, 'Galleries');

  // Name and cover are both required; then the success message shows (the old product lost it).
  await page.getByRole('button', { name: 'Add Gallery' }).click();
  await expect(dialog(page).getByRole('textbox', { name: 'Name' })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page).getByText('Required')).toHaveCount(2);
  await dialog(page).getByRole('textbox', { name: 'Name' }).fill('Diwali 2026');
  await dialog(page).locator('input[type=file][name=image_file]').setInputFiles(png('cover.png'));
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Gallery added.')).toBeVisible();
  await search(page, 'diwali');
  const gallery = row(page, /Diwali 2026/);
  await expect(gallery.getByRole('switch', { name: 'Show Diwali 2026' })).toBeChecked();

  await gallery.getByRole('link', { name: 'Images (0)' }).click();
  await expect(page).toHaveTitle(/^Diwali 2026 ·/);
  await expect(page.getByText('No data...')).toBeVisible();

  // Five at once: four pictures and a text file named .jpg, which the server refuses.
  await page
    .locator('input[type=file][name=images]')
    .setInputFiles([
      png('one.png'),
      png('two.png'),
      { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('these are not pixels') },
      png('three.png'),
      png('four.png'),
    ]);
  await expect(page.getByText('One of 5 images was not uploaded.')).toBeVisible();
  await expect(page.getByText('4 of 5 uploaded')).toBeVisible();
  await expect(page.getByText('The file must be an image (JPEG, PNG, WebP or GIF).')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send again notes.jpg' })).toBeVisible();
  const thumbnails = page.getByRole('button', { name: /^Open the photo of Diwali 2026, image/ });
  await expect(thumbnails).toHaveCount(4);
  await page.screenshot({ path: 'test-results/screens/gallery-images.png', fullPage: true });

  // Hide one image.
  const second = page.getByRole('switch', { name: 'Show Diwali 2026, image 2' });
  await second.click();
  await confirm(page, 'It will no longer show in the family app.');
  await expect(page.getByText('Image is hidden.')).toBeVisible();
  await expect(second).not.toBeChecked();

  // Open one large, step to the next, close.
  await thumbnails.first().click();
  const viewer = dialog(page);
  await expect(viewer.getByRole('img', { name: 'Diwali 2026, image 1' })).toBeVisible();
  await viewer.getByRole('button', { name: 'Next' }).click();
  await expect(viewer.getByRole('img', { name: 'Diwali 2026, image 2' })).toBeVisible();
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(dialog(page)).toHaveCount(0);

  // Edit the gallery's name and cover.
  await page.getByRole('link', { name: 'Back' }).click();
  await search(page, 'diwali');
  const coverBefore = await gallery.locator('img').first().getAttribute('src');
  await gallery.getByRole('button', { name: 'Edit Diwali 2026' }).click();
  await dialog(page).getByRole('textbox', { name: 'Name' }).fill('Diwali 2026 at the Samaj Bhavan');
  await dialog(page)
    .locator('input[type=file][name=image_file]')
    .setInputFiles(png('new-cover.png'));
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Gallery updated.')).toBeVisible();
  const renamed = row(page, /Diwali 2026 at the Samaj Bhavan/);
  await expect(renamed.getByRole('link', { name: 'Images (4)' })).toBeVisible();
  await expect(renamed.locator('img').first()).not.toHaveAttribute('src', coverBefore!);

  // Hide the gallery, then delete it with its images.
  const shown = renamed.getByRole('switch', { name: 'Show Diwali 2026 at the Samaj Bhavan' });
  await shown.click();
  await confirm(page, 'It will no longer show in the family app.');
  await expect(page.getByText('Gallery is hidden.')).toBeVisible();
  await expect(shown).not.toBeChecked();
  await renamed.getByRole('button', { name: 'Remove Diwali 2026 at the Samaj Bhavan' }).click();
  await expect(dialog(page)).toContainText('Its 4 images are deleted too.');
  await confirm(page, 'Are you sure you want to remove it ?');
  await expect(page.getByText('Gallery removed.')).toBeVisible();
  await expect(renamed).toHaveCount(0);
});
