/**
 * The Admin Panel in the browser (spec §2 Admin Panel, §4, §8; issue 3): table, search and
 * filters, Publish/Unpublish seen by a visitor, Delete with Cancel then Delete, toasts, and a
 * 401 on a write. Writes touch only throw-away posts made by each test through the API.
 */
import type { Page } from '@playwright/test';
import { expect, hiddenProjectTitles, test as base } from './fixtures';
import { allowConsoleErrors, createDraftProject, deletePostQuietly, recordToasts, type TestPost } from './support/staff-posts';
import { staffStorageState, type StorageState } from './support/staff-session';

/** Every test here runs signed in as the seeded staff account (one sign-in per worker). */
const test = base.extend<object, { staffState: StorageState }>({
  staffState: [
    async ({ browser }, use, workerInfo) => {
      await use(await staffStorageState(browser, String(workerInfo.project.use.baseURL)));
    },
    { scope: 'worker' },
  ],
  storageState: async ({ staffState }, use) => {
    await use(staffState);
  },
});

const [draftTitle, archivedTitle] = hiddenProjectTitles as [string, string];
/** A seeded published project (never changed by tests). */
const publishedTitle = 'Bluestone Patio and Seat Wall in Woodbridge';

// Several API round trips per test through the Functions emulator, which serves one at a time.
test.describe.configure({ timeout: 90_000 });

/** For the first assertion after a full page load: the local stack can be slow under load. */
const slow = { timeout: 30_000 };

