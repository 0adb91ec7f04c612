/**
 * Public pages without JavaScript ("without JS everything but the slider's motion, the
 * viewer and photo upload"; DESIGN §8; ADR 0024): the HTML the function renders is the page, its
 * navigation (CSS dropdowns, a <details> phone menu), every hero slide, the project filters, a
 * project's photos, and it names no framework script at all.
 */
import { demoProjects } from '@site/functions/seed/demo-projects';
import { serviceCatalog } from '@site/contract/content/service-catalog';
import { demoSiteSettings as siteSettings } from '@site/functions/seed/demo-company';
import { sitePages } from '@site/contract/site-pages';
import { expect, test } from './fixtures';

test.use({ javaScriptEnabled: false });

const published = demoProjects.filter((p) => p.status === 'published');
const comparisonProject = published.find((p) => p.beforeImageUrl && p.afterImageUrl)!;

test('public pages name no framework script: only the loader of their islands, after the page has loaded', async ({
  request,
}) => {
  const paths = sitePages
    .filter((page) => page.audience === 'public' && page.path !== '*' && !page.path.includes(':'))
    .map((page) => page.path)
    .concat([`/project/${comparisonProject.slug}`, '/service/landscaping']);
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
      ([, attrs = '']) => !/application\/ld\+json/.test(attrs),
    );
    // One inline script (ADR 0024 item 9): it appends the islands' module script on `load`.
    expect(scripts.length, `${path} loads its islands`).toBe(1);
    const [, attrs = '', body = ''] = scripts[0]!;
    expect(attrs, path).toMatch(/^ data-island="public" data-src="\/assets\/public-[\w-]+\.js"$/);
    expect(body, path).toContain('addEventListener("load"');
    expect(html, path).not.toContain('__reactRouterContext');
    expect(html, path).not.toMatch(/modulepreload[^>]*entry\.client/);
  }
});

test('the Services and Projects dropdowns open on hover and close when the pointer leaves', async ({ page }) => {
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Services', exact: true }).hover();
  const all = page.getByRole('link', { name: 'View All Services' });
  await expect(all).toBeVisible();
  for (const s of serviceCatalog) await expect(nav.getByRole('link', { name: s.title, exact: true })).toBeVisible();
  await page.mouse.move(5, 800);
  await expect(all).toBeHidden();
  await nav.getByRole('link', { name: 'Projects', exact: true }).hover();
  await page.getByRole('link', { name: 'Commercial Projects' }).click();
  await expect(page).toHaveURL(/\/projects\/commercial$/);
});

test('on a phone the menu opens, and its links and call link work', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.locator('summary[data-mobile-menu-toggle]').click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.locator(`a[href="tel:${siteSettings.phoneHref}"]`)).toBeVisible();
  await menu.getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
});

test('every hero slide and its Learn More link are reachable through the dots', async ({ page }) => {
  await page.goto('/');
  const carousel = page.locator('[aria-roledescription="carousel"]');
  await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(6);
  await expect(carousel.getByRole('button', { name: /next|previous/i })).toHaveCount(0); // script-only controls are not shown
  await carousel.getByRole('link', { name: 'Go to slide 4' }).click();
  const slide4 = carousel.locator('#hero-slide-4');
  await expect(slide4).toBeInViewport({ ratio: 0.9 });
  await slide4.getByRole('link', { name: /Learn More/ }).click();
  await expect(page).toHaveURL(/\/service\/natural-stone-masonry$/);
});

test('the home page project filters open the filtered gallery, and the About photos are reachable', async ({
  page,
}) => {
  await page.goto('/');
  const filters = page.getByRole('main').getByRole('navigation', { name: 'Filter projects' });
  await filters.getByRole('link', { name: 'Residential', exact: true }).click();
  await expect(page).toHaveURL(/\/projects\/residential$/);
  await page.goto('/about');
  const carousel = page.locator('[aria-roledescription="carousel"]');
  await carousel.getByRole('link', { name: /^Show photo 2/ }).click();
  await expect(carousel.locator('[aria-roledescription="slide"]').nth(1)).toBeInViewport({ ratio: 0.9 });
});

test('a project page shows its photos and the comparison at its middle, and visitors see no staff parts', async ({
  page,
}) => {
  await page.goto(`/project/${comparisonProject.slug}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: comparisonProject.title })).toBeVisible();
  await expect(main.getByRole('slider', { name: 'Before and after comparison' })).toHaveAttribute(
    'aria-valuenow',
    '50',
  );
  for (const img of await main.locator('figure img').all()) await expect(img).toHaveJSProperty('complete', true);
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
});
