/**
 * An admin screen of the scale bench in the system Chromium (Playwright), signed in as staff,
 * from a cold cache (a fresh browser context per load), on two profiles:
 * - phone: Lighthouse's mobile profile (412×823, DPR 1.75; 1.6 Mbps down, 750 kbps up, 150 ms
 *   round trip, CPU 4× slower: Lighthouse `constants.js` mobileSlow4G), applied with the DevTools
 *   protocol (Network.emulateNetworkConditions, Emulation.setCPUThrottlingRate);
 * - desktop: 1350×940, no throttling.
 * Figures: time to the first row (from navigation start to the first element matching the row
 * selector, seen by a MutationObserver in the page), DOM elements once the network is idle
 * (Lighthouse's DOM size counts elements), rows shown, Firestore documents read while loading,
 * the API calls the screen made (what a page of the screen actually fetches, whatever its
 * shape) and the script files with their bytes.
 */
/* global document, window, MutationObserver -- used inside the page */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs } from './chromium.mjs';

export const profiles = {
  phone: {
    context: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
    network: { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0 },
    cpuRate: 4,
  },
  desktop: { context: { viewport: { width: 1350, height: 940 } }, network: null, cpuRate: 1 },
};

/** How long a load may take to show its first row (the phone profile took 80 s for 3,000 leads). */
const rowTimeoutMs = 180_000;

/** Launches the system Chromium. */
export const launchBrowser = (executablePath) => chromium.launch({ executablePath, args: chromiumArgs });

/** Records when the first element matching `selector` appears (runs in the page before its scripts). */
function watchFirstRow(selector) {
  const check = () => {
    if (window.__benchFirstRowAt === undefined && document.querySelector(selector)) {
      window.__benchFirstRowAt = performance.now();
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * Loads one screen once.
 * @param {import('playwright-core').Browser} browser
 * @param {{url: string, rowSelector: string, profile: 'phone' | 'desktop', cookies: {name: string, value: string}[],
 *   counter: {reset(): void, reads(): number}, afterLoad?: (page: import('playwright-core').Page) => Promise<unknown>}} options
 *   `afterLoad`: runs with the loaded page before it closes (the inbox minute); its result is returned as `after`
 * @returns {Promise<{firstRowMs: number | null, domNodes: number, rows: number, docs: number,
 *   api: {path: string, rawBytes: number, gzipBytes: number}[], scripts: {files: number, rawBytes: number, gzipBytes: number},
 *   after: unknown}>}
 */
export async function loadScreen(browser, { url, rowSelector, profile, cookies, counter, afterLoad }) {
  const { context: contextOptions, network, cpuRate } = profiles[profile];
  const context = await browser.newContext(contextOptions);
  try {
    await context.addCookies(cookies.map((c) => ({ ...c, url: new URL(url).origin })));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (network) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', network);
    }
    if (cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await page.addInitScript(watchFirstRow, rowSelector);
    const api = [];
    const scripts = [];
    const pending = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      const { pathname, search } = new URL(response.url());
      const isApi = pathname.startsWith('/api/');
      if (type !== 'script' && !isApi) return;
      pending.push(
        response
          .body()
          .then((body) => {
            const entry = { rawBytes: body.length, gzipBytes: gzipSync(body).length };
            if (isApi) api.push({ path: `${response.request().method()} ${pathname}${search}`, ...entry });
            else scripts.push(entry);
          })
          .catch(() => {}),
      );
    });
    counter.reset();
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 180_000 });
    // A screen that never shows a row (a changed row markup, an error) is reported without one, not fatal.
    await page
      .waitForFunction(() => window.__benchFirstRowAt !== undefined, null, { timeout: rowTimeoutMs })
      .catch(() => {});
    await page.waitForLoadState('networkidle', { timeout: 180_000 });
    await page.waitForTimeout(500);
    await Promise.all(pending);
    const docs = counter.reads();
    const figures = await page.evaluate(
      (selector) => ({
        firstRowMs: window.__benchFirstRowAt ?? null,
        domNodes: document.getElementsByTagName('*').length,
        rows: document.querySelectorAll(selector).length,
      }),
      rowSelector,
    );
    const sum = (key) => scripts.reduce((total, s) => total + s[key], 0);
    const after = afterLoad ? await afterLoad(page, api) : undefined;
    return {
      ...figures,
      docs,
      api: [...api],
      scripts: { files: scripts.length, rawBytes: sum('rawBytes'), gzipBytes: sum('gzipBytes') },
      after,
    };
  } finally {
    await context.close();
  }
}

/**
 * The open inbox's reads for one minute: from a loaded screen, the documents read and API calls
 * made in the next 60 s (its refreshes and badges), nothing clicked.
 * @returns {(page, api) => Promise<{docs: number, calls: string[]}>} an `afterLoad` for loadScreen
 */
export function inboxMinute(counter, ms = 60_000) {
  return async (page, api) => {
    const before = api.length;
    counter.reset();
    await page.waitForTimeout(ms);
    return { docs: counter.reads(), calls: api.slice(before).map((call) => call.path) };
  };
}
