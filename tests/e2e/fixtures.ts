/**
 * Playwright fixtures for the browser tests: every test fails when the page throws or logs a
 * console error ("no page errors", "no console errors").
 */
import { test as base, expect, type Page } from '@playwright/test';

export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(`console.error: ${msg.text()} (${msg.location().url})`);
      });
      await use(errors);
      expect(errors, 'page errors and console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until the page's scripts have set it up (ADR 0024): on a page that runs React
 * (staff pages, /contact), until React has started hydrating (React Router creates its router
 * then, after React attached its event listeners, so a click is handled or replayed); on a public
 * page, until every island it loads (`script[data-island]`) has marked itself ready
 * (`<html data-island-{name}="ready">`). A click that lands earlier is an ordinary click on the
 * server's HTML: a link works, a script-only button does nothing.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (document.querySelector('script[data-island]') === null) return '__reactRouterDataRouter' in window;
    return Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-island]')).every(
      (script) => document.documentElement.getAttribute(`data-island-${script.dataset.island}`) === 'ready',
    );
  });
}

/** The published demo projects never include these (seeded as draft and archived). */
export const hiddenProjectTitles = [
  'Granite Steps and Entry Landing in Bethany',
  'Spring Cleanup and Mulching in West Haven',
];

/**
 * Removes the expected console errors matching `pattern` from a test's `pageErrors` (call it at
 * the end of the test body). For responses a test provokes on purpose: Chromium logs every
 * 4xx fetch as "Failed to load resource: … status of N".
 */
export function allowConsoleErrors(errors: string[], pattern: RegExp): void {
  for (let i = errors.length - 1; i >= 0; i -= 1) if (pattern.test(errors[i] ?? '')) errors.splice(i, 1);
}
