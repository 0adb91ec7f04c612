/**
 * The Admin Panel in the browser (spec §2 Admin Panel, §4, §8): table, search and
 * filters, the actions menu, Publish/Unpublish seen by a visitor, Delete with Cancel then
 * Delete. Writes touch only throw-away posts made by each test through the API.
 */
import { expect, hiddenProjectTitles } from './fixtures';
import { choose, openAdmin, rowAction, rows, staffTest as test } from './support/staff-admin-page';

const [draftTitle, archivedTitle] = hiddenProjectTitles as [string, string];
/** A seeded published project (never changed by tests). */
const publishedTitle = 'Bluestone Patio and Seat Wall in Woodbridge';

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

  // The list shows one page (newest first, other tests' drafts among them): each seeded post is
  // looked for by its title within the filter.
  await choose(page, 'Status', 'Draft');
  await expect(rows(page).first()).toBeVisible();
  await expect(rows(page).locator('[data-status]').filter({ hasNotText: 'Draft' })).toHaveCount(0);
  await search.fill(draftTitle);
  await expect(rows(page).filter({ hasText: draftTitle })).toHaveCount(1);
  await search.fill(archivedTitle);
  await expect(page.getByText('No projects found.')).toBeVisible();
  await search.fill('');
  await choose(page, 'Status', 'Archived');
  await expect(rows(page).first()).toBeVisible();
  await expect(rows(page).locator('[data-status]').filter({ hasNotText: 'Archived' })).toHaveCount(0);
  await search.fill(archivedTitle);
  await expect(rows(page).filter({ hasText: archivedTitle })).toHaveCount(1);
  await search.fill('');
  await choose(page, 'Status', 'All statuses');

  // Projects only: no service or page edit is listed; Type is residential or commercial.
  await expect(rows(page).filter({ hasText: 'Putting Greens' })).toHaveCount(0);
  await expect(rows(page).getByRole('cell', { name: 'Service', exact: true })).toHaveCount(0);
  await choose(page, 'Type', 'Commercial');
  await expect(rows(page).first()).toBeVisible();
  const typeCells = rows(page).locator('td:nth-child(2)');
  // The filter is a server query: the rows change when its answer comes.
  await expect(typeCells.filter({ hasNotText: 'Commercial' })).toHaveCount(0);
  await choose(page, 'Type', 'Residential');
  await expect(rows(page).first()).toBeVisible();
  await expect(typeCells.filter({ hasNotText: 'Residential' })).toHaveCount(0);
  await choose(page, 'Type', 'All types');
  await search.fill(draftTitle);
  await expect(rows(page).filter({ hasText: draftTitle })).toHaveCount(1);
});

test('a row shows the camera placeholder, subtitle and a working actions menu', async ({
  page,
  draftPost: post,
  context,
}) => {
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
});

test('Publish shows a draft to visitors; Unpublish hides it again', async ({ page, draftPost: post, browser }) => {
  const visitor = await browser.newContext();
  try {
    await openAdmin(page);
    await rowAction(page, post, 'Publish');
    await expect(page.getByRole('status').filter({ hasText: 'Status Updated' })).toContainText(
      'The project status has been updated.',
    );
    await expect(rows(page).filter({ hasText: post.title }).locator('[data-status]')).toHaveText('Published');

    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/projects');
    await expect(visitorPage.getByRole('link', { name: new RegExp(post.title) }).first()).toBeVisible();

    await page.getByRole('button', { name: `Actions for ${post.title}` }).click();
    await page.getByRole('menuitem', { name: 'Unpublish' }).click();
    await expect(rows(page).filter({ hasText: post.title }).locator('[data-status]')).toHaveText('Draft');

    await visitorPage.reload();
    await expect(visitorPage.getByText(publishedTitle).first()).toBeVisible();
    await expect(visitorPage.getByText(post.title)).toHaveCount(0);
  } finally {
    await visitor.close();
  }
});

test('Delete asks first: Cancel keeps the post, Delete moves it to the Trash', async ({
  page,
  draftPost: post,
  context,
}) => {
  await openAdmin(page);
  await rowAction(page, post, 'Delete');
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText(`This will move "${post.title}" to the Trash.`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows(page).filter({ hasText: post.title })).toHaveCount(1);

  await page.getByRole('button', { name: `Actions for ${post.title}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Moved to Trash' })).toContainText(
    'Restore it from the Trash within 30 days.',
  );
  await expect(page.getByText('No projects found.')).toBeVisible();
  expect((await context.request.get(`/api/posts/${post.id}`)).status()).toBe(404);
});
