/**
 * What a Company save changes in the admin itself, on a 390 px phone: the admin's own footer shows
 * the new address at once (no reload); a published privacy policy that now states other months
 * or another address says so, in the Company section and in the policy's editor; the Reviews hint
 * about the Google link goes once the link is set. Runs in the site-edits project (it changes
 * what every page shows) and saves the settings back at the end.
 */
import { expect } from '../fixtures';
import { staffTest as test } from '../support/staff-admin-page';
import { restoreSettings, savedSettings } from '../support/site-settings';
import { deletePostsWithSlug } from '../support/staff-posts';
import { mutationHeaders } from '../support/staff-session';

test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a Company save: the footer follows at once, and a published privacy policy that now differs says so', async ({
  page,
  context,
  origin,
}) => {
  const saved = await savedSettings(context.request);
  await deletePostsWithSlug(context.request, origin, 'page', 'privacy');
  try {
    // Staff's own policy, published, stating the retention and the address as they are now.
    const months = saved.leadRetentionMonths;
    const created = await context.request.post('/api/posts', {
      headers: mutationHeaders(origin),
      data: {
        type: 'page',
        slug: 'privacy',
        title: 'Privacy policy',
        content: `<h2>How long we keep it</h2><p>We keep each request for ${months} months.</p><h2>Contact</h2><p>${saved.address.street}, ${saved.address.city}</p>`,
        status: 'published',
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    await page.goto('/admin/company');
    await expect(page.getByRole('heading', { level: 1, name: 'Company' })).toBeVisible();
    await expect(page.locator('[data-privacy-drift]')).toHaveCount(0);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(saved.address.street);

    const street = `${Math.floor(Math.random() * 900) + 100} Orchard Lane`;
    const fewer = months === 12 ? 18 : 12;
    await page.getByRole('textbox', { name: 'Street' }).fill(street);
    await page.getByRole('spinbutton', { name: 'Keep requests for (months)' }).fill(String(fewer));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Company Details Saved')).toBeVisible();

    // Said where staff are, after the saved toast.
    await expect(page.getByText('Privacy Policy Out of Date', { exact: true })).toBeVisible({ timeout: 20_000 });
    // The admin's own footer, without a reload.
    await expect(footer).toContainText(street);
    await expect(footer).not.toContainText(saved.address.street);

    const drift = page.locator('[data-privacy-drift]');
    await expect(drift).toContainText(`It says ${months} months; requests are now kept ${fewer} months.`);
    await expect(drift).toContainText(`It gives the old address (${saved.address.street})`);
    await page.screenshot({ path: '.test-results/screens/company-privacy-drift-390.png' });
    await drift.getByRole('link', { name: 'Open Privacy policy' }).click();
    await expect(page).toHaveURL(/\/admin\/pages\/privacy$/);
    await expect(page.locator('[data-privacy-drift]')).toContainText(
      `It says ${months} months; requests are now kept ${fewer} months.`,
    );
  } finally {
    await restoreSettings(context.request, origin, saved);
    await deletePostsWithSlug(context.request, origin, 'page', 'privacy');
  }
});

test('the Reviews hint about the Google link goes once the link is set', async ({ page, context, origin }) => {
  const saved = await savedSettings(context.request);
  const put = (googleBusinessProfileUrl: string | null) =>
    restoreSettings(context.request, origin, { ...saved, googleBusinessProfileUrl });
  try {
    await put(null);
    await page.goto('/admin/reviews');
    await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
    await expect(page.getByTestId('reviews-google-hint')).toContainText('Google Business Profile link');
    await put('https://g.page/r/CdemoProfile123');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
    // The hint renders with the heading (the root loader's settings), so its absence is decided now.
    await expect(page.getByTestId('reviews-google-hint')).toHaveCount(0);
  } finally {
    await restoreSettings(context.request, origin, saved);
  }
});
