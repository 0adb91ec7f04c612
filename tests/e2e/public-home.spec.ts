/** Home page (spec §2 "/", Hero slider, Projects section) and visitor navigation (Navigation bar, Footer). */
import { serviceCatalog } from '@site/contract/content/service-catalog';
import { demoSiteSettings as siteSettings } from '@site/functions/seed/demo-company';
import { allowConsoleErrors, expect, test, waitForHydration } from './fixtures';
import { hoverNavItem } from './support/visitor-page';

test('visitors see hero, intro banner, 13 services and at most 4 projects with View All Projects', async ({ page }) => {
  await page.goto('/');
  // Once the islands ran (after `load`, ADR 0024 item 9) the project filters are toggle buttons,
  // and the only links named Residential and Commercial are the intro banner's.
  await waitForHydration(page);
  const main = page.getByRole('main');
  await expect(main.locator('[aria-roledescription="carousel"]')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Residential', exact: true })).toHaveAttribute(
    'href',
    '/projects/residential',
  );
  await expect(main.getByRole('link', { name: 'Commercial', exact: true })).toHaveAttribute(
    'href',
    '/projects/commercial',
  );
  await expect(main.getByRole('link', { name: /Read More/ })).toHaveCount(13);
  // The projects come with the page (its loader).
  await main.getByRole('heading', { name: 'Recent Projects' }).scrollIntoViewIfNeeded();
  // Every card a filter shows is in the HTML; the other filters' are hidden (the section's island filters in place).
  await expect(main.locator('a[href^="/project/"]:visible')).toHaveCount(4);
  await expect(main.getByRole('link', { name: 'View All Projects' })).toHaveAttribute('href', '/projects');
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
});

