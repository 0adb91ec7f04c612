/**
 * "Revisions", in the browser against the running stack, on a 360 px phone: a project
 * saved twice lists its earlier version under "Earlier versions" with who saved it and what
 * changed; Compare shows the title and the text's word changes; Restore brings the version back
 * (the form shows it, the API reads it) and the version it replaced is kept in turn.
 */
import { expect } from './fixtures';
import { staffTest as test } from './support/staff-admin-page';
import { createDraftProject, deletePostQuietly, updatePost } from './support/staff-posts';

test('an earlier version: listed, compared and restored', async ({ page, origin }, testInfo) => {
  test.setTimeout(240_000);
  const post = await createDraftProject(page.request, origin, 'Revisions');
  try {
    await updatePost(page.request, origin, post.id, {
      title: `${post.title} Rewritten`,
      content: '<p>A rewritten story of the same patio.</p>',
      status: 'draft',
      type: 'project',
    });

    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/admin/posts/${post.id}/edit`);
    const title = page.getByRole('textbox', { name: 'Project title' });
    // Under load the staff SPA can take long to hydrate (seen: 40 s with the machine's load above 15).
    await expect(title).toHaveValue(`${post.title} Rewritten`, { timeout: 90_000 });
    const versions = page.getByRole('list', { name: 'Earlier versions' });
    await expect(versions.getByRole('listitem')).toHaveCount(1);
    const version = versions.getByRole('listitem').first();
    await expect(version).toContainText(`“${post.title}” (draft)`);
    await expect(version).toContainText('Dana');
    for (const part of ['Title', 'Text', 'Details'])
      await expect(version.getByText(part, { exact: true })).toBeVisible();

    await version.getByRole('button', { name: /^Compare the version of/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Compare with the current version' });
    await expect(dialog).toContainText(`“${post.title}” instead of “${post.title} Rewritten”`);
    const diff = dialog.getByTestId('revision-text-diff');
    await expect(diff.locator('ins')).not.toHaveCount(0);
    await expect(diff.locator('del')).not.toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('revision-compare-360.png') });
    await dialog.getByRole('button', { name: 'Restore this version' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Version Restored' })).toBeVisible();
    await expect(title).toHaveValue(post.title);
    await expect(versions.getByRole('listitem')).toHaveCount(2);

    const now = await (await page.request.get(`${origin}/api/posts/${post.id}`)).json();
    expect(now).toMatchObject({ title: post.title, content: '<p>A throw-away project made by a browser test.</p>' });
  } finally {
    await deletePostQuietly(page.request, origin, post.id);
  }
});
