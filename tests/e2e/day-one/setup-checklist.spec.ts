/**
 * Day one ("The admin shows a 'Set up your site' checklist until each item is done …
 * One action removes every demo project and its images (with a confirm)"), as the office manager
 * on a 360 px phone: the checklist on /admin says what is left and leads to each place; "Remove
 * demo projects" is offered once the company has a project of its own (before, "Upload a project"),
 * asks first, then the sample projects are gone for visitors and staff alike (not in the Trash);
 * with every step done the list gives way to one line saying the site is set up. Runs last (project `day-one`):
 * every other test may read the demo projects.
 */
import { demoProjects } from '@site/functions/seed/demo-projects';
import type { APIRequestContext } from '@playwright/test';
import type { SetupStatus } from '@site/contract/setup-status';
import { expect } from '../fixtures';
import { staffTest as test } from '../support/staff-admin-page';
import { createDraftProject, deletePostQuietly } from '../support/staff-posts';
import { mutationHeaders } from '../support/staff-session';

// A staff flow on the shared 2-core CI machine takes minutes; on the office manager's phone.
test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 360, height: 740 } });

/** GET /api/setup. */
async function setupStatus(request: APIRequestContext): Promise<SetupStatus> {
  const res = await request.get('/api/setup');
  expect(res.status()).toBe(200);
  return (await res.json()) as SetupStatus;
}

test('on a phone, staff follow "Set up your site": demo projects removed after a confirm once they have their own, then "set up"', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const before = await setupStatus(context.request);
  expect(before.demoProjects, 'the seed’s demo projects are there').toBeGreaterThan(0);
  let privacyId: string | null = null;
  let ownId: string | null = null;
  let putSettingsBack: (() => Promise<unknown>) | null = null;
  try {
    await page.goto('/admin');
    const checklist = page.getByRole('region', { name: 'Set up your site' });
    await expect(checklist).toBeVisible();
    const steps = checklist.getByRole('list', { name: 'Set-up steps' });
    await expect(steps.getByRole('listitem')).toHaveCount(5);
    const doneBefore = [
      before.company,
      before.demoProjects === 0,
      before.privacy,
      before.heroPhotos,
      before.googleBusinessProfile,
    ].filter(Boolean).length;
    await expect(checklist).toContainText(`${doneBefore} of 5 done`);
    const demoStep = steps.getByRole('listitem').filter({ hasText: 'Demo projects' });
    await expect(demoStep).toContainText(
      `${before.demoProjects} demo projects from the sample site are still on your site.`,
    );
    // No project of their own yet (every other test deletes the projects it makes): removing the
    // samples would empty the gallery, so the step leads to Upload; with one, it offers Remove.
    if (before.ownProjects === 0) {
      await expect(demoStep).toContainText('Add a project of your own first');
      await expect(demoStep.getByRole('button', { name: 'Remove demo projects' })).toHaveCount(0);
      await expect(demoStep.getByRole('link', { name: 'Upload a project' })).toHaveAttribute('href', '/upload');
      ownId = (await createDraftProject(context.request, baseURL!, 'own-work')).id;
      await page.reload();
    }
    await expect(demoStep).toContainText('still on your site, beside your own');
    await expect(steps.getByRole('link', { name: 'Open Privacy policy' })).toHaveAttribute(
      'href',
      '/admin/pages/privacy',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: '.test-results/screens/admin-setup-checklist-360.png', fullPage: true });

    // Remove: Cancel changes nothing; Remove deletes them all.
    await demoStep.getByRole('button', { name: 'Remove demo projects' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove the demo projects?' });
    await expect(dialog).toContainText(
      `This deletes the ${before.demoProjects} demo projects of the sample site for good, with their photos`,
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect((await setupStatus(context.request)).demoProjects).toBe(before.demoProjects);
    await demoStep.getByRole('button', { name: 'Remove demo projects' }).click();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Demo Projects Removed', { exact: true })).toBeVisible();
    await expect(demoStep).toContainText('No demo projects left');
    await expect(checklist).toContainText(`${doneBefore + 1} of 5 done`);
    const demoTitle = demoProjects.find((p) => p.status === 'published')!.title;
    await expect(page.getByRole('main').getByText(demoTitle)).toHaveCount(0);
    const trash = await context.request.get('/api/trash?limit=100');
    expect(((await trash.json()) as { items: { id: string }[] }).items.filter((p) => p.id.startsWith('demo-'))).toEqual(
      [],
    );

    // A visitor: the sample project is gone from the gallery and its page.
    const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const guest = await visitor.newPage();
    await expect(async () => {
      await guest.goto('/projects');
      await expect(guest.getByText(demoTitle)).toHaveCount(0, { timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
    const gone = demoProjects.find((p) => p.status === 'published')!;
    expect((await guest.goto(`/project/${gone.slug}`))?.status()).toBe(404);
    await visitor.close();

    // The other steps, done where staff do them (Company saved with their Google Business Profile
    // link, taken off again at the end; their privacy text published).
    const settings = (await (await context.request.get('/api/settings')).json()) as Record<string, unknown>;
    const putSettings = (googleBusinessProfileUrl: string | null) =>
      context.request.put('/api/settings', {
        headers: mutationHeaders(baseURL!),
        data: { ...settings, googleBusinessProfileUrl },
      });
    putSettingsBack = () =>
      putSettings(before.googleBusinessProfile ? (settings.googleBusinessProfileUrl as string) : null);
    expect((await putSettings('https://g.page/r/CdemoProfile123')).status()).toBe(200);
    if (!before.privacy) {
      const created = await context.request.post('/api/posts', {
        headers: mutationHeaders(baseURL!),
        data: {
          type: 'page',
          slug: 'privacy',
          title: 'Privacy policy',
          content: '<p>We keep requests two years, then erase them.</p>',
          status: 'published',
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      privacyId = ((await created.json()) as { id: string }).id;
    }
    // Hero photos: slides of their own saved (reset to the designed slides at the end).
    if (!before.heroPhotos) {
      const saved = await context.request.put('/api/hero-slides', {
        headers: mutationHeaders(baseURL!),
        data: { slides: [{ title: 'Our own work', text: 'A patio we built.', service: 'patios-hardscape' }] },
      });
      expect(saved.status(), await saved.text()).toBe(200);
    }
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Manage Projects' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Set up your site' })).toHaveCount(0);
    const done = page.getByRole('region', { name: 'Your site is set up' });
    await expect(done).toContainText('Every set-up step is done');
    await expect(done.getByRole('button')).toHaveCount(0);
    await page.screenshot({ path: '.test-results/screens/admin-setup-done-360.png' });
  } finally {
    if (ownId) await deletePostQuietly(context.request, baseURL!, ownId);
    if (putSettingsBack) await putSettingsBack();
    if (!before.heroPhotos) await context.request.delete('/api/hero-slides', { headers: mutationHeaders(baseURL!) });
    if (privacyId) {
      await context.request.delete(`/api/posts/${privacyId}`, { headers: mutationHeaders(baseURL!) });
      await context.request.delete(`/api/trash/${privacyId}`, { headers: mutationHeaders(baseURL!) });
    }
  }
});
