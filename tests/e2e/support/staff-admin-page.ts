/**
 * Shared setup of the Admin Panel browser tests (staff-admin*.spec.ts and the other staff flows):
 * a test object signed in as the seeded staff account (one POST /api/session per worker) and page
 * helpers, among them the edit screen of a page or service text.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { test as base } from '../fixtures';
import { allowConsoleErrors, createDraftProject, deletePostQuietly, type TestPost } from './staff-posts';
import { mutationHeaders, signInAsStaff, staffStorageState, type StorageState } from './staff-session';

/**
 * `test` whose every context starts signed in as the seeded staff account. The admin list shows
 * every post, including other tests' throw-away posts, which those tests delete (with their
 * stored images) in parallel: a thumbnail of such a post may then answer 404, so that one
 * console error (an `/objects/…` image) is not this test's failure. `draftPost`: a draft project
 * of the test's own (createDraftProject), deleted for good after it; `origin`: the site's origin
 * (baseURL's), for API addresses and as the helpers' baseURL.
 */
export const staffTest = base.extend<
  { allowDeletedThumbnails: void; draftPost: TestPost; origin: string },
  { staffState: StorageState }
>({
  allowDeletedThumbnails: [
    async ({ pageErrors }, use) => {
      await use();
      allowConsoleErrors(pageErrors, /status of 404 .*\/objects\/[^ ]+\.(avif|webp|jpe?g|png)\)/);
    },
    { auto: true },
  ],
  draftPost: async ({ context, baseURL }, use) => {
    const post = await createDraftProject(context.request, baseURL ?? '', 'admin');
    await use(post);
    await deletePostQuietly(context.request, baseURL ?? '', post.id);
  },
  origin: async ({ baseURL }, use) => {
    await use(new URL(String(baseURL)).origin);
  },
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

/**
 * Publishes the edit form of a page or service text: fills each textbox `texts` names (by label),
 * then Status Published, Save, and the "Changes Published" toast.
 */
export async function publishEdit(page: Page, texts: Record<string, string> = {}): Promise<void> {
  for (const [name, text] of Object.entries(texts)) await page.getByRole('textbox', { name }).fill(text);
  await choose(page, 'Status', 'Published');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Changes Published')).toBeVisible();
}

/** "Reset to built-in text" on a page's edit screen, confirmed in its dialog, then the toast that says it is done. */
export async function resetToBuiltInText(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Reset to built-in text' }).click();
  await page.getByRole('dialog', { name: 'Reset to built-in text?' }).getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Reset to Built-in Text', { exact: true })).toBeVisible();
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

/** Signs the page's browser context in as the seeded staff account, then opens /upload. */
export async function openUploadFormAsStaff(page: Page, origin: string): Promise<void> {
  await signInAsStaff(page.context(), origin);
  await openUploadForm(page);
}

/**
 * Opens an Uppy dashboard with `opener`, adds `file` and uploads it; waits for the toast `uploaded`
 * and for the dashboard to close.
 */
export async function uploadOnePhoto(
  page: Page,
  opener: Locator,
  file: string,
  uploaded = 'Image Uploaded',
): Promise<void> {
  await opener.click();
  // The open dashboard (a closed one of another slot is aria-hidden).
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.locator('input[type=file]').first().setInputFiles(file);
  await dialog.getByRole('button', { name: 'Upload 1 file' }).click();
  await expect(page.getByText(uploaded)).toBeVisible();
  await expect(dialog).toBeHidden();
}

/**
 * Adds one photo in the Before or After slot's Uppy dashboard and uploads it; waits for the toast,
 * the dashboard to close and the photo (an `/objects/{uuid}.jpg` that loaded) in its slot.
 */
export async function uploadBeforeAfterPhoto(page: Page, label: 'Before' | 'After', file: string): Promise<void> {
  await uploadOnePhoto(
    page,
    page.getByRole('button', { name: `Upload ${label} Image` }),
    file,
    `${label} Image Uploaded`,
  );
  const photo = page.getByRole('region', { name: `${label} photo`, exact: true }).getByRole('img');
  await expect(photo).toHaveAttribute('src', /^\/objects\/[0-9a-f-]{36}\.jpg$/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

/** The ids of the staff-visible posts titled `title` (GET /api/posts?search= with a staff session). */
export async function postIdsTitled(request: APIRequestContext, origin: string, title: string): Promise<string[]> {
  const res = await request.get(`${origin}/api/posts?limit=100&search=${encodeURIComponent(title)}`);
  expect(res.ok()).toBe(true);
  const posts = ((await res.json()) as { items: { id: string; title: string }[] }).items;
  return posts.filter((post) => post.title === title).map((post) => post.id);
}

/** Deletes (to the Trash) every post titled `title`: a test's clean-up. */
export async function deletePostsTitled(request: APIRequestContext, origin: string, title: string): Promise<void> {
  for (const id of await postIdsTitled(request, origin, title)) {
    await request.delete(`${origin}/api/posts/${id}`, { headers: mutationHeaders(origin) });
  }
}
