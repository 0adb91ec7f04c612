/**
 * One page or API call of the scale bench, measured through the Hosting emulator (the URL a
 * browser uses): Firestore documents read (firestore-read-counter.mjs), body bytes as sent
 * decoded (raw) and gzipped here (zlib level 6, `gzip`'s default, so the figure does not depend on
 * the emulator's encoding), and server time, cold and warm.
 *
 * Cold: the first request after `makeCold()` (the bench changes the visitor read cache's write
 * stamp, `meta/visitor-reads`, as every write visitors may see does: every function instance then
 * reads afresh). Warm: the median of `runs` requests right after it.
 */
import { Buffer } from 'node:buffer';
import { gzipSync } from 'node:zlib';
import { median } from './bench-scale-report.mjs';

/** Time after an answer for reads the server makes once it has answered (a background reload). */
const settleMs = 300;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One request: status, body, ms, documents read while it ran and just after. */
async function once(url, headers, counter) {
  counter.reset();
  const started = performance.now();
  const res = await fetch(url, { headers, redirect: 'manual' });
  const body = Buffer.from(await res.arrayBuffer());
  const ms = performance.now() - started;
  await sleep(settleMs);
  return { status: res.status, body, ms, docs: counter.reads() };
}

/**
 * Measures one call.
 * @param {{name: string, url: string, headers?: Record<string, string>, counter: {reset(): void, reads(): number},
 *   makeCold?: () => Promise<void> | void, runs?: number}} call
 * @returns {Promise<{name: string, status: number, docsCold: number, docsWarm: number, rawBytes: number,
 *   gzipBytes: number, msCold: number, msWarm: number, body: Buffer}>} `body` of the cold answer
 */
export async function measureCall({ name, url, headers = {}, counter, makeCold, runs = 3 }) {
  await makeCold?.();
  const cold = await once(url, headers, counter);
  const warm = [];
  for (let i = 0; i < runs; i += 1) warm.push(await once(url, headers, counter));
  return {
    name,
    status: cold.status,
    docsCold: cold.docs,
    docsWarm: median(warm.map((w) => w.docs)),
    rawBytes: cold.body.length,
    gzipBytes: gzipSync(cold.body).length,
    msCold: cold.ms,
    msWarm: median(warm.map((w) => w.ms)),
    body: cold.body,
  };
}

/**
 * The `rel="next"` link of an HTML page (a `<link>` or an `<a>`), resolved against `pageUrl`, or null.
 */
export function nextPageUrl(html, pageUrl) {
  for (const tag of html.match(/<(?:link|a)\b[^>]*>/gi) ?? []) {
    if (!/\brel=["']?[^"'>]*\bnext\b/i.test(tag)) continue;
    const href = /\bhref=["']([^"']+)["']/i.exec(tag)?.[1];
    if (href) return new URL(href.replaceAll('&amp;', '&'), pageUrl).href;
  }
  return null;
}

/** How many distinct project pages (`/project/{slug}`) an HTML page links to: its project cards. */
export function projectCardCount(html) {
  return new Set([...html.matchAll(/href=["'](\/project\/[^"'#?]+)/gi)].map((m) => m[1])).size;
}
