/**
 * Editing texts without surprises (items 8, 9 and 13), on a 360 px phone and at a desk:
 * 'Manage Projects' lists projects only (a service's edit lives in Services, whose removal says
 * it only drops the edit); the hydro-seeding text, which has a table, opens in the visual editor
 * and its table takes rows through the Table menu; the heading button names the level it makes.
 * Nothing is saved: the service edit is a draft made and deleted through the API.
 */
import { expect } from './fixtures';
import { rows, staffTest as test } from './support/staff-admin-page';
import { mutationHeaders } from './support/staff-session';

for (const [viewport, slug] of [
  [{ width: 360, height: 740 }, 'putting-greens'],
  [{ width: 1366, height: 900 }, 'drainage-systems'],
] as const) {
  test(`projects only in Manage Projects; a reset says what it drops (${viewport.width} px)`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    const title = `E2E Greens Edit ${Date.now().toString(36)}`;
    const res = await context.request.post('/api/posts', {
      headers: mutationHeaders(baseURL!),
      data: {
        type: 'service',
        slug,
        title,
        excerpt: 'A draft edit made by a browser test.',
        content: '<p>Draft text of a browser test.</p>',
        status: 'draft',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { id } = (await res.json()) as { id: string };
    try {
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
      await page.getByRole('searchbox', { name: 'Search projects' }).fill(title);
      await expect(page.getByText('No projects found.')).toBeVisible();
      await page.getByRole('searchbox', { name: 'Search projects' }).fill('');
      if (viewport.width >= 600)
        await expect(
          rows(page)
            .locator('td:nth-child(2)')
            .filter({ hasText: /^Service$/ }),
        ).toHaveCount(0);

      await page.goto(`/admin/services/${slug}`);
      await page.getByRole('button', { name: 'Reset to built-in text' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reset to built-in text?' });
      // a reset moves the text and its photo to the Trash, restorable for 30 days.
      await expect(dialog).toContainText('Visitors will see the built-in text again.');
      await expect(dialog).toContainText('goes to the Trash: you can restore it from there within 30 days.');
      await expect(dialog).not.toContainText('permanently delete');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
    } finally {
      await context.request.delete(`/api/posts/${id}`, { headers: mutationHeaders(baseURL!) });
    }
  });
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1366, height: 900 },
]) {
  test(`a text with a table opens in the visual editor, whose Table menu adds and deletes rows (${viewport.width} px)`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await page.goto('/admin/services/hydro-seeding');
    const editor = page.getByRole('textbox', { name: 'Page text' });
    await expect(editor).toBeVisible();
    const tableRows = editor.locator('table tr');
    await expect(tableRows).toHaveCount(5);
    await expect(editor.locator('th').first()).toHaveText('Method');
    await expect(page.getByText('which the visual editor cannot show')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );

    await editor.locator('td').first().click();
    const tableButton = page
      .getByRole('toolbar', { name: 'Page text formatting' })
      .getByRole('button', { name: 'Table' });
    await tableButton.click();
    await page.getByRole('menuitem', { name: 'Add row below' }).click();
    await expect(tableRows).toHaveCount(6);
    await editor.locator('td').first().click();
    await tableButton.click();
    await page.getByRole('menuitem', { name: 'Delete row' }).click();
    await expect(tableRows).toHaveCount(5);
    await expect(page.getByRole('menuitem', { name: 'Insert table' })).toHaveCount(0);
    // The page never scrolls sideways, however wide the table.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
    await page.getByRole('button', { name: 'Discard' }).click();
  });
}

test("the About text's heading button says H3 and makes an h3", async ({ page }) => {
  await page.goto('/admin/pages/about');
  const editor = page.getByRole('textbox', { name: 'Text' });
  await expect(editor).toBeVisible();
  const heading = page
    .getByRole('toolbar', { name: 'Text formatting' })
    .getByRole('button', { name: 'H3 heading', exact: true });
  await expect(heading).toHaveText('H3');
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await heading.click();
  await page.keyboard.type('A new heading');
  await expect(editor.locator('h3', { hasText: 'A new heading' })).toBeVisible();
  await page.getByRole('button', { name: 'Discard' }).click();
});
