/**
 * "Stable URLs", in the browser against the running stack: staff change the title of a
 * published project on a 360 px phone; the editor says before saving that the web address will
 * change and the old one will redirect; after the save the old address leads to the project (301,
 * from the page server); renamed twice, the first address is still one hop to the current one.
 */
import { expect } from './fixtures';
import { staffTest as test } from './support/staff-admin-page';
import { createDraftProject, deletePostQuietly, updatePost } from './support/staff-posts';

test('a title edit: the editor warns, the old address 301s to the new one, twice renamed is one hop', async ({
  page,
  request,
  origin,
}, testInfo) => {
  test.setTimeout(180_000);
  const post = await createDraftProject(page.request, origin, 'Stable URL');
  try {
    await updatePost(page.request, origin, post.id, { status: 'published' });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/admin/posts/${post.id}/edit`);
    const title = page.getByRole('textbox', { name: 'Project title' });
    // Under load the staff SPA can take long to hydrate (seen: 40 s with the machine's load at 15).
    await expect(title).toHaveValue(post.title, { timeout: 90_000 });
    const notice = page.getByTestId('slug-change-notice');
    await expect(notice).toBeHidden();

    const renamed = `${post.title} Renamed`;
    const renamedSlug = `${post.slug}-renamed`;
    await title.fill(renamed);
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(`This project is published at /project/${post.slug}`);
    await expect(notice).toContainText(`saving moves it to /project/${renamedSlug}`);
    await expect(notice).toContainText('it will redirect to the new one');
    await notice.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('slug-change-notice-360.png') });
    // Typing the saved title back takes the notice away.
    await title.fill(post.title);
    await expect(notice).toBeHidden();
    await title.fill(renamed);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(/\/admin$/);

    // The old address: 301 straight to the new one, and a visitor lands on the project.
    const first = await request.get(`${origin}/project/${post.slug}`, { maxRedirects: 0 });
    expect(first.status()).toBe(301);
    expect(first.headers().location).toBe(`/project/${renamedSlug}`);
    await page.goto(`/project/${post.slug}`);
    await expect(page).toHaveURL(new RegExp(`/project/${renamedSlug}$`));
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

    // Renamed a second time (through the API): the first address is still one hop to the current.
    await updatePost(page.request, origin, post.id, {
      title: `${post.title} Final`,
      content: '<p>A throw-away project made by a browser test.</p>',
      status: 'published',
      type: 'project',
    });
    const current = `/project/${post.slug}-final`;
    for (const old of [post.slug, renamedSlug]) {
      const res = await request.get(`${origin}/project/${old}`, { maxRedirects: 0 });
      expect(res.status(), old).toBe(301);
      expect(res.headers().location, old).toBe(current);
    }
    const landed = await request.get(`${origin}/project/${post.slug}`);
    expect(landed.status()).toBe(200);
    expect(new URL(landed.url()).pathname).toBe(current);
  } finally {
    await deletePostQuietly(page.request, origin, post.id);
  }
});
