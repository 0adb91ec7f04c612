/**
 * Shared setup of the Admin Panel browser tests (staff-admin*.spec.ts): a test object signed in
 * as the seeded staff account (one POST /api/session per worker) and page helpers.
 */
import { expect, type Page } from '@playwright/test';
import { test as base } from '../fixtures';
import { allowConsoleErrors, type TestPost } from './staff-posts';
import { staffStorageState, type StorageState } from './staff-session';

/**
 * `test` whose every context starts signed in as the seeded staff account. The admin list shows
 * every post, including other tests' throw-away posts, which those tests delete (with their
 * stored images) in parallel: a thumbnail of such a post may then answer 404, so that one
 * console error (an `/objects/…` image) is not this test's failure.
 */
export const staffTest = base.extend<{ allowDeletedThumbnails: void }, { staffState: StorageState }>({
  allowDeletedThumbnails: [
    async ({ pageErrors }, use) => {
      await use();
      allowConsoleErrors(pageErrors, /status of 404 .*\/objects\/[^ ]+\.(avif|webp|jpe?g|png)\)/);
    },
    { auto: true },
  ],
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

/** Opens /admin and waits for the list. */
export async function openAdmin(page: Page): Promise<void> {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await expect(page.getByText('Manage your landscaping projects and website content')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Projects' }).getByRole('row').nth(1)).toBeVisible();
}

/** Picks `option` in the MUI select labelled `label`. */
export async function choose(page: Page, label: 'Status' | 'Type', option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The body rows of the table. */
export const rows = (page: Page) => page.getByRole('table', { name: 'Projects' }).locator('tbody tr');

/** Searches for a test post and runs a row action on it. */
export async function rowAction(page: Page, post: TestPost, action: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search projects' }).fill(post.title);
  await page.getByRole('button', { name: `Actions for ${post.title}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** Opens the Upload New Project form (/upload) and waits for it. */
export async function openUploadForm(page: Page): Promise<void> {
  await page.goto('/upload');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload New Project' })).toBeVisible();
}
