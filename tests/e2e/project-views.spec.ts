/**
 * Views that count (ADR 0012) in the browser: a visitor's visit to a published project
 * raises the admin's Views count by one; a second visit the same day does not (neither when the
 * page itself holds back, nor when it sends again and the server finds the day's mark); a staff
 * member's visit does not. Uses a throw-away project, so parallel tests' visits do not mix in.
 */
import type { Page, Response } from '@playwright/test';
import { expect } from './fixtures';
import { openAdmin, rows, staffTest as test } from './support/staff-admin-page';
import { createDraftProject, deletePostQuietly, updatePost, type TestPost } from './support/staff-posts';

// Four staff-screen loads and three visits: over 90 s on a loaded machine (1.6 min seen).
test.describe.configure({ timeout: 180_000 });

/** The admin's Views cell of `post` (columns: Project, Type, Status, Views, Created, Actions). */
async function adminViews(page: Page, post: TestPost): Promise<string> {
  await openAdmin(page);
  await page.getByRole('searchbox', { name: 'Search projects' }).fill(post.title);
  const cell = rows(page).filter({ hasText: post.title }).getByRole('cell').nth(3);
  await expect(cell).toBeVisible();
  return (await cell.textContent()) ?? '';
}

/** Resolves with the page's view beacon for `post` (POST /api/posts/{id}/views) once answered. */
function viewBeacon(page: Page, post: TestPost): Promise<Response> {
  return page.waitForResponse(
    (res) => res.request().method() === 'POST' && new URL(res.url()).pathname === `/api/posts/${post.id}/views`,
    { timeout: 60_000 },
  );
}

test('a visitor counts once a day; a second visit and a staff visit do not', async ({
  page,
  context,
  browser,
  origin,
}) => {
  const post = await createDraftProject(context.request, origin, 'views');
  await updatePost(context.request, origin, post.id, { status: 'published' });
  // A visitor: no cookies (Playwright gives a new context this test's staff storage state otherwise).
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    expect(await adminViews(page, post)).toBe('0');

    // A visitor opens the project: the page sends its view after load, answered 204.
    const visitorPage = await visitor.newPage();
    const beacon = viewBeacon(visitorPage, post);
    await visitorPage.goto(`/project/${post.slug}`);
    await expect(visitorPage.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    const first = await beacon;
    expect(first.status()).toBe(204);
    expect(first.request().headers()['content-type']).toBe('application/json');
    // The document is the same cached page for everyone: the visit set no cookie.
    expect((await visitor.cookies()).map((cookie) => cookie.name)).toEqual([]);
    expect(await adminViews(page, post)).toBe('1');

    // The same visitor again today: the page holds back…
    const beacons: string[] = [];
    visitorPage.on('request', (req) => {
      if (req.method() === 'POST' && req.url().endsWith('/views')) beacons.push(req.url());
    });
    await visitorPage.reload();
    await expect(visitorPage.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await visitorPage.waitForLoadState('networkidle');
    expect(beacons).toEqual([]);
    // …and when its note of today's views is gone (the browser id kept), the server's mark holds.
    await visitorPage.evaluate(() => localStorage.removeItem('ovl-project-views'));
    const again = viewBeacon(visitorPage, post);
    await visitorPage.reload();
    expect((await again).status()).toBe(204);
    expect(await adminViews(page, post)).toBe('1');

    // A staff member's visit is not counted.
    const staffBeacon = viewBeacon(page, post);
    await page.goto(`/project/${post.slug}`);
    expect((await staffBeacon).status()).toBe(204);
    expect(await adminViews(page, post)).toBe('1');
  } finally {
    await visitor.close();
    await deletePostQuietly(context.request, origin, post.id);
  }
});
