/**
 * Staff edits live on the public pages with no rebuild ("Live public pages"; ADR 0021):
 * staff save through the API (a staff session made without the UI; the admin's own forms have
 * their browser tests in the cms stream), then a signed-out visitor sees the change on every
 * page within 60 s (polled, never a fixed wait), the pages hydrating without console errors; an
 * unknown path answers 404 with the not-found page.
 *
 * These tests change what every page shows (the phone number, a service's text), so they run in
 * their own Playwright project after every other browser test (tests/playwright.config.ts), one
 * at a time, and put everything back.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { demoSiteSettings as siteSettings } from '@site/functions/seed/demo-company';
import { inputFromSettings } from '@site/contract/site-settings-schema';
import { allowConsoleErrors, expect, test, waitForHydration } from '../fixtures';
import { mutationHeaders, signInAsStaff } from '../support/staff-session';

test.describe.configure({ mode: 'serial' });

/** Staff see a save on the public site within a minute (DESIGN §12): the polls' limit. */
const withinAMinute = { timeout: 60_000, intervals: [250, 500, 1000] };
const newPhone = { display: '(203) 555-0177', e164: '+12035550177' };

/** `staffApi`: a request context signed in as the seeded staff account, closed after the test. */
const liveTest = test.extend<{ staffApi: APIRequestContext }>({
  staffApi: async ({ browser, baseURL }, use) => {
    const staff = await browser.newContext();
    await signInAsStaff(staff, baseURL!);
    await use(staff.request);
    await staff.close();
  },
});

/** Reloads `path` until `check` holds for the page (the CDN and the read cache may lag up to a minute). */
async function pollPage(page: Page, path: string, check: (page: Page) => Promise<boolean>): Promise<void> {
  await expect
    .poll(async () => {
      await page.goto(path);
      return check(page);
    }, withinAMinute)
    .toBe(true);
}

liveTest(
  'a saved phone number shows in the navbar, footer, contact page and JSON-LD for visitors',
  async ({ page, staffApi: api, baseURL }) => {
    const save = (phone: string) =>
      api.put(`${baseURL}/api/settings`, {
        headers: mutationHeaders(baseURL!),
        data: { ...inputFromSettings(siteSettings), phone },
      });
    try {
      expect((await save(newPhone.display)).status()).toBe(200);
      await pollPage(page, '/', async (p) => (await p.locator(`footer a[href="tel:${newPhone.e164}"]`).count()) > 0);
      await waitForHydration(page);
      await expect(page.locator('footer')).toContainText(newPhone.display);
      // The navbar's call button (the phone menu, closed, has a "Call …" button of its own).
      await expect(page.locator(`header a[data-visitor-only][href="tel:${newPhone.e164}"]`)).toHaveText(
        newPhone.display,
      );
      await expect(page.getByText(siteSettings.phone)).toHaveCount(0);
      const business = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((nodes) =>
          nodes.map((n) => JSON.parse(n.textContent ?? '{}')).find((n) => n['@type'] === 'HomeAndConstructionBusiness'),
        );
      expect(business?.telephone).toBe(newPhone.e164);
      await page.goto('/contact');
      await waitForHydration(page);
      await expect(page.locator('main').getByText(newPhone.display).first()).toBeVisible();
      await expect(page.locator(`main a[href="tel:${newPhone.e164}"]`).first()).toBeVisible();
      // A client-side navigation keeps showing it (the app reads the page's site data, not a build-time copy).
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.locator(`main a[href="tel:${newPhone.e164}"]`).first()).toBeVisible();
    } finally {
      await save(siteSettings.phone);
    }
  },
);

liveTest(
  'a published service text shows on its page and in the navbar dropdown; reset brings the built-in text back',
  async ({ page, staffApi: api, baseURL }) => {
    const title = `Gardens by Staff ${Date.now().toString(36)}`;
    let id: string | undefined;
    try {
      const created = await api.post(`${baseURL}/api/posts`, {
        headers: mutationHeaders(baseURL!),
        data: {
          type: 'service',
          slug: 'landscaping',
          title,
          excerpt: 'Planting, lawns and gardens, as staff describe them.',
          content: '<p>Our landscaping page, written in the admin by the office.</p>',
          status: 'published',
        },
      });
      expect(created.status()).toBe(201);
      id = ((await created.json()) as { id: string }).id;
      await pollPage(
        page,
        '/service/landscaping',
        async (p) => (await p.getByRole('heading', { level: 1, name: title }).count()) > 0,
      );
      await expect(page.getByText('Our landscaping page, written in the admin by the office.')).toBeVisible();
      // The navbar's Services dropdown of another page names it too.
      await page.goto('/contact');
      await waitForHydration(page);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services', exact: true }).hover();
      await expect(page.locator('header').getByRole('link', { name: title })).toBeVisible();
      await expect(page.locator('footer').getByRole('link', { name: title })).toBeVisible();
      // …and the services listing's card.
      await page.goto('/services');
      await expect(page.locator('main').getByRole('heading', { name: title })).toBeVisible();
    } finally {
      if (id) await api.delete(`${baseURL}/api/posts/${id}`, { headers: mutationHeaders(baseURL!) });
    }
    await pollPage(
      page,
      '/service/landscaping',
      async (p) => (await p.getByRole('heading', { level: 1, name: 'Landscaping' }).count()) > 0,
    );
    await expect(page.getByText(title)).toHaveCount(0);
  },
);

test('an unknown path answers 404 and shows the not-found page, which hydrates', async ({ page, pageErrors }) => {
  const res = await page.goto('/no-such-page/at-all');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/We couldn.t find that page/);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Our services' }).click();
  await expect(page).toHaveURL(/\/services$/);
  // Chromium logs the document's own 404 as a console error.
  allowConsoleErrors(pageErrors, /status of 404 .*no-such-page/);
});
