/**
 * Staff change the phone number in the admin's Company section; signed-out visitors see it within
 * 60 s in the navbar's call button, the footer, the contact page and the business JSON-LD
 * ("Tests: Browser": "staff change the phone number → navbar, footer, contact and
 * JSON-LD show it"). Runs in the site-edits project, after every other browser test; it saves the
 * previous number back at the end.
 */
import { demoSiteSettings as siteSettings } from '@site/functions/seed/demo-company';
import { expect } from '../fixtures';
import { staffTest as test } from '../support/staff-admin-page';
import { restoreSettings, savedSettings } from '../support/site-settings';
import { expectVisitorSees, liveWithinMs, visitorHtml } from '../support/visitor-page';

// A staff flow on the shared 2-core CI machine takes minutes.
test.describe.configure({ timeout: 240_000 });

test('staff change the phone number; navbar, footer, contact page and JSON-LD show it', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const saved = await savedSettings(context.request);
  try {
    await page.goto('/admin/company');
    await expect(page.getByRole('heading', { level: 1, name: 'Company' })).toBeVisible();
    const phone = page.getByRole('textbox', { name: 'Phone' });
    await expect(phone).toHaveValue(saved.phone);

    // A number that is not one: the schema's message inline, nothing saved.
    await phone.fill('555-01');
    await phone.blur();
    await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Check the highlighted fields')).toBeVisible();
    await expect(phone).toBeFocused();

    await phone.fill('203-555-0177');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Company Details Saved')).toBeVisible();
    await expect(phone).toHaveValue('(203) 555-0177');
    await expect(page.getByText('All changes saved')).toBeVisible();

    await expectVisitorSees(browser, '/contact', async (visitor) => {
      const call = 'a[href="tel:+12035550177"]';
      await expect(visitor.getByRole('banner').locator(call).first()).toContainText('(203) 555-0177', {
        timeout: 5_000,
      });
      await expect(visitor.getByRole('contentinfo').locator(call).first()).toBeVisible({ timeout: 1_000 });
      await expect(visitor.getByRole('main').locator(call).first()).toBeVisible({ timeout: 1_000 });
      await expect(visitor.locator(`a[href="tel:${siteSettings.phoneHref}"]`)).toHaveCount(0);
    });
    await expect
      .poll(async () => (await visitorHtml(browser, '/contact')).match(/"telephone":"([^"]+)"/)?.[1], {
        timeout: liveWithinMs,
      })
      .toBe('+12035550177');
  } finally {
    await restoreSettings(context.request, baseURL!, saved);
  }
});
