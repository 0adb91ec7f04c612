/**
 * The projects gallery in pages (ADR 0036): a test that needs every card of a listing, or one card
 * that may be on a later page (other tests publish projects of their own, which come first), walks
 * the pages by their 'Older projects' links.
 */
import type { Page } from '@playwright/test';

/** The card titles of the page in the browser, in order. */
export const cardTitles = (page: Page): Promise<string[]> =>
  page.getByRole('main').locator('article').getByRole('heading').allTextContents();

/**
 * Opens the gallery at `path` and follows its 'Older projects' links until `stop` says so or there
 * is no older page.
 * @param stop gets the titles of the page shown; true stays on that page
 * @returns every title seen, in order
 */
export async function walkGallery(
  page: Page,
  path: string,
  stop: (titles: string[]) => boolean = () => false,
): Promise<string[]> {
  await page.goto(path);
  const seen: string[] = [];
  for (;;) {
    const titles = await cardTitles(page);
    seen.push(...titles);
    if (stop(titles)) return seen;
    const older = page.getByRole('navigation', { name: 'Project pages' }).getByRole('link', { name: 'Older projects' });
    if ((await older.count()) === 0) return seen;
    await page.goto(String(await older.getAttribute('href')));
  }
}
