/**
 * Reviews ("Reviews"; ADR 0027), as the office manager on a 360 px phone: every admin
 * section tab fits the screen (eight now); staff add a review as a draft (visitors do not see
 * it), publish it, and a signed-out visitor sees it on its service page and the home page within
 * 60 s with its stars read out; the Company section refuses a link that is not Google's and
 * saves the profile's link, and the pages then show "Read our reviews on Google" and "Leave us a
 * review"; deleting asks first. Runs in the day-one project (it changes what every visitor sees),
 * and puts the settings back and deletes its review at the end.
 */
import type { Browser, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { staffTest as test } from '../support/staff-admin-page';
import { mutationHeaders } from '../support/staff-session';
import { expectVisitorSees } from '../support/visitor-page';

// A staff flow on the shared 2-core CI machine takes minutes; on the office manager's phone.
test.describe.configure({ timeout: 300_000 });
test.use({ viewport: { width: 360, height: 740 } });

const quote = 'Our bluestone patio came out better than the drawings, and the crew left the yard spotless.';
const profileLink = 'https://g.page/r/CReviewsE2E123/review';
const sections = ['Projects', 'Leads', 'Services', 'Pages', 'Reviews', 'Company', 'Redirects', 'Trash'];

/** Opens `path` as a signed-out visitor on a 360 px phone until `check` passes (within 60 s). */
const signedOutSees = (browser: Browser, path: string, check: (page: Page) => Promise<void>) =>
  expectVisitorSees(browser, path, check, { width: 360, height: 740 });

/** The page scrolls sideways by this many px (0: it does not). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('on a phone, staff add a review, publish it, and visitors see it with the Google links', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const settingsBefore = (await (await context.request.get('/api/settings')).json()) as Record<string, unknown>;
  const reviewsBefore = ((await (await context.request.get('/api/reviews?limit=100')).json()) as { items: unknown[] })
    .items;
  let settingsChanged = false;
  try {
    await page.goto('/admin/reviews');
    await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
    // Every section's tab is on screen, its label whole, and nothing scrolls sideways.
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    for (const name of sections) {
      const link = nav.getByRole('link', { name, exact: true });
      const box = (await link.boundingBox())!;
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(360);
      expect(await link.evaluate((a) => a.scrollWidth - a.clientWidth), `${name} label cut`).toBeLessThanOrEqual(0);
    }
    expect(await sidewaysOverflow(page)).toBe(0);
    if (reviewsBefore.length === 0) await expect(page.getByTestId('reviews-empty')).toContainText('No reviews yet');
    await page.screenshot({ path: '.test-results/screens/admin-reviews-empty-360.png', fullPage: true });

    // Add it as a draft.
    const form = page.getByRole('form', { name: 'Add a review' });
    await form.getByRole('button', { name: 'Add review' }).click();
    await expect(form.getByText('The quote is required')).toBeVisible();
    await form.getByRole('textbox', { name: 'What the customer said' }).fill(quote);
    await form.getByRole('textbox', { name: 'Name' }).fill('Dana R.');
    await form.getByRole('textbox', { name: 'Town (optional)' }).fill('Woodbridge');
    await form.getByRole('combobox', { name: 'Service' }).click();
    await page.getByRole('option', { name: 'Patios and Hardscape' }).click();
    await form.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Draft: staff only' }).click();
    await form.getByRole('button', { name: 'Add review' }).click();
    await expect(page.getByText('Review Added', { exact: true })).toBeVisible();
    const card = page.getByRole('listitem', { name: 'Review by Dana R.' });
    await expect(card).toContainText('Draft');
    await expect(card).toContainText(quote);
    await expect(card).toContainText('Woodbridge · Patios and Hardscape');
    expect(await sidewaysOverflow(page)).toBe(0);

    // A draft is nobody's to read.
    await signedOutSees(browser, '/service/patios-hardscape', async (guest) => {
      await expect(guest.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 5_000 });
      await expect(guest.getByText(quote)).toHaveCount(0);
    });

    // Publish: on its service page and the home page within 60 s, stars read out.
    await card.getByRole('button', { name: 'Publish the review by Dana R.' }).click();
    await expect(page.getByText('Review Published', { exact: true })).toBeVisible();
    await expect(card).toContainText('Published');
    await page.screenshot({ path: '.test-results/screens/admin-reviews-card-360.png', fullPage: true });
    await signedOutSees(browser, '/service/patios-hardscape', async (visitorPage) => {
      const review = visitorPage.locator('figure', { hasText: quote });
      await expect(review).toBeVisible({ timeout: 2_000 });
      await expect(review).toContainText('5 out of 5 stars');
      await expect(review).toContainText('Dana R., Woodbridge');
      await review.scrollIntoViewIfNeeded();
      await visitorPage.screenshot({ path: '.test-results/screens/service-page-review-360.png' });
    });
    await signedOutSees(browser, '/', async (home) => {
      await expect(home.getByRole('region', { name: 'What Our Customers Say' })).toContainText(quote, {
        timeout: 2_000,
      });
    });

    // The Google Business Profile link: a foreign address refused on the field, then saved.
    await page.goto('/admin/company');
    const field = page.getByRole('textbox', { name: 'Google Business Profile link (optional)' });
    await expect(field).toBeVisible();
    await field.fill('https://www.yelp.com/biz/orange-valley');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(
      page.getByText(/Google Business Profile link must be an https:\/\/ address of your profile/),
    ).toBeVisible();
    await field.fill(profileLink);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    settingsChanged = true;
    await expect(page.getByText('Company Details Saved')).toBeVisible();
    await signedOutSees(browser, '/service/patios-hardscape', async (visitorPage) => {
      const read = visitorPage.getByRole('link', { name: 'Read our reviews on Google' });
      await expect(read).toHaveAttribute('href', 'https://g.page/r/CReviewsE2E123', { timeout: 2_000 });
      await expect(visitorPage.getByRole('link', { name: 'Leave us a review' })).toHaveAttribute('href', profileLink);
      await read.scrollIntoViewIfNeeded();
      await visitorPage.screenshot({ path: '.test-results/screens/service-page-google-links-360.png' });
    });
    await signedOutSees(browser, '/', async (home) => {
      const section = home.getByRole('region', { name: 'What Our Customers Say' });
      await expect(section.getByRole('link', { name: 'Leave us a review' })).toHaveAttribute('href', profileLink, {
        timeout: 2_000,
      });
      await section.scrollIntoViewIfNeeded();
      await home.screenshot({ path: '.test-results/screens/home-reviews-360.png', fullPage: true });
    });

    // Delete asks first.
    await page.goto('/admin/reviews');
    await page.getByRole('button', { name: 'Delete the review by Dana R.' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this review?' });
    await expect(dialog).toContainText('deleted for good');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(card).toBeVisible();
    await page.getByRole('button', { name: 'Delete the review by Dana R.' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Review Deleted', { exact: true })).toBeVisible();
    await expect(card).toHaveCount(0);
  } finally {
    const headers = mutationHeaders(baseURL!);
    if (settingsChanged) await context.request.put('/api/settings', { headers, data: settingsBefore });
    const after = (
      (await (await context.request.get('/api/reviews?limit=100')).json()) as { items: { id: string; name: string }[] }
    ).items;
    for (const review of after.filter((r) => r.name === 'Dana R.'))
      await context.request.delete(`/api/reviews/${review.id}`, { headers });
  }
});
