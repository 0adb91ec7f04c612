/**
 * "Redirects for the old site", in the browser against the running stack, on a 360 px
 * phone: staff add a redirect in the admin's Redirects section; a visitor following the old
 * address lands on the page (301 from the page server, before rendering); the section counts
 * the visit; a rule shadowing a live page is refused on its field; the rule is deleted at the end.
 */
import { expect } from './fixtures';
import { staffTest as test } from './support/staff-admin-page';
import { allowConsoleErrors } from './support/staff-posts';
import { mutationHeaders } from './support/staff-session';

test('a redirect added in the admin works and counts its hits', async ({
  page,
  request,
  origin,
  pageErrors,
}, testInfo) => {
  test.setTimeout(240_000);
  const old = `/e2e-old-${Date.now().toString(36)}.html`;
  try {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/admin/redirects');
    // Under load the staff SPA can take long to hydrate (seen: 40 s with the machine's load above 15).
    await expect(page.getByRole('heading', { name: 'Redirects', level: 1 })).toBeVisible({ timeout: 90_000 });
    const form = page.getByRole('form', { name: 'Add a redirect' });
    await form.getByRole('textbox', { name: 'Old address' }).fill('/about');
    await form.getByRole('textbox', { name: 'New address' }).fill('/contact');
    await form.getByRole('button', { name: 'Add' }).click();
    await expect(form).toContainText('This is a page of this site (/about): it cannot redirect');
    // The browser logs the refused save (400) it showed on the field.
    allowConsoleErrors(pageErrors, /status of 400 .*\/api\/redirects\)/);

    await form.getByRole('textbox', { name: 'Old address' }).fill(old);
    await form.getByRole('textbox', { name: 'New address' }).fill('/services');
    await form.getByRole('button', { name: 'Add' }).click();
    const card = page.locator(`li[data-redirect="${old}"]`);
    await expect(card).toContainText('No visits yet');

    const answer = await request.get(`${origin}${old}`, { maxRedirects: 0 });
    expect(answer.status()).toBe(301);
    expect(answer.headers().location).toBe('/services');
    const visitor = await page.context().browser()!.newPage();
    await visitor.goto(`${origin}${old}`);
    await expect(visitor).toHaveURL(`${origin}/services`);
    await visitor.close();

    await page.reload();
    await expect(card.getByTestId('redirect-hits')).toContainText('2 visits · last', { timeout: 90_000 });
    await page.screenshot({ path: testInfo.outputPath('redirects-360.png'), fullPage: true });
  } finally {
    const list = (
      (await (await page.request.get(`${origin}/api/redirects?limit=100`)).json()) as {
        items: { id: string; from: string }[];
      }
    ).items;
    for (const rule of list.filter((r) => r.from === old)) {
      await page.request.delete(`${origin}/api/redirects/${encodeURIComponent(rule.id)}`, {
        headers: mutationHeaders(origin),
      });
    }
  }
});
