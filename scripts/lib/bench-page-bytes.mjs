/**
 * What a visitor's phone downloads for one page ("JS a visitor downloads for /
 * ≤ 170 KB gzip with no Firebase SDK; images for the first viewport ≤ 250 KB"), measured in the
 * system Chromium with Playwright, in Lighthouse's mobile viewport (412×823, DPR 1.75).
 *
 * - JS: every script response until the network is idle, each body gzipped here (zlib level 6,
 *   what `gzip` does by default), so the figure does not depend on the server's encoding (the
 *   Hosting emulator sends brotli, which is smaller). Measured twice: on load, and after
 *   scrolling to the bottom (sections that load when they come near the viewport).
 * - Firebase SDK: any script whose URL or body names `@firebase/` (the SDK's registered
 *   component names) counts as a hit.
 * - First-viewport images: the bytes of the image each visible <img> in the first viewport
 *   shows (`currentSrc`), as sent.
 */
/* global document, getComputedStyle, innerHeight, innerWidth, scrollTo -- used inside page.evaluate (browser) */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs } from './chromium.mjs';

const mobile = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** Sums the script responses recorded in `scripts` (url → gzip bytes). */
const sum = (map) => [...map.values()].reduce((a, b) => a + b, 0);

/**
 * Measures one page.
 * @param {string} url page URL (127.0.0.1 only)
 * @returns {Promise<{jsGzip:number, jsFiles:number, jsGzipAfterScroll:number, scripts:string[], firebase:string[],
 *   viewportImageBytes:number, viewportImages:string[], imageBytesOnLoad:number}>}
 */
export async function measurePageBytes(url, { chromePath = '/usr/bin/chromium' } = {}) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromiumArgs,
  });
  try {
    const context = await browser.newContext(mobile);
    const page = await context.newPage();
    const scripts = new Map();
    const images = new Map();
    const firebase = new Set();
    const pending = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'image') return;
      pending.push(
        response
          .body()
          .then((body) => {
            if (type === 'image') {
              images.set(response.url(), body.length);
              return;
            }
            scripts.set(response.url(), gzipSync(body).length);
            if (/firebase/i.test(response.url()) || body.includes('@firebase/')) firebase.add(response.url());
          })
          .catch(() => {}),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    await Promise.all(pending);
    const jsGzip = sum(scripts);
    const jsFiles = scripts.size;
    const imageBytesOnLoad = sum(images);
    const viewportImages = await page.evaluate(() =>
      [...document.images]
        .filter((img) => {
          const r = img.getBoundingClientRect();
          const visible = getComputedStyle(img).visibility !== 'hidden' && r.width > 0 && r.height > 0;
          return visible && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth && img.currentSrc;
        })
        .map((img) => img.currentSrc),
    );
    const viewportImageBytes = [...new Set(viewportImages)].reduce((total, src) => total + (images.get(src) ?? 0), 0);
    // Scroll to the bottom in steps, so sections that load near the viewport do.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
        scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 100));
      }
    });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    await Promise.all(pending);
    return {
      jsGzip,
      jsFiles,
      jsGzipAfterScroll: sum(scripts),
      scripts: [...scripts.keys()],
      firebase: [...firebase],
      viewportImageBytes,
      viewportImages: [...new Set(viewportImages)],
      imageBytesOnLoad,
    };
  } finally {
    await browser.close();
  }
}
