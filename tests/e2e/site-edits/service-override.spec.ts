/**
 * Staff write their own text for a service and publish it; signed-out visitors see it within
 * 60 s; "Reset to built-in text" brings the built-in text back ("Tests: Browser": "staff
 * edit the landscaping service text and image and publish → a signed-out visitor sees them on
 * /service/landscaping and in the navbar dropdown within 60 s; reset → built-in text back").
 * Runs in the site-edits project, after every other browser test; it deletes its edit at the end.
 */
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { serviceCatalog } from '@site/contract/content/service-catalog';
import { expect, test } from '../fixtures';
import { publishEdit, uploadOnePhoto } from '../support/staff-admin-page';
import { deletePostsWithSlug } from '../support/staff-posts';
import { signInAsStaff } from '../support/staff-session';
import { expectVisitorSees, hoverNavItem } from '../support/visitor-page';

// A staff flow on the shared 2-core CI machine takes minutes.
test.describe.configure({ timeout: 240_000 });

const landscaping = serviceCatalog.find((entry) => entry.slug === 'landscaping')!;
const photo = resolve(import.meta.dirname, '../../../assets/photos/fresh-flower.jpg');

/** The Services dropdown of the navbar, opened by hovering (spec §2 Navigation bar). */
async function servicesDropdown(page: Page) {
  const nav = await hoverNavItem(page, 'Services');
  await expect(page.getByRole('link', { name: 'View All Services' })).toBeVisible();
  return nav;
}

test('staff publish their own landscaping text and photo; visitors see it, and the built-in text after a reset', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const title = `Landscape Design ${Date.now().toString(36)}`;
  const body = 'Our own landscaping page, written in the admin: planting plans drawn for each yard.';
  const alt = 'A pink flower in a new perennial border';
  await signInAsStaff(context, baseURL!);
  await deletePostsWithSlug(context.request, baseURL!, 'service', 'landscaping');
  try {
    await page.goto('/admin/services');
    const row = page.getByRole('list', { name: 'Services' }).getByRole('link').first();
    await expect(row).toContainText('Landscaping');
    await expect(row).toContainText('Built-in text');
    await row.click();
    await expect(page).toHaveURL(/\/admin\/services\/landscaping$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Landscaping' })).toBeVisible();
    // Prefilled with the built-in text.
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(landscaping.title);
    await expect(page.getByRole('textbox', { name: 'Card description' })).toHaveValue(landscaping.description);

    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: 'Card description' }).fill('Planting plans drawn for each yard.');
    await page.getByRole('textbox', { name: 'Page text' }).fill(body);
    await expect(page.getByText('Unsaved changes')).toBeVisible();

    await uploadOnePhoto(page, page.getByRole('button', { name: 'Upload a photo', exact: true }), photo);
    await page.getByRole('textbox', { name: 'Alt text' }).fill(alt);

    await publishEdit(page);
    await expect(page.getByText('All changes saved')).toBeVisible();
    await expect(page.getByText('Edited', { exact: true })).toBeVisible();

    await expectVisitorSees(browser, '/service/landscaping', async (visitor) => {
      await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 5_000 });
      await expect(visitor.getByText(body)).toBeVisible({ timeout: 1_000 });
      const image = visitor.getByRole('main').getByRole('img', { name: alt });
      await expect(image).toHaveAttribute('src', /^\/objects\/[0-9a-f-]{36}\.jpg$/, { timeout: 1_000 });
      const nav = await servicesDropdown(visitor);
      await expect(nav.getByRole('link', { name: title, exact: true })).toBeVisible({ timeout: 1_000 });
    });

    await page.getByRole('button', { name: 'Reset to built-in text' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reset to built-in text?' });
    await expect(confirm).toContainText('Visitors will see the built-in text again.');
    await confirm.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByText('Reset to Built-in Text', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset to built-in text' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(landscaping.title);
    await expect(page.getByText('Built-in text', { exact: true })).toBeVisible();

    await expectVisitorSees(browser, '/service/landscaping', async (visitor) => {
      await expect(visitor.getByRole('heading', { level: 1, name: landscaping.title })).toBeVisible({ timeout: 5_000 });
      await expect(visitor.getByText(body)).toHaveCount(0);
      const nav = await servicesDropdown(visitor);
      await expect(nav.getByRole('link', { name: landscaping.title, exact: true })).toBeVisible({ timeout: 1_000 });
      await expect(nav.getByRole('link', { name: title, exact: true })).toHaveCount(0);
    });
  } finally {
    await deletePostsWithSlug(context.request, baseURL!, 'service', 'landscaping');
  }
});
