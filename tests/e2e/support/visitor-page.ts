/**
 * A signed-out visitor's view of a public page, for tests of live content ("A published
 * edit … appears on every public page for visitors within 60 seconds"): a fresh browser context
 * with no cookies, and a check retried on a freshly loaded page until it passes or 60 s are up.
 */
import type { Browser, Locator, Page, ViewportSize } from '@playwright/test';
import { expect, waitForHydration } from '../fixtures';

/** A browser with no cookies: a visitor's, even where the test's own contexts are staff's. */
const signedOut = { cookies: [], origins: [] };

/** What staff publish reaches visitors within 60 s. */
export const liveWithinMs = 60_000;

/**
 * Opens `path` as a signed-out visitor until `check` passes (each try on a new load of the page),
 * in a context with no cookies even where the test's own contexts are staff's.
 * @param check assertions on the loaded page; they should not wait long themselves
 * @param viewport the visitor's screen (the test's configured one when absent)
 * @throws the last failure when 60 s pass without a passing check
 */
export async function expectVisitorSees(
  browser: Browser,
  path: string,
  check: (page: Page) => Promise<void>,
  viewport?: ViewportSize,
): Promise<void> {
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    ...(viewport && { viewport }),
  });
  try {
    const page = await context.newPage();
    await expect(async () => {
      await page.goto(path);
      await check(page);
    }).toPass({ timeout: liveWithinMs, intervals: [1_000, 2_000, 5_000] });
  } finally {
    await context.close();
  }
}

/**
 * The raw HTML of a public path as a visitor's first request gets it (what search engines read:
 * the JSON-LD, the head).
 */
export async function visitorHtml(browser: Browser, path: string): Promise<string> {
  const context = await browser.newContext({ storageState: signedOut });
  try {
    const res = await context.request.get(path);
    expect(res.ok()).toBe(true);
    return await res.text();
  } finally {
    await context.close();
  }
}

/**
 * Opens a dropdown of the navbar by hovering its item (spec §2 Navigation bar: Services and
 * Projects open on hover), after the page's scripts are ready. The item is a button where the
 * menu script runs and a plain link otherwise.
 * @returns the navbar (the `banner` landmark), for finding the dropdown's links
 */
export async function hoverNavItem(page: Page, name: 'Services' | 'Projects'): Promise<Locator> {
  await waitForHydration(page);
  const nav = page.getByRole('banner');
  await nav
    .getByRole('button', { name })
    .or(nav.getByRole('link', { name, exact: true }))
    .first()
    .hover();
  return nav;
}

/**
 * Leaves a detail page by its "Back to {label}" (a link, or a button where the page's script
 * runs) and expects to land on `path`, e.g. `goBackTo(page, 'Projects', '/projects')`.
 */
export async function goBackTo(page: Page, label: string, path: string): Promise<void> {
  const name = `Back to ${label}`;
  await page.getByRole('link', { name }).or(page.getByRole('button', { name })).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}