// The slider's buttons are the carousel island's: a click before it ran is a click on
// the server's HTML, where the dots are links to the slides and the buttons are not shown yet.
// With reduced motion the strip jumps instead of gliding: a click on Learn More while the strip
// still glided scrolled it under the pointer and the strip settled on another slide (CI of
// ae8efdd: the link stayed inert for 60 s). The glide itself is the browser's smooth scrolling.
test('the hero slider moves with next, previous and dots, wrapping both ways', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await waitForHydration(page);
  const carousel = page.locator('[aria-roledescription="carousel"]');
  const current = carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
  await expect(current).toHaveAttribute('aria-label', /^1 of 6/);
  await carousel.getByRole('button', { name: /previous/i }).click();
  await expect(current).toHaveAttribute('aria-label', /^6 of 6/);
  await carousel.getByRole('button', { name: /next/i }).click();
  await expect(current).toHaveAttribute('aria-label', /^1 of 6/);
  await carousel.getByRole('link', { name: 'Go to slide 3' }).click();
  await expect(current).toHaveAttribute('aria-label', /^3 of 6/);
  await expect(carousel.getByRole('link', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', /true|step/);
  await expect(page).toHaveURL(/\/$/); // a dot moves the slider, not the URL
  const learnMore = current.getByRole('link', { name: /Learn More/ });
  await expect(learnMore).toBeInViewport({ ratio: 1 });
  await learnMore.click();
  await expect(page).toHaveURL(/\/service\/waterscapes-ponds$/);
});

test('Services and Projects dropdowns open on hover and close after the pointer leaves', async ({ page }) => {
  await page.goto('/about');
  await hoverNavItem(page, 'Services');
  const menu = page.getByRole('link', { name: 'View All Services' });
  await expect(menu).toBeVisible();
  for (const s of serviceCatalog)
    await expect(page.getByRole('banner').getByRole('link', { name: s.title, exact: true })).toBeVisible();
  await page.mouse.move(5, 800);
  await expect(menu).toBeHidden();
  await hoverNavItem(page, 'Projects');
  for (const name of ['All Projects', 'Residential Projects', 'Commercial Projects']) {
    await expect(page.getByRole('link', { name })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Residential Projects' }).click();
  await expect(page).toHaveURL(/\/projects\/residential$/);
});

test('the dropdowns answer the keyboard: ArrowDown into the panel, Escape back to the trigger', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const trigger = nav.getByRole('link', { name: 'Services', exact: true });
  await trigger.focus();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(nav.getByRole('link', { name: serviceCatalog[0]!.title, exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: 'View All Services' })).toBeHidden();
});

test('the keyboard focus ring shows on the buttons and cards of a page React does not hydrate', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  // Tab on until an element matching `selector` has the focus; then its outline as drawn.
  const tabTo = async (selector: string) => {
    for (let i = 0; i < 100; i++) {
      await page.keyboard.press('Tab');
      const outline = await page.evaluate(
        (s) => (document.activeElement?.matches(s) ? getComputedStyle(document.activeElement).outlineStyle : null),
        selector,
      );
      if (outline) return outline;
    }
    return 'never focused';
  };
  expect(await tabTo('[aria-roledescription="slide"] a[data-variant]')).toBe('solid'); // Learn More, a site button
  expect(await tabTo('[data-carousel-next]')).toBe('solid'); // a site icon button
  // MUI's ButtonBase sets outline 0 and rings only with the class its JavaScript adds.
  expect(await tabTo('a.MuiCardActionArea-root')).toBe('solid'); // a project card
});

test('the home page filters its projects in place, at most 4, with No projects found when none match', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const main = page.getByRole('main');
  const filters = main.getByRole('navigation', { name: 'Filter projects' });
  await filters.getByRole('button', { name: 'Residential', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(filters.getByRole('button', { name: 'Residential', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(filters.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'false');
  // The pressed filter is the filled one (brand green), the others outlined.
  const background = (name: string) =>
    filters.getByRole('button', { name, exact: true }).evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.mouse.move(0, 0); // not the hover colour
  await expect.poll(() => background('Residential')).toBe('rgb(31, 81, 53)');
  await expect.poll(() => background('All')).toBe('rgba(0, 0, 0, 0)');
  const cards = main.locator('li[data-sectors]:visible');
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(4);
  for (const sectors of await cards.evaluateAll((items) =>
    items.map((item) => item.getAttribute('data-sectors') ?? ''),
  )) {
    expect(sectors.split(' ')).toContain('residential');
  }
  await expect(main.getByText('No projects found for the selected filter')).toBeHidden();
});

test('the footer has six service links, phone, Email Us, credits and the current year', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  // Spec §2 Footer: the first six services, by slug.
  const footerSlugs =
    'landscaping natural-stone-masonry patios-hardscape outdoor-kitchens waterscapes-ponds fence-installation';
  for (const slug of footerSlugs.split(' ')) await expect(footer.locator(`a[href="/service/${slug}"]`)).toHaveCount(1);
  await expect(footer.locator(`a[href="tel:${siteSettings.phoneHref}"]`).first()).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Email Us' })).toHaveAttribute('href', '/contact');
  await expect(footer.getByText(new RegExp(String(new Date().getFullYear())))).toBeVisible();
  await footer.getByRole('link', { name: /Photo credits/i }).click();
  await expect(page.locator('#photo-credits')).toBeVisible();
});

test('on a phone the toggle menu shows the links and a call link', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await waitForHydration(page);
  await page.locator('summary[aria-label="Open menu"]').click();
  await expect(page.locator('summary[aria-label="Close menu"]')).toBeVisible();
  const menu = page
    .getByRole('dialog')
    .or(page.getByRole('navigation', { name: /mobile|menu/i }))
    .first();
  await expect(menu.locator(`a[href="tel:${siteSettings.phoneHref}"]`).first()).toBeVisible();
  await menu.getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('about and contact pages carry the company details', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByText(/1998/).first()).toBeVisible();
  for (const l of siteSettings.licenses) await expect(page.getByText(l.number).first()).toBeVisible();
  await expect(page.locator(`main a[href="mailto:${siteSettings.email}"]`).first()).toBeVisible();
  await expect(page.locator(`main a[href="tel:${siteSettings.phoneHref}"]`).first()).toBeVisible();
  await page.goto('/contact');
  for (const card of ['Visa', 'Mastercard', 'American Express'])
    await expect(page.getByText(card, { exact: true }).first()).toBeVisible();
  await expect(page.locator(`main a[href="tel:${siteSettings.phoneHref}"]`).first()).toBeVisible();
  await expect(page.getByText(siteSettings.licenses[0]!.number).first()).toBeVisible();
});

test('an unknown path answers 404 with a not-found page', async ({ page, pageErrors }) => {
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/couldn.t find|not found/i);
  allowConsoleErrors(pageErrors, /status of 404 .*\/no-such-page/);
});
