/**
 * The Leads inbox reads pages (ADR 0037), in the browser against the local stack: 27 requests sent
 * through the API, so the inbox and a search have more than one page of 25. Paging forward and
 * back, on a desk (the table) and on a phone (the cards); a search that finds the oldest of them,
 * which the unsearched inbox shows on a later page; the CSV export of a search larger than a
 * page holds every match, and the inbox says so.
 */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { leadCreatedSchema } from '@site/contract/lead';
import { expect } from './fixtures';
import { staffTest as test } from './support/staff-admin-page';
import { mutationHeaders } from './support/staff-session';

/** More than one page of the inbox (25). */
const sent = 27;

/** Sends one request as a visitor (same-site JSON, shown a minute ago). @returns its id */
async function sendLead(request: APIRequestContext, baseURL: string, name: string, i: number) {
  const res = await request.post('/api/leads', {
    headers: { Origin: new URL(baseURL).origin, 'Content-Type': 'application/json' },
    data: {
      name,
      phone: `(203) 555-${String(3000 + i)}`,
      email: '',
      serviceSlugs: ['patios-hardscape'],
      sector: 'residential',
      timeframe: 'planning',
      message: 'A flagstone path through the garden, please.',
      consent: true,
      website: '',
      startedAt: Date.now() - 60_000,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return leadCreatedSchema.parse(await res.json()).id;
}

const position = (page: Page) => page.locator('[data-page-position]');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Leads list pages' });
const rowsOrCards = (page: Page) => page.locator('[data-lead-id]');

test('the inbox pages forward and back; a search finds a lead of a later page; the export holds every match', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const word = `Pg${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const oldest = `Olga Oldest${word}`;
  const ids: string[] = [];
  try {
    for (let i = 0; i < sent; i += 1) {
      ids.push(await sendLead(context.request, baseURL!, i === 0 ? `${oldest} ${word}` : `Pat ${word} ${i}`, i));
    }

    // The inbox (every lead but spam): at least these 27, so a second page; forward and back.
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/admin/leads');
    await expect(position(page)).toHaveText(/^1–25 of [\d,]+$/);
    await expect(rowsOrCards(page)).toHaveCount(25);
    await expect(page.getByRole('link', { name: `Pat ${word} ${sent - 1}`, exact: true })).toBeVisible(); // the newest
    await expect(page.getByRole('link', { name: `${oldest} ${word}`, exact: true })).toHaveCount(0); // on a later page
    await pager(page).getByRole('button', { name: 'Next' }).click();
    await expect(position(page)).toHaveText(/^26–\d+ of [\d,]+$/);
    await expect(page.getByRole('link', { name: `Pat ${word} ${sent - 1}`, exact: true })).toHaveCount(0);
    await pager(page).getByRole('button', { name: 'Previous' }).click();
    await expect(position(page)).toHaveText(/^1–25 of [\d,]+$/);
    await expect(page.getByRole('link', { name: `Pat ${word} ${sent - 1}`, exact: true })).toBeVisible();
    await expect(pager(page).getByRole('button', { name: 'Previous' })).toBeDisabled();

    // A search finds the oldest, which the inbox shows on a later page, on its first page.
    const search = page.getByRole('searchbox', { name: 'Search leads' });
    await search.fill(`oldest${word}`);
    await expect(position(page)).toHaveText('1–1 of 1');
    await expect(page.getByRole('link', { name: `${oldest} ${word}`, exact: true })).toBeVisible();
    await expect(pager(page)).toHaveCount(0); // one page: no Previous/Next

    // A search of 27: two pages, and the export holds all 27, not only the page shown.
    await search.fill(word);
    await expect(position(page)).toHaveText('1–25 of 27');
    await expect(page.getByText('Exports all 27 matching requests, not only this page')).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(1 + sent);
    expect(csv).toContain(`${oldest} ${word}`);
    await pager(page).getByRole('button', { name: 'Next' }).click();
    await expect(position(page)).toHaveText('26–27 of 27');
    await expect(rowsOrCards(page)).toHaveCount(2);
    await expect(page.getByRole('link', { name: `${oldest} ${word}`, exact: true })).toBeVisible();
    await expect(pager(page).getByRole('button', { name: 'Next' })).toBeDisabled();

    // A new status starts again from the first page; on a phone, the cards are paged the same way.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'New', exact: true }).click();
    await expect(position(page)).toHaveText('1–25 of 27');
    await page.setViewportSize({ width: 360, height: 740 });
    const cards = page.getByRole('list', { name: 'Leads' }).getByRole('listitem');
    await expect(cards).toHaveCount(25);
    await pager(page).getByRole('button', { name: 'Next' }).click();
    await expect(cards).toHaveCount(2);
    await expect(position(page)).toHaveText('26–27 of 27');
    await pager(page).getByRole('button', { name: 'Previous' }).click();
    await expect(cards).toHaveCount(25);
    // The page stays light: one page of cards, not the collection.
    expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeLessThan(3_000);
  } finally {
    if (ids.length > 0)
      await context.request.post('/api/leads/bulk', {
        headers: mutationHeaders(baseURL!),
        data: { action: 'delete', ids },
      });
  }
});