/** Opens /admin and waits for the list. */
async function openAdmin(page: Page): Promise<void> {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible(slow);
  await expect(page.getByText('Manage your landscaping projects and website content')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Projects' }).getByRole('row').nth(1)).toBeVisible(slow);
}

/** Picks `option` in the MUI select labelled `label`. */
async function choose(page: Page, label: 'Status' | 'Type', option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The body rows of the table. */
const rows = (page: Page) => page.getByRole('table', { name: 'Projects' }).locator('tbody tr');

/** Searches for a test post and runs a row action on it. */
async function rowAction(page: Page, post: TestPost, action: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search projects' }).fill(post.title);
  await page.getByRole('button', { name: `Actions for ${post.title}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('table columns, search, both filters and the empty state', async ({ page }) => {
  await openAdmin(page);
  await expect(page.getByRole('columnheader')).toHaveText(['Project', 'Type', 'Status', 'Views', 'Created', 'Actions']);

  const search = page.getByRole('searchbox', { name: 'Search projects' });
  await search.fill('entry landing in BETHANY'); // title words; matching is case-insensitive
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(draftTitle);
  await expect(rows(page).first()).toContainText('Bethany, CT • November 2026');
  await expect(rows(page).first().locator('[data-status="draft"]')).toHaveText('Draft');

  await search.fill('no project is called this');
  await expect(page.getByText('No projects found.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Search' }).click();
  await expect(search).toHaveValue('');
  await expect(rows(page).nth(5)).toBeVisible();

  await choose(page, 'Status', 'Draft');
  await expect(rows(page).filter({ hasText: draftTitle })).toHaveCount(1);
  await expect(rows(page).locator('[data-status]').filter({ hasNotText: 'Draft' })).toHaveCount(0);
  await choose(page, 'Status', 'Archived');
  await expect(rows(page).filter({ hasText: archivedTitle })).toHaveCount(1);
  await expect(rows(page).locator('[data-status]').filter({ hasNotText: 'Archived' })).toHaveCount(0);
  await choose(page, 'Status', 'All statuses');

  await choose(page, 'Type', 'Page');
  await expect(page.getByText('No projects found.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear Search' })).toHaveCount(0);
  await choose(page, 'Type', 'Project');
  await expect(rows(page).filter({ hasText: draftTitle })).toHaveCount(1);
});

test('a row shows the camera placeholder, subtitle and a working actions menu', async ({ page, context, baseURL }) => {
  const post = await createDraftProject(context.request, baseURL ?? '', 'menu');
  try {
    await openAdmin(page);
    await page.getByRole('searchbox', { name: 'Search projects' }).fill(post.title);
    const row = rows(page).filter({ hasText: post.title });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('thumbnail-placeholder')).toBeVisible();
    await expect(row).toContainText('Testville, CT • May 2026');
    await expect(row.getByRole('cell').nth(3)).toHaveText('0');

    await row.getByRole('button', { name: `Actions for ${post.title}` }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Edit', 'View', 'Publish', 'Delete']);
    await expect(menu.getByRole('menuitem', { name: 'Edit' })).toHaveAttribute('href', `/admin/posts/${post.id}/edit`);
    const view = menu.getByRole('menuitem', { name: 'View' });
    await expect(view).toHaveAttribute('href', `/project/${post.slug}`);
    await expect(view).toHaveAttribute('target', '_blank');
    const [tab] = await Promise.all([context.waitForEvent('page'), view.click()]);
    await expect(tab).toHaveURL(new RegExp(`/project/${post.slug}$`));
    await tab.close();
  } finally {
    await deletePostQuietly(context.request, baseURL ?? '', post.id);
  }
});

test('Publish shows a draft to visitors; Unpublish hides it again', async ({ page, context, browser, baseURL }) => {
  const post = await createDraftProject(context.request, baseURL ?? '', 'publish');
  const visitor = await browser.newContext();
  try {
    await openAdmin(page);
    await rowAction(page, post, 'Publish');
    await expect(page.getByRole('status').filter({ hasText: 'Status Updated' })).toContainText('The project status has been updated.');
    await expect(rows(page).filter({ hasText: post.title }).locator('[data-status]')).toHaveText('Published');

    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/projects');
    await expect(visitorPage.getByRole('link', { name: new RegExp(post.title) }).first()).toBeVisible(slow);

    await page.getByRole('button', { name: `Actions for ${post.title}` }).click();
    await page.getByRole('menuitem', { name: 'Unpublish' }).click();
    await expect(rows(page).filter({ hasText: post.title }).locator('[data-status]')).toHaveText('Draft');

    await visitorPage.reload();
    await expect(visitorPage.getByText(publishedTitle).first()).toBeVisible(slow);
    await expect(visitorPage.getByText(post.title)).toHaveCount(0);
  } finally {
    await visitor.close();
    await deletePostQuietly(context.request, baseURL ?? '', post.id);
  }
});

test('Delete asks first: Cancel keeps the post, Delete removes it', async ({ page, context, baseURL }) => {
  const post = await createDraftProject(context.request, baseURL ?? '', 'delete');
  try {
    await openAdmin(page);
    await rowAction(page, post, 'Delete');
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(dialog).toContainText(`This will permanently delete "${post.title}". This action cannot be undone.`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(rows(page).filter({ hasText: post.title })).toHaveCount(1);

    await page.getByRole('button', { name: `Actions for ${post.title}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Project Deleted' })).toContainText('The project has been deleted successfully.');
    await expect(page.getByText('No projects found.')).toBeVisible();
    expect((await context.request.get(`/api/posts/${post.id}`)).status()).toBe(404);
  } finally {
    await deletePostQuietly(context.request, baseURL ?? '', post.id);
  }
});

test('a write answered 401 shows Unauthorized and goes to sign in', async ({ page, context, baseURL, pageErrors, staffState }) => {
  const post = await createDraftProject(context.request, baseURL ?? '', 'expired');
  try {
    const toasts = await recordToasts(page);
    await openAdmin(page);
    await context.clearCookies({ name: '__session' }); // the session ends; the hint stays
    const login = page.waitForRequest((req) => req.url().includes('/api/login?returnTo=%2Fadmin'));
    await rowAction(page, post, 'Publish');
    await login;
    await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible(slow);
    expect(toasts).toEqual(['UnauthorizedYou are logged out. Logging in again...']);
    expect((await context.cookies()).map((c) => c.name)).not.toContain('signed_in');
  } finally {
    // Chromium logs the refused PUT as "Failed to load resource … 401": expected here.
    allowConsoleErrors(pageErrors, /status of 401/);
    await context.addCookies(staffState.cookies); // signed in again, to clean up
    await deletePostQuietly(context.request, baseURL ?? '', post.id);
  }
});

test('toasts: one at a time, F8 focuses it, a swipe right past 50 px dismisses it', async ({ page, context, baseURL }) => {
  const post = await createDraftProject(context.request, baseURL ?? '', 'toast');
  try {
    await openAdmin(page);
    await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toBeAttached();
    await rowAction(page, post, 'Publish');
    const toasts = page.locator('[data-toast]');
    await expect(toasts).toHaveCount(1);
    await page.getByRole('button', { name: `Actions for ${post.title}` }).click();
    await page.getByRole('menuitem', { name: 'Unpublish' }).click();
    await expect(rows(page).filter({ hasText: post.title }).locator('[data-status]')).toHaveText('Draft');
    await expect(toasts).toHaveCount(1);
    await expect(page.getByRole('menu')).toBeHidden(); // the closed menu has handed focus back

    await page.keyboard.press('F8');
    await expect(toasts.first()).toBeFocused();

    const box = await toasts.first().boundingBox();
    if (!box) throw new Error('toast has no box');
    const y = box.y + box.height / 2;
    const x = box.x + 40;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 30, y, { steps: 5 }); // below the threshold: it springs back
    await page.mouse.up();
    await expect(toasts).toHaveCount(1);
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 90, y, { steps: 5 });
    await page.mouse.up();
    await expect(toasts).toHaveCount(0);
  } finally {
    await deletePostQuietly(context.request, baseURL ?? '', post.id);
  }
});

test('phones get a card list without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin');
  const list = page.getByRole('list', { name: 'Projects' });
  await expect(list.getByRole('listitem').filter({ hasText: draftTitle })).toBeVisible(slow);
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await list.getByRole('listitem').filter({ hasText: draftTitle }).getByRole('button', { name: `Actions for ${draftTitle}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Publish' })).toBeVisible();
  await page.keyboard.press('Escape');
});
