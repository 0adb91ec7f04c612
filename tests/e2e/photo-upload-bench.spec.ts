/**
 * A measurement, not a test (skipped unless PHOTO_BENCH=1): six 3000×2000 JPEG phone photos into
 * the gallery of Upload New Project, timed from picking them to six gallery tiles, three times on
 * a fresh form; prints each time, the median and when the first and last upload PUT and the last
 * publish (PUT /api/objects/acl) answered. ADR 0040 holds the figures.
 *
 *   PHOTO_BENCH=1 flock /tmp/e2e.lock npm test -- --no-build --no-vitest --no-deps tests/e2e/photo-upload-bench.spec.ts
 *
 * The photos are the repository's demo photos (assets/photos) scaled up with sharp and encoded
 * at quality 92, about the bytes of a phone's 6 MP JPEG.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { expect } from './fixtures';
import { demoPhoto } from './support/demo-photos';
import { openUploadForm, staffTest as test } from './support/staff-admin-page';

const sources = [
  'autumn-leaves.jpg',
  'calm-lake.jpg',
  'dock-boards.jpg',
  'dune-grass.jpg',
  'forest-path.jpg',
  'green-meadow.jpg',
];
const runs = 3;

/** Six 3000×2000 JPEGs made from the demo photos. */
async function phonePhotos() {
  return Promise.all(
    sources.map(async (name, i) => ({
      name: `phone-${i + 1}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await sharp(await readFile(demoPhoto(name)))
        .resize(3000, 2000, { fit: 'cover' })
        .jpeg({ quality: 92 })
        .toBuffer(),
    })),
  );
}

test('six 3000×2000 photos: picked to published (a measurement)', async ({ page }) => {
  test.skip(process.env.PHOTO_BENCH !== '1', 'a measurement: run with PHOTO_BENCH=1');
  test.setTimeout(600_000);
  const photos = await phonePhotos();
  const seconds: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    await openUploadForm(page);
    await page.getByRole('button', { name: 'Add Photos' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const marks = { firstPut: 0, lastPut: 0, lastAcl: 0 };
    const onResponse = (response: { url(): string; request(): { method(): string } }) => {
      if (response.request().method() !== 'PUT') return;
      const now = performance.now();
      if (/\/api\/objects\/uploads\//.test(response.url())) {
        marks.firstPut ||= now;
        marks.lastPut = now;
      } else if (response.url().endsWith('/api/objects/acl')) marks.lastAcl = now;
    };
    page.on('response', onResponse);
    const start = performance.now();
    await dialog.locator('input[type=file]').first().setInputFiles(photos);
    await dialog.getByRole('button', { name: 'Upload 6 files' }).click();
    await expect(page.getByTestId('gallery-tile')).toHaveCount(6, { timeout: 300_000 });
    const total = (performance.now() - start) / 1000;
    page.off('response', onResponse);
    seconds.push(total);
    const at = (t: number) => ((t - start) / 1000).toFixed(1);
    console.log(
      `run ${run + 1}: ${total.toFixed(1)} s (first upload done ${at(marks.firstPut)} s, last ${at(marks.lastPut)} s, last publish ${at(marks.lastAcl)} s)`,
    );
  }
  const median = [...seconds].sort((a, b) => a - b)[Math.floor(runs / 2)]!;
  console.log(
    `six 3000×2000 photos, picked to published: median ${median.toFixed(1)} s of ${seconds.map((s) => s.toFixed(1)).join(', ')}`,
  );
  test.info().annotations.push({ type: 'median seconds', description: median.toFixed(1) });
});
