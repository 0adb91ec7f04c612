/**
 * 'Upload New Project' from start to end, on a 360 px phone and at a desk (items 2, 3,
 * 4, 6 and 13): files the dialog does not take stay listed with their name and reason until
 * dismissed; a big phone photo is downscaled in the browser before it is sent; every gallery tile
 * keeps its Remove button and alt text on screen; leaving with unsaved work asks first; after
 * 'Project Created!' the page says it is a draft and offers Preview, Edit, Back to projects and
 * Upload another. Each run deletes its project.
 */
import { readFile } from 'node:fs/promises';
import type { Page, Request } from '@playwright/test';
import { expect } from './fixtures';
import { demoPhoto } from './support/demo-photos';
import { openUploadForm, staffTest as test } from './support/staff-admin-page';
import { deletePostQuietly } from './support/staff-posts';

/** A 4000×3000 JPEG of noise (several MB, as a phone photo), drawn by the browser itself. */
async function bigPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 4000;
    canvas.height = 3000;
    const context = canvas.getContext('2d')!;
    const image = context.createImageData(canvas.width, canvas.height);
    for (let i = 0; i < image.data.length; i += 1) image.data[i] = i % 4 === 3 ? 255 : Math.floor(Math.random() * 256);
    context.putImageData(image, 0, 0);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.95));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  });
  return Buffer.from(base64, 'base64');
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1366, height: 900 },
]) {
  test(`a project from start to end (${viewport.width} px)`, async ({ page, context, baseURL }) => {
    test.setTimeout(360_000);
    await page.setViewportSize(viewport);
    const title = `E2E Flow Patio ${viewport.width} ${Date.now().toString(36)}`;
    let postId: string | undefined;
    try {
      await openUploadForm(page);
      await page.getByRole('textbox', { name: 'Project title' }).fill(title);
      await expect(page.getByText(`Web address: /project/${title.toLowerCase().replaceAll(' ', '-')}`)).toBeVisible();
      await page
        .getByRole('textbox', { name: 'Project details' })
        .fill('A residential patio made by the project flow browser test.');

      // The gallery's dialog: two photos, one of them a big one, a PDF and a file too large to pick.
      const big = await bigPhoto(page);
      expect(big.length).toBeGreaterThan(2_000_000);
      await page.getByRole('button', { name: 'Add Photos' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await dialog
        .locator('input[type=file]')
        .first()
        .setInputFiles([
          { name: 'calm-lake.jpg', mimeType: 'image/jpeg', buffer: await readFile(demoPhoto('calm-lake.jpg')) },
          { name: 'phone-photo.jpg', mimeType: 'image/jpeg', buffer: big },
          { name: 'quote.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
          { name: 'panorama.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(33_030_144) },
        ]);
      const refused = page.getByTestId('refused-files');
      await expect(refused).toBeVisible();
      await expect(refused).toContainText('quote.pdf: Not a photo. Choose a JPEG, PNG, WebP or HEIC image.');
      await expect(refused).toContainText('panorama.jpg: It is 31.5 MB: a photo may be at most 30 MB.');
      // Still there after Uppy's own notice has gone (5 s).
      await page.waitForTimeout(6_000);
      await expect(refused).toContainText('quote.pdf');

      const puts: Request[] = [];
      page.on('request', (request) => {
        if (request.method() === 'PUT' && /\/api\/objects\/uploads\//.test(request.url())) puts.push(request);
      });
      await dialog.getByRole('button', { name: 'Upload 2 files' }).click();
      const tiles = page.getByTestId('gallery-tile');
      await expect(tiles).toHaveCount(2, { timeout: 90_000 });
      await expect(dialog).toBeHidden();
      // The big photo went up downscaled (2400 px long side, quality 0.85): far fewer bytes.
      expect(puts).toHaveLength(2);
      const sent = await Promise.all(
        puts.map(async (request) =>
          Number((await request.allHeaders())['content-length'] ?? request.postDataBuffer()?.length ?? 0),
        ),
      );
      expect(Math.min(...sent)).toBeGreaterThan(0);
      expect(Math.max(...sent)).toBeLessThan(big.length / 2);
      test
        .info()
        .annotations.push({ type: 'bytes', description: `picked ${big.length} B, sent ${sent.join(' and ')} B` });
      // The list of refused files stays under the gallery until dismissed.
      await expect(refused).toBeVisible();
      await refused.getByRole('button', { name: 'Dismiss all' }).click();
      await expect(refused).toBeHidden();

      // Every tile's Remove and alt text are on screen, whole.
      for (let i = 0; i < 2; i += 1) {
        const tile = tiles.nth(i);
        await tile.scrollIntoViewIfNeeded();
        for (const control of [
          tile.getByRole('button', { name: /^Remove photo/ }),
          tile.getByRole('textbox', { name: 'Alt text' }),
        ]) {
          const box = (await control.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        }
      }
      await tiles.nth(1).getByRole('button', { name: 'Remove photo 2 of 2' }).click();
      await expect(tiles).toHaveCount(1);

      // Leaving with unsaved work asks first; staying keeps it.
      await page.getByRole('link', { name: 'Admin Panel' }).first().click();
      const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
      await expect(leave).toBeVisible();
      await leave.getByRole('button', { name: 'Stay on this page' }).click();
      await expect(page).toHaveURL(/\/upload$/);
      await expect(page.getByRole('textbox', { name: 'Project title' })).toHaveValue(title);

      // The end of the job: what was made, draft or live, and what next.
      await page.getByRole('button', { name: 'Create Project' }).click();
      const created = page.getByRole('region', { name: 'Project created' });
      await expect(created).toBeVisible();
      await expect(page.getByText('Project Created!')).toBeVisible();
      await expect(created).toContainText(
        `“${title}” is saved as a draft: visitors do not see it until you publish it`,
      );
      const edit = created.getByRole('link', { name: 'Edit project' });
      postId = /\/admin\/posts\/([^/]+)\/edit$/.exec((await edit.getAttribute('href')) ?? '')?.[1];
      expect(postId).toBeTruthy();
      await expect(created.getByRole('link', { name: 'Preview draft' })).toHaveAttribute(
        'href',
        `/project/${title.toLowerCase().replaceAll(' ', '-')}`,
      );
      await expect(created.getByRole('link', { name: 'Back to projects' })).toHaveAttribute('href', '/admin');
      await created.getByRole('button', { name: 'Upload another project' }).click();
      await expect(page.getByRole('textbox', { name: 'Project title' })).toHaveValue('');
      await expect(page.getByTestId('gallery-tile')).toHaveCount(0);
      // An empty form leaves without asking.
      await page.getByRole('link', { name: 'Admin Panel' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
    } finally {
      if (postId) await deletePostQuietly(context.request, baseURL!, postId);
    }
  });
}
