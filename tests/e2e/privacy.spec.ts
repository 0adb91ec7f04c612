/**
 * The privacy page: /privacy shows the built-in policy written from the company
 * details (what the request form collects and why, who sees it, how long requests are kept, how
 * to have them erased, the contact), is linked from every page's footer and from the request
 * form's consent line, and is listed in sitemap.xml. Looked at as a visitor on a phone (360 px)
 * and on a desk. Then staff review it in the admin's Pages section on a phone and publish it as
 * theirs ("editable by staff like the other pages"); "Reset to built-in text" brings it back.
 */
import { builtInPageContent } from '@site/contract/content/site-pages';
import { demoSiteSettings } from '@site/functions/seed/demo-company';
import { allowConsoleErrors, expect, test } from './fixtures';
import { publishEdit, resetToBuiltInText } from './support/staff-admin-page';
import { deletePostsWithSlug } from './support/staff-posts';
import { signInAsStaff } from './support/staff-session';
import { expectVisitorSees } from './support/visitor-page';
import { sitemapText } from './support/sitemap';

// The last test publishes its own policy and resets it: one at a time, in this order (no other
// file reads /privacy); that staff flow takes minutes on the shared 2-core CI machine.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const policy = builtInPageContent('privacy', demoSiteSettings);

for (const viewport of [
  { name: 'phone', width: 360, height: 780 },
  { name: 'desk', width: 1366, height: 900 },
]) {
  test(`the privacy policy at /privacy, from the footer (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' });
    await expect(footerLink).toHaveAttribute('href', '/privacy');
    await footerLink.click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: policy.title })).toBeVisible();
    const main = page.getByRole('main');
    for (const heading of [
      'What we collect and why',
      'Who sees it',
      'How long we keep it',
      'Your choices',
      'Contact',
    ]) {
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(
      main.getByText(
        `We keep each request and its photos for ${demoSiteSettings.leadRetentionMonths} months after you send it.`,
      ),
    ).toBeVisible();
    await expect(main.getByText(/we receive your name, your phone number and e-mail address/)).toBeVisible();
    await expect(main.getByRole('link', { name: demoSiteSettings.email })).toHaveAttribute(
      'href',
      `mailto:${demoSiteSettings.email}`,
    );
    await expect(page).toHaveTitle(/Privacy Policy/);
    // Nothing overflows a small phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: `.test-results/screens/privacy-${viewport.name}.png`, fullPage: false });
  });
}

test('the request form links the policy from its consent line, in a new tab', async ({ page }) => {
  await page.goto('/contact');
  const consent = page.getByRole('checkbox', { name: /may contact me by phone or e-mail/ });
  await expect(consent).toBeVisible();
  const link = page.locator('#request-privacy-note').getByRole('link', { name: 'privacy policy' });
  await expect(link).toHaveAttribute('href', '/privacy');
  await expect(link).toHaveAttribute('target', '_blank');
  const [policyTab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await expect(policyTab.getByRole('heading', { level: 1, name: policy.title })).toBeVisible();
  // Clicking the link did not tick the box.
  await expect(consent).not.toBeChecked();
});

test('the sitemap lists /privacy', async ({ request, baseURL }) => {
  const xml = await sitemapText(request);
  expect(xml).toContain(`<loc>${new URL('/privacy', demoSiteSettings.siteUrl ?? baseURL).href}</loc>`);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('on a phone, staff publish their privacy policy; visitors see it at /privacy, and the built-in one after a reset', async ({
    page,
    browser,
    baseURL,
    pageErrors,
  }) => {
    const heading = `Our privacy promise ${Date.now().toString(36)}`;
    const text = 'We keep your request for two years, then erase it. Call us to have it erased sooner.';
    await signInAsStaff(page.context(), baseURL!);
    await deletePostsWithSlug(page.request, baseURL!, 'page', 'privacy');
    try {
      await page.goto('/admin/pages');
      const row = page.getByRole('list', { name: 'Pages' }).getByRole('link', { name: /Privacy policy/ });
      await expect(row).toContainText('Built-in text');
      await page.screenshot({ path: '.test-results/screens/admin-pages-privacy-360.png', fullPage: true });
      await row.click();
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Page heading' })).toHaveValue(policy.title);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

      // Published as it loads ("publish it as yours"), the built-in text keeps its h2 sections.
      const sections = [...policy.content.matchAll(/<h2>([^<]+)<\/h2>/g)].map((m) => m[1]!);
      expect(sections).toHaveLength(5);
      await publishEdit(page);
      await expectVisitorSees(browser, '/privacy', async (visitor) => {
        await expect(visitor.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(sections, {
          timeout: 5_000,
        });
      });

      await publishEdit(page, { 'Page heading': heading, Text: text });

      await expectVisitorSees(browser, '/privacy', async (visitor) => {
        await expect(visitor.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 5_000 });
        await expect(visitor.getByRole('main').getByText(text)).toBeVisible({ timeout: 1_000 });
        await expect(visitor.getByRole('main').getByText(/^Last updated /)).toBeVisible({ timeout: 1_000 });
      });

      await resetToBuiltInText(page);
      await expectVisitorSees(browser, '/privacy', async (visitor) => {
        await expect(visitor.getByRole('heading', { level: 1, name: policy.title })).toBeVisible({ timeout: 5_000 });
        await expect(visitor.getByText(text)).toHaveCount(0);
      });
    } finally {
      // After the reset the edit screen refreshes the gone post's versions: a 404 the app reads as
      // "no versions" (features/posts/api/revisions.ts), which the browser still logs.
      allowConsoleErrors(pageErrors, /404 \(Not Found\) \(http:\/\/[^)]+\/api\/posts\/[^/]+\/revisions\)/);
      await deletePostsWithSlug(page.request, baseURL!, 'page', 'privacy');
    }
  });
});
