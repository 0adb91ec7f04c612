/**
 * The admin's Projects list reads pages (DESIGN §5 "Lists read pages"): 25 rows a page, newest
 * first, Previous/Next with "1–25 of 27 projects", and a change of search or filter starts again
 * at page one. The 27 projects are the test's own drafts (one word in their titles finds them),
 * deleted for good after it.
 */
import { choose, openAdmin, rows, staffTest as test } from './support/staff-admin-page';
import { createDraftProject, deletePostQuietly, type TestPost } from './support/staff-posts';
import { expect } from './fixtures';

test('the Projects list pages by 25 with Previous and Next; a new filter starts at page one', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const word = `Pagerun${Date.now().toString(36)}`;
  const posts: TestPost[] = [];
  try {
    for (let i = 0; i < 27; i += 1) posts.push(await createDraftProject(context.request, baseURL!, word));
    await openAdmin(page);
    await page.getByRole('searchbox', { name: 'Search projects' }).fill(word);
    const pager = page.getByRole('navigation', { name: 'Projects pages' });
    const next = pager.getByRole('button', { name: 'Next' });
    const previous = pager.getByRole('button', { name: 'Previous' });

    await expect(pager).toContainText('1–25 of 27 projects');
    await expect(rows(page)).toHaveCount(25);
    await expect(rows(page).first()).toContainText(posts[26]!.title);
    await expect(previous).toBeDisabled();

    await next.click();
    await expect(pager).toContainText('26–27 of 27 projects');
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).nth(1)).toContainText(posts[0]!.title);
    await expect(next).toBeDisabled();

    await previous.click();
    await expect(pager).toContainText('1–25 of 27 projects');
    await expect(rows(page).first()).toContainText(posts[26]!.title);

    await next.click();
    await expect(pager).toContainText('26–27 of 27 projects');
    await choose(page, 'Status', 'Draft');
    await expect(pager).toContainText('1–25 of 27 projects');
    await expect(
      page.getByRole('table', { name: 'Projects' }).locator('[data-status]').filter({ hasNotText: 'Draft' }),
    ).toHaveCount(0);
  } finally {
    for (const post of posts) await deletePostQuietly(context.request, baseURL!, post.id);
  }
});
