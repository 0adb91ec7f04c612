/** Services listing and service detail (spec §2 /services, Service detail). */
import { featuredProjectByService } from '../../web/src/features/services/featured-projects';
import { serviceCatalog } from '@site/contract/content/service-catalog';
import { allowConsoleErrors, expect, test } from './fixtures';
import { goBackTo } from './support/visitor-page';

for (const path of ['/services', '/category/services']) {
  test(`${path} shows 13 service cards with Read More links, Call and Email Us`, async ({ page }) => {
    await page.goto(path);
    const main = page.getByRole('main');
    for (const s of serviceCatalog)
      await expect(main.getByRole('heading', { name: s.title, exact: true })).toBeVisible();
    const readMore = main.getByRole('link', { name: /Read More/ });
    await expect(readMore).toHaveCount(13);
    await expect(main.getByRole('link', { name: /Call/ }).first()).toHaveAttribute('href', /^tel:/);
    await expect(main.getByRole('link', { name: 'Email Us' }).first()).toHaveAttribute('href', '/contact');
  });
}

test('Read More opens the service detail with its sections', async ({ page }) => {
  await page.goto('/services');
  const fertilizer = serviceCatalog.find((s) => s.slug === 'fertilizer')!;
  await page
    .locator(`a[href="/service/fertilizer"]`)
    .filter({ hasText: /Read More/ })
    .click();
  await expect(page).toHaveURL(/\/service\/fertilizer$/);
  await expect(page.getByRole('heading', { level: 1, name: fertilizer.title })).toBeVisible();
  await expect(page.getByText(/Step 5/).first()).toBeVisible();
  await expect(page.getByText('Ready to Get Started?')).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Services and pages' });
  for (const s of serviceCatalog) await expect(sidebar.getByRole('link', { name: s.title, exact: true })).toBeVisible();
  await goBackTo(page, 'Services', '/services');
});

test('/landscaping is the landscaping page with two certification badges', async ({ page }) => {
  await page.goto('/landscaping');
  await expect(page.getByRole('heading', { level: 1, name: 'Landscaping' })).toBeVisible();
  const badges = page.getByRole('region', { name: 'Certified professionals' }).getByRole('listitem');
  await expect(badges).toHaveCount(2);
});

test('services tied to a project show its featured card', async ({ page }) => {
  for (const [slug, projectSlug] of Object.entries(featuredProjectByService)) {
    await page.goto(`/service/${slug}`);
    await expect(page.locator(`main a[href="/project/${projectSlug}"]`).first()).toBeVisible();
  }
});

test('hydro-seeding shows cost ranges', async ({ page }) => {
  await page.goto('/service/hydro-seeding');
  await expect(page.getByRole('table').first()).toBeVisible();
  await expect(page.getByText(/\$\d/).first()).toBeVisible();
});

test('an unknown service answers 404 with Service Not Found and a way back', async ({ page, pageErrors }) => {
  const res = await page.goto('/service/no-such-service');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('Service Not Found')).toBeVisible();
  await expect(
    page.getByRole('link', { name: /Back to Services/ }).or(page.getByRole('button', { name: /Back to Services/ })),
  ).toBeVisible();
  allowConsoleErrors(pageErrors, /status of 404 .*\/service\/no-such-service/);
});
