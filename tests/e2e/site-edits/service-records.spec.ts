/**
 * A contractor's own service (ADR 0035): staff add a 14th service with a photo in the admin's
 * Services section and publish its text; a signed-out visitor finds it on /services, in the
 * navbar's Services menu and among the request form's choices; hidden, it leaves all three; at a
 * new address, the old one leads there (301). Runs in the site-edits project; it deletes the
 * service at the end.
 */
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { publishEdit, uploadOnePhoto } from '../support/staff-admin-page';
import { signInAsStaff } from '../support/staff-session';
import { expectVisitorSees, hoverNavItem } from '../support/visitor-page';

// A staff flow on the shared 2-core CI machine takes minutes.
test.describe.configure({ timeout: 300_000 });

const photo = resolve(import.meta.dirname, '../../../assets/photos/fresh-flower.jpg');

/** Whether a visitor sees the service `name` on /services, in the Services menu and on /contact. */
async function visitorFinds(page: Page, name: string, slug: string, shown: boolean) {
  const count = shown ? 1 : 0;
  await page.goto('/services');
  await expect(page.getByRole('main').locator(`a[href="/service/${slug}"]`)).toHaveCount(count, { timeout: 2_000 });
  const nav = await hoverNavItem(page, 'Services');
  await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(count, { timeout: 2_000 });
  await page.goto('/contact');
  await expect(page.getByRole('checkbox', { name, exact: true })).toHaveCount(count, { timeout: 2_000 });
}

test('staff add a 14th service with a photo; visitors find it everywhere; hidden it leaves; a new address 301s', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const suffix = Date.now().toString(36);
  const name = `Snow Removal ${suffix}`;
  const slug = `snow-removal-${suffix}`;
  await signInAsStaff(context, baseURL!);
  await page.goto('/admin/services');
  await page.getByRole('button', { name: 'Add a service' }).click();
  const form = page.getByRole('form', { name: 'Add a service' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await expect(form.getByRole('textbox', { name: 'Address' })).toHaveValue(slug);
  await form.getByRole('button', { name: 'Add service' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/services/${slug}$`));
  await expect(page.getByText('No text yet', { exact: true })).toBeVisible();
  try {
    await page.getByRole('textbox', { name: 'Card description' }).fill('Plowing, shoveling and salting all winter.');
    await page
      .getByRole('textbox', { name: 'Page text' })
      .fill('We clear driveways, walks and lots after every storm.');
    await uploadOnePhoto(page, page.getByRole('button', { name: 'Upload a photo', exact: true }), photo);
    await page.getByRole('textbox', { name: 'Alt text' }).fill('A cleared driveway after a storm');
    await publishEdit(page);

    await expectVisitorSees(browser, `/service/${slug}`, async (visitor) => {
      await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 5_000 });
      const image = visitor.getByRole('main').getByRole('img', { name: 'A cleared driveway after a storm' });
      await expect(image).toHaveAttribute('src', /^\/objects\/[0-9a-f-]{36}\.jpg$/, { timeout: 1_000 });
      await visitorFinds(visitor, name, slug, true);
    });

    await page.getByLabel('Shown on the site').uncheck();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Service Saved', { exact: true })).toBeVisible();
    await expectVisitorSees(browser, '/services', (visitor) => visitorFinds(visitor, name, slug, false));

    await page.getByLabel(/Hidden from the site/).check();
    await page.getByRole('textbox', { name: 'Address' }).fill(`${slug}-new`);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/services/${slug}-new$`));
    await expectVisitorSees(browser, `/service/${slug}`, async (visitor) => {
      await expect(visitor).toHaveURL(new RegExp(`/service/${slug}-new$`), { timeout: 1_000 });
      await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 5_000 });
    });
    const old = await context.request.get(`/service/${slug}`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
  } finally {
    await page.goto(`/admin/services/${slug}-new`);
    if (await page.getByRole('button', { name: 'Delete service' }).isVisible()) {
      await page.getByRole('button', { name: 'Delete service' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('Service Deleted', { exact: true })).toBeVisible();
    }
  }
});
