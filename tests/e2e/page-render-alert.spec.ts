/**
 * A page the server cannot render from live data is something staff see (item 1): the
 * admin warns "The public site is not showing your latest save" above every section, says which
 * pages, since when and why, and "Check again" asks those pages as a visitor, then the status.
 *
 * The stack cannot be made to fail a render on demand, so this test answers GET
 * /api/page-render-status with one failing page (the shape of contract page-render-status.ts);
 * that the page server records a failed render and clears it after a good one, and that only
 * staff may read it, is functions/test/page-render-status.test.ts against the real app.
 */
import { pageRenderStatusSchema } from '@site/contract/page-render-status';
import { expect } from './fixtures';
import { staffTest as test } from './support/staff-admin-page';

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1366, height: 900 },
]) {
  test(`the admin warns when the public site is not showing the latest save (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    // The real status first: nothing failing, no warning.
    const real = page.waitForResponse((response) => response.url().endsWith('/api/page-render-status'));
    await page.goto('/admin');
    expect(pageRenderStatusSchema.parse(await (await real).json()).failing).toEqual([]);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
    await expect(page.getByTestId('page-render-alert')).toHaveCount(0);

    const failing = {
      failing: [{ path: '/contact', at: new Date().toISOString(), message: 'Hours "sometimes" cannot be read' }],
    };
    await page.route('**/api/page-render-status', (route) =>
      route.fulfill({ json: pageRenderStatusSchema.parse(failing) }),
    );
    await page.goto('/admin/company');
    const alert = page.getByTestId('page-render-alert');
    await expect(alert).toContainText('The public site is not showing your latest save');
    await expect(alert).toContainText('This page could not be shown with the saved details since');
    await expect(alert).toContainText('/contact');
    await expect(alert).toContainText('Reason: Hours "sometimes" cannot be read.');
    await expect(alert.getByRole('button', { name: 'Check again' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );

    // Check again: the page is asked as a visitor, then the status; the real one says all is well.
    await page.unroute('**/api/page-render-status');
    const visit = page.waitForRequest((request) => /\/contact\?live-check=/.test(request.url()));
    await alert.getByRole('button', { name: 'Check again' }).click();
    await visit;
    await expect(alert).toHaveCount(0);
  });
}
