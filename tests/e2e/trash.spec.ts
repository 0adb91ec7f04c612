/**
 * "Trash", in the browser against the running stack, on a 360 px phone: staff delete a
 * published project with a photo from the Admin Panel (the dialog says it goes to the Trash, not
 * that it cannot be undone); visitors get 404 at once; the Trash lists it with when it goes for
 * good; Restore brings it back with its photo at its old address; deleted again, "Delete forever"
 * (after its own confirm) removes it and its photo.
 */
import { readFile } from 'node:fs/promises';
import { expect } from './fixtures';
import { demoPhoto } from './support/demo-photos';
import { rowAction, staffTest as test } from './support/staff-admin-page';
import { createDraftProject, deletePostQuietly, updatePost, uploadPhotoThroughApi } from './support/staff-posts';
import { mutationHeaders } from './support/staff-session';

test('delete → Trash → restore (photo and address back) → delete forever', async ({
  page,
  request,
  origin,
}, testInfo) => {
  test.setTimeout(240_000);
  const photo = await uploadPhotoThroughApi(page.request, origin, await readFile(demoPhoto('calm-lake.jpg')));
  const post = await createDraftProject(page.request, origin, 'Trash');
  try {
    await updatePost(page.request, origin, post.id, {
      title: post.title,
      content: '<p>A throw-away project made by a browser test.</p>',
      status: 'published',
      type: 'project',
      afterImageUrl: photo,
    });
    expect((await request.get(`${origin}/project/${post.slug}`)).status()).toBe(200);

    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/admin');
    // Under load the staff SPA can take long to hydrate (seen: 40 s with the machine's load above 15).
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible({ timeout: 90_000 });
    await rowAction(page, post, 'Delete');
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(dialog).toContainText(`This will move "${post.title}" to the Trash`);
    await expect(dialog).toContainText('restore it from the Trash within 30 days');
    await expect(dialog).not.toContainText('cannot be undone');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Moved to Trash' })).toBeVisible();

    // Gone for visitors at once; the photo stays.
    expect((await request.get(`${origin}/project/${post.slug}`)).status()).toBe(404);
    expect((await request.get(`${origin}${photo}`)).status()).toBe(200);

    await page.goto('/admin/trash');
    await expect(page.getByRole('heading', { level: 1, name: 'Trash' })).toBeVisible({ timeout: 90_000 });
    const card = page.locator(`li[data-post-id="${post.id}"]`);
    await expect(card).toContainText(post.title);
    await expect(card).toContainText('1 photo');
    await expect(card).toContainText('(30 days left)');
    await page.screenshot({ path: testInfo.outputPath('trash-360.png'), fullPage: true });
    await card.getByRole('button', { name: `Restore ${post.title}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Restored' })).toContainText(
      'is back, published, with its photos.',
    );
    await expect(card).toHaveCount(0);

    // Back whole: the address, the photo on the page, published.
    const page404 = await request.get(`${origin}/project/${post.slug}`);
    expect(page404.status()).toBe(200);
    expect(await page404.text()).toContain(photo.replace('.jpg', ''));
    expect((await request.get(`${origin}${photo}`)).status()).toBe(200);

    // Deleted again, then forever: the photo goes with it.
    expect(
      (await page.request.delete(`${origin}/api/posts/${post.id}`, { headers: mutationHeaders(origin) })).status(),
    ).toBe(204);
    await page.reload();
    await card.getByRole('button', { name: `Delete forever: ${post.title}` }).click();
    const forever = page.getByRole('dialog', { name: 'Delete forever?' });
    await expect(forever).toContainText('This action cannot be undone.');
    await forever.getByRole('button', { name: 'Delete forever' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Deleted Forever' })).toBeVisible();
    await expect(card).toHaveCount(0);
    expect((await request.get(`${origin}${photo}`)).status()).toBe(404);
  } finally {
    await deletePostQuietly(page.request, origin, post.id);
  }
});
