/**
 * Admin Panel feedback in the browser (spec §2 Notifications, §6, §8, §9): a write
 * answered 401, the toast viewport (one at a time, F8, swipe to dismiss) and the phone layout.
 * Writes touch only throw-away posts made by each test through the API.
 */
import { expect, hiddenProjectTitles } from './fixtures';
import { openAdmin, rowAction, rows, staffTest as test } from './support/staff-admin-page';
import { allowConsoleErrors, recordToasts } from './support/staff-posts';

const [draftTitle] = hiddenProjectTitles as [string, string];

test('a write answered 401 shows Unauthorized and goes to sign in', async ({
  page,
  draftPost: post,
  context,
  pageErrors,
  staffState,
}) => {
  try {
    const toasts = await recordToasts(page);
    await openAdmin(page);
    // The search is a server query: it is answered while signed in, so the write is the first 401.
    const searched = page.waitForResponse((res) => /\/api\/posts\?.*search=/.test(res.url()) && res.ok());
    await page.getByRole('searchbox', { name: 'Search projects' }).fill(post.title);
    await searched;
    await expect(rows(page).filter({ hasText: post.title })).toHaveCount(1);
    await context.clearCookies({ name: '__session' }); // the session ends; the hint stays
    const login = page.waitForRequest((req) => req.url().includes('/api/login?returnTo=%2Fadmin'));
    await page.getByRole('button', { name: `Actions for ${post.title}` }).click();
    await page.getByRole('menuitem', { name: 'Publish' }).click();
    await login;
    await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
    expect(toasts).toEqual(['UnauthorizedYou are logged out. Logging in again...']);
    expect((await context.cookies()).map((c) => c.name)).not.toContain('signed_in');
  } finally {
    // Chromium logs the refused PUT as "Failed to load resource … 401": expected here.
    allowConsoleErrors(pageErrors, /status of 401/);
    await context.addCookies(staffState.cookies); // signed in again, to clean up
  }
});

test('toasts: one at a time, F8 focuses it, a swipe right past 50 px dismisses it', async ({
  page,
  draftPost: post,
}) => {
  await openAdmin(page);
  await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toBeAttached();
  await rowAction(page, post, 'Publish');
  const toasts = page.locator('[data-toast]');
  await expect(toasts).toHaveCount(1);
  const first = await toasts.first().elementHandle();
  await page.getByRole('button', { name: `Actions for ${post.title}` }).click();
  await page.getByRole('menuitem', { name: 'Unpublish' }).click();
  await expect(rows(page).filter({ hasText: post.title }).locator('[data-status]')).toHaveText('Draft');
  // The second toast replaces the first: the first leaves, then the second is the only one.
  await expect.poll(() => first?.evaluate((el) => el.isConnected)).toBe(false);
  await expect(toasts).toHaveCount(1);
  await expect(toasts).toContainText('Status Updated');
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
});

test('phones get a card list without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin');
  const list = page.getByRole('list', { name: 'Projects' });
  await expect(list.getByRole('listitem').filter({ hasText: draftTitle })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await list
    .getByRole('listitem')
    .filter({ hasText: draftTitle })
    .getByRole('button', { name: `Actions for ${draftTitle}` })
    .click();
  await expect(page.getByRole('menuitem', { name: 'Publish' })).toBeVisible();
  await page.keyboard.press('Escape');
});
