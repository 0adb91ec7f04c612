/**
 * The browser downscales a picked photo off the main thread before sending it (ADR 0040): a
 * 3000×2000 phone JPEG stored sideways with EXIF orientation 6 (shown upright, 2000×3000) is sent
 * as a far smaller upright JPEG, and is published upright at the published long side
 * (contract publishedPhotoLongSide: 1600×2400), through the real worker, upload and pipeline.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { expect } from './fixtures';
import { demoPhoto } from './support/demo-photos';
import { openUploadForm, staffTest as test } from './support/staff-admin-page';

test('a sideways phone photo is sent downscaled and upright, and published upright', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const picked = await sharp(await readFile(demoPhoto('forest-path.jpg')))
    .resize(3000, 2000, { fit: 'cover' })
    .jpeg({ quality: 98 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  expect(await sharp(picked).metadata()).toMatchObject({ width: 3000, height: 2000, orientation: 6 });

  await openUploadForm(page);
  await page.getByRole('button', { name: 'Add Photos' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const put = page.waitForRequest(
    (request) => request.method() === 'PUT' && /\/api\/objects\/uploads\//.test(request.url()),
  );
  await dialog
    .locator('input[type=file]')
    .first()
    .setInputFiles([{ name: 'sideways.jpg', mimeType: 'image/jpeg', buffer: picked }]);
  await dialog.getByRole('button', { name: 'Upload 1 file' }).click();
  const sent = Number((await (await put).allHeaders())['content-length']);
  expect(sent).toBeGreaterThan(0);
  expect(sent).toBeLessThan(picked.length * 0.6);

  const tile = page.getByTestId('gallery-tile');
  await expect(tile).toHaveCount(1, { timeout: 90_000 });
  const src = await tile.getByRole('img').getAttribute('src');
  expect(src).toMatch(/^\/objects\/[0-9a-f-]{36}\.jpg$/);
  const published = await page.request.get(`${baseURL}${src}`);
  expect(published.ok()).toBe(true);
  const master = await sharp(await published.body()).metadata();
  expect({ width: master.width, height: master.height }).toEqual({ width: 1600, height: 2400 });
  expect(master.orientation ?? 1).toBe(1);
});
