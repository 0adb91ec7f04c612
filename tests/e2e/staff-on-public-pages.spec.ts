/**
 * What staff see on the public pages (item 5), on a 360 px phone and at a desk: a draft
 * project they open carries a banner saying visitors do not see it, with Edit; every public page
 * has "Edit this page" for signed-in staff, to the admin screen that edits it, and visitors never
 * see that link (it is in the page's HTML, hidden, and shown by the sign-in hint cookie).
 */
import { demoProjects } from '@site/functions/seed/demo-projects';
import { allowConsoleErrors, expect, waitForHydration } from './fixtures';
import { staffTest as test } from './support/staff-admin-page';
import { createDraftProject, deletePostQuietly } from './support/staff-posts';

// Staff flows on the shared 2-core CI machine take minutes.
test.describe.configure({ timeout: 180_000 });

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1366, height: 900 },
]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });
    test(`a draft looks like a draft, and public pages lead staff to their editor`, async ({
      page,
      context,
      browser,
      baseURL,
      pageErrors,
    }) => {
      const post = await createDraftProject(context.request, baseURL!, 'draft-view');
      const visitor = await browser.newContext({ viewport, storageState: { cookies: [], origins: [] } });
      try {
        await page.goto(`/project/${post.slug}`);
        const banner = page.locator('[data-draft-banner]');
        await expect(banner).toContainText(
          'Draft: visitors do not see this project. Only signed-in staff see this preview.',
        );
        await expect(banner.getByRole('link', { name: 'Edit project' })).toHaveAttribute(
          'href',
          `/admin/posts/${post.id}/edit`,
        );
        await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
        const edit = page.getByRole('link', { name: 'Edit this page' });
        await expect(edit).toBeVisible();
        await expect(edit).toHaveAttribute('href', `/admin/posts/${post.slug}/edit`);
        await expect(edit).toBeInViewport();

        // A visitor: the project does not exist for them, and no Edit link shows.
        const guest = await visitor.newPage();
        await guest.goto(`/project/${post.slug}`);
        await expect(guest.getByRole('heading', { level: 1, name: 'Project Not Found' })).toBeVisible();
        await expect(guest.getByRole('link', { name: 'Edit this page' })).toHaveCount(0);
        await expect(guest.locator('a[data-staff-edit]')).toHaveAttribute('hidden', '');
        await guest.goto('/service/landscaping');
        await expect(guest.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(guest.getByRole('link', { name: 'Edit this page' })).toHaveCount(0);

        // Staff on a service page: Edit this page opens that service's editor.
        await page.goto('/service/landscaping');
        await page.getByRole('link', { name: 'Edit this page' }).click();
        await expect(page).toHaveURL(/\/admin\/services\/landscaping$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Landscaping' })).toBeVisible();
        // Staff screens have no such link.
        await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveCount(0);
        // The draft's document is the visitors' 404 (pages are the same for everyone); staff then get the draft.
        allowConsoleErrors(pageErrors, new RegExp(`status of 404 .*/project/${post.slug}\\)$`));
      } finally {
        await visitor.close();
        await deletePostQuietly(context.request, baseURL!, post.id);
      }
    });
  });
}

// Public pages run no React: the site island shows the staff parts from the sign-in
// hint cookie and GET /api/auth/user (spec §2 Navigation bar: Admin, first name with the profile
// image, Logout), on a desk and in the phone menu; the home page's quick actions too.
test('on a public page staff see Admin, their name and Logout; the home page their quick actions', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  const header = page.getByRole('banner');
  await expect(
    header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin', exact: true }),
  ).toBeVisible();
  const name = header.locator('[data-staff-name]').first();
  await expect(name).toHaveText(/\S/);
  await expect(header.getByRole('button', { name: 'Logout' }).first()).toBeVisible();
  await expect(header.locator('[data-visitor-only]')).toBeHidden();
  // The count of new leads, read once by the island: the inbox link says it.
  await expect(header.getByRole('link', { name: /^Leads: (none new|\d+ new)$/ })).toHaveAttribute(
    'href',
    '/admin/leads',
  );
  await page.setViewportSize({ width: 360, height: 740 });
  await page.locator('summary[aria-label="Open menu"]').click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('link', { name: 'Admin: Leads', exact: true })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.goto('/');
  await waitForHydration(page);
  const actions = page.getByRole('navigation', { name: 'Staff quick actions' });
  await expect(actions.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
  await expect(actions).toContainText(`Welcome back, ${await name.textContent()}`);
});

// A published project page runs islands, not React; a draft's preview is rendered by
// React for staff, with the same comparison and viewer.
test("a draft's preview moves its before/after comparison and opens its photos full screen", async ({
  page,
  context,
  baseURL,
  pageErrors,
}) => {
  const comparison = demoProjects.find((p) => p.beforeImageUrl && p.afterImageUrl)!;
  const gallery = demoProjects.find((p) => p.galleryImages.length > 0)!;
  const post = await createDraftProject(context.request, baseURL!, 'draft-photos', {
    beforeImageUrl: comparison.beforeImageUrl,
    afterImageUrl: comparison.afterImageUrl,
    galleryImages: gallery.galleryImages,
  });
  try {
    await page.goto(`/project/${post.slug}`);
    await expect(page.locator('[data-draft-banner]')).toBeVisible();
    const slider = page.getByRole('slider', { name: 'Before and after comparison' });
    await expect(slider).toHaveAttribute('aria-valuenow', '50');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuenow', '55');
    await page.locator('ul[data-gallery] button[data-gallery-index]').first().click();
    const viewer = page.getByRole('dialog', { name: `Photos of ${post.title}` });
    await expect(viewer).toBeVisible();
    const counter = viewer.locator('.pswp__counter');
    await expect(counter).toHaveText(/^1 \/ \d+$/);
    // PhotoSwipe takes keys once its opening animation has ended, when it loads the next photo.
    await expect(viewer.locator(`img[alt="${post.title}, photo 2"]`)).toHaveCount(1);
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(/^2 \/ \d+$/);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    allowConsoleErrors(pageErrors, new RegExp(`status of 404 .*/project/${post.slug}\\)$`));
  } finally {
    await deletePostQuietly(context.request, baseURL!, post.id);
  }
});
