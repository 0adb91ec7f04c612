/**
 * Staff create a project with real before/after photos through the Uppy dashboard, see it in the
 * Admin Panel, publish it, and a visitor sees it on /projects and on its detail page with both
 * photos and the comparison slider ("Tests: Browser"; spec §2 Upload New Project,
 * Upload dialog, §5, §8). Each run uses its own title and deletes its project afterwards.
 */
import { expect, test, waitForHydration } from './fixtures';
import { demoPhoto } from './support/demo-photos';
import {
  deletePostsTitled,
  openUploadFormAsStaff,
  postIdsTitled,
  uploadBeforeAfterPhoto,
} from './support/staff-admin-page';
import { updatePost } from './support/staff-posts';

// A staff flow on the shared 2-core CI machine takes minutes.
test.describe.configure({ timeout: 180_000 });

const photos = {
  before: demoPhoto('dune-grass.jpg'),
  after: demoPhoto('green-meadow.jpg'),
};

test('staff create a project with before/after photos; a visitor sees it with the comparison slider', async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = baseURL!;
  const title = `E2E Bluestone Patio ${Date.now()}`;
  await openUploadFormAsStaff(page, origin);
  try {
    // Empty submit: the spec's messages, nothing sent.
    await page.getByRole('button', { name: 'Create Project' }).click();
    await expect(page.getByText('Project title is required')).toBeVisible();
    await expect(page.getByText('Please provide project details')).toBeVisible();

    await page.getByRole('textbox', { name: 'Project title' }).fill(title);
    await expect(page.getByText(`/project/${title.toLowerCase().replaceAll(' ', '-')}`).first()).toBeVisible();
    await page
      .getByRole('textbox', { name: 'Project details' })
      .fill(
        'We replaced a cracked concrete slab with a bluestone patio.\n\n- Excavation and base\n- Thermal bluestone',
      );
    await page.getByRole('textbox', { name: 'Excerpt' }).fill('A bluestone patio replacing a cracked slab.');
    await page.getByRole('textbox', { name: 'Location' }).fill('Orange, CT');
    await page.getByRole('textbox', { name: 'Completion date' }).fill('November 2026');
    await page.getByRole('combobox', { name: 'Services provided' }).fill('Patios');
    await page.getByRole('option', { name: /Patios/ }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByText('0 views')).toBeVisible();

    await uploadBeforeAfterPhoto(page, 'Before', photos.before);
    await uploadBeforeAfterPhoto(page, 'After', photos.after);

    // Slow the create down a little so 'Creating...' can be seen.
    await page.route('**/api/posts', async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Create Project' }).click();
    await expect(page.getByRole('button', { name: 'Creating...' })).toBeVisible();
    await expect(page.getByText('Project Created!')).toBeVisible();
    await expect(page.getByText('Your project has been saved successfully.')).toBeVisible();
    // The end of the job: what was made, then an empty form for the next one (spec §4).
    await expect(page.getByRole('region', { name: 'Project created' })).toContainText('is saved as a draft');
    await page.getByRole('button', { name: 'Upload another project' }).click();
    await expect(page.getByRole('textbox', { name: 'Project title' })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Upload Before Image' })).toBeVisible();
    const ids = await postIdsTitled(page.request, origin, title);
    expect(ids).toHaveLength(1);
    const postId = ids[0]!;

    await page.goto('/admin');
    await expect(page.getByRole('main').getByText(title).first()).toBeVisible();

    await updatePost(page.request, origin, postId, { status: 'published' });

    // A visitor, in a fresh browser context (no cookies).
    const visitor = await browser.newContext();
    const visitorErrors: string[] = [];
    const guest = await visitor.newPage();
    guest.on('pageerror', (err) => visitorErrors.push(`pageerror: ${err.message}`));
    guest.on('console', (msg) => msg.type() === 'error' && visitorErrors.push(`console.error: ${msg.text()}`));
    await guest.goto(`${origin}/projects`);
    await guest.getByRole('main').getByRole('heading', { name: title }).click();
    await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await waitForHydration(guest); // the comparison moves once the project island has run
    const before = guest.getByRole('img', { name: `${title}, before the work` });
    const after = guest.getByRole('img', { name: `${title}, after the work` });
    for (const img of [before, after]) {
      await expect(img).toHaveAttribute('src', /^\/objects\/[0-9a-f-]{36}\.jpg$/);
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    }
    const slider = guest.getByRole('slider', { name: 'Before and after comparison' });
    await expect(slider).toHaveAttribute('aria-valuenow', '50');
    await slider.focus();
    await guest.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuenow', '55');
    await guest.keyboard.press('Home');
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    const box = (await slider.boundingBox())!;
    const frame = (await before.boundingBox())!;
    await guest.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await guest.mouse.down();
    await guest.mouse.move(frame.x + frame.width * 0.75, box.y + box.height / 2, { steps: 5 });
    await guest.mouse.up();
    await expect(slider).toHaveAttribute('aria-valuenow', '75');
    await expect(slider).toHaveAttribute('aria-valuetext', '75% before, 25% after');
    await visitor.close();
    expect(visitorErrors).toEqual([]);
  } finally {
    await deletePostsTitled(page.request, origin, title);
  }
});
