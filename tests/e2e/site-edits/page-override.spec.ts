/**
 * Staff write their own About story in the admin's Pages section and publish it; signed-out
 * visitors see it on /about within 60 s; "Reset to built-in text" brings the built-in story back
 * (issue 14 "Pages": "page posts for the About story (slug `about`) … edited the same way, with
 * the built-in text as the default"). Runs in the site-edits project, after every other browser
 * test; it deletes its edit at the end.
 */
import type { APIRequestContext } from '@playwright/test';
import { builtInPageContent } from '@site/contract/content/site-pages';
import { demoSiteSettings as siteSettings } from '@site/functions/seed/demo-company';
import { expect, test } from '../fixtures';
import { mutationHeaders, signInAsStaff } from '../support/staff-session';
import { expectVisitorSees } from '../support/visitor-page';

// A staff flow on the shared 2-core CI machine takes minutes.
test.describe.configure({ timeout: 180_000 });

const builtIn = builtInPageContent('about', siteSettings);

/** Deletes every `about` page post (a run that failed half-way leaves none behind). */
async function deleteAboutPosts(request: APIRequestContext, baseURL: string): Promise<void> {
  const res = await request.get('/api/posts?type=page&status=all');
  expect(res.ok()).toBe(true);
  for (const post of (await res.json()) as { id: string; slug: string }[]) {
    if (post.slug === 'about')
      expect((await request.delete(`/api/posts/${post.id}`, { headers: mutationHeaders(baseURL) })).status()).toBe(204);
  }
}

test('staff publish their own About story; visitors see it, and the built-in story after a reset', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const heading = `Three generations of stonework ${Date.now().toString(36)}`;
  const story = 'We are a family business from Orange. Our crews build walls, patios and gardens that last.';
  await signInAsStaff(context, baseURL!);
  await deleteAboutPosts(context.request, baseURL!);
  try {
    await page.goto('/admin/pages');
    const row = page.getByRole('list', { name: 'Pages' }).getByRole('link', { name: /About story/ });
    await expect(row).toContainText('Built-in text');
    await row.click();
    await expect(page.getByRole('heading', { level: 1, name: 'About story' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Page heading' })).toHaveValue(builtIn.title);

    await page.getByRole('textbox', { name: 'Page heading' }).fill(heading);
    await page.getByRole('textbox', { name: 'Text' }).fill(story);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Published' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Changes Published')).toBeVisible();

    await expectVisitorSees(browser, '/about', async (visitor) => {
      await expect(visitor.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 5_000 });
      await expect(visitor.getByRole('main').getByText(story)).toBeVisible({ timeout: 1_000 });
    });

    await page.getByRole('button', { name: 'Reset to built-in text' }).click();
    await page.getByRole('dialog', { name: 'Reset to built-in text?' }).getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByText('Reset to Built-in Text', { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Page heading' })).toHaveValue(builtIn.title);

    await expectVisitorSees(browser, '/about', async (visitor) => {
      await expect(visitor.getByRole('heading', { level: 1, name: builtIn.title })).toBeVisible({ timeout: 5_000 });
      await expect(visitor.getByText(story)).toHaveCount(0);
    });
  } finally {
    await deleteAboutPosts(context.request, baseURL!);
  }
});
