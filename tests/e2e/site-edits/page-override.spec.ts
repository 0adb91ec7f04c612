/**
 * Staff write their own About story in the admin's Pages section and publish it; signed-out
 * visitors see it on /about within 60 s; "Reset to built-in text" brings the built-in story back
 * ("Pages": "page posts for the About story (slug `about`) … edited the same way, with
 * the built-in text as the default"). Runs in the site-edits project, after every other browser
 * test; it deletes its edit at the end.
 */
import { builtInPageContent } from '@site/contract/content/site-pages';
import { demoSiteSettings as siteSettings } from '@site/functions/seed/demo-company';
import { expect, test } from '../fixtures';
import { publishEdit, resetToBuiltInText } from '../support/staff-admin-page';
import { deletePostsWithSlug } from '../support/staff-posts';
import { signInAsStaff } from '../support/staff-session';
import { expectVisitorSees } from '../support/visitor-page';

// A staff flow on the shared 2-core CI machine takes minutes.
test.describe.configure({ timeout: 180_000 });

const builtIn = builtInPageContent('about', siteSettings);

test('staff publish their own About story; visitors see it, and the built-in story after a reset', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const heading = `Three generations of stonework ${Date.now().toString(36)}`;
  const story = 'We are a family business from Orange. Our crews build walls, patios and gardens that last.';
  await signInAsStaff(context, baseURL!);
  await deletePostsWithSlug(context.request, baseURL!, 'page', 'about');
  try {
    await page.goto('/admin/pages');
    const row = page.getByRole('list', { name: 'Pages' }).getByRole('link', { name: /About story/ });
    await expect(row).toContainText('Built-in text');
    await row.click();
    await expect(page.getByRole('heading', { level: 1, name: 'About story' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Page heading' })).toHaveValue(builtIn.title);

    await publishEdit(page, { 'Page heading': heading, Text: story });

    await expectVisitorSees(browser, '/about', async (visitor) => {
      await expect(visitor.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 5_000 });
      await expect(visitor.getByRole('main').getByText(story)).toBeVisible({ timeout: 1_000 });
    });

    await resetToBuiltInText(page);
    await expect(page.getByRole('textbox', { name: 'Page heading' })).toHaveValue(builtIn.title);

    await expectVisitorSees(browser, '/about', async (visitor) => {
      await expect(visitor.getByRole('heading', { level: 1, name: builtIn.title })).toBeVisible({ timeout: 5_000 });
      await expect(visitor.getByText(story)).toHaveCount(0);
    });
  } finally {
    await deletePostsWithSlug(context.request, baseURL!, 'page', 'about');
  }
});
