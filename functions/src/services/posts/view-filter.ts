/**
 * Which view requests are not a person looking at a page ("not for known bots, not for
 * prefetches"; ADR 0012): the server's check, whatever the browser decided.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { isbot } from 'isbot';

/** Why a view request is not counted. */
export type IgnoredView = 'bot' | 'prefetch';

/** The first value of a header, lower case ('' when absent). */
function header(headers: IncomingHttpHeaders, name: string): string {
  const value = headers[name];
  return ((Array.isArray(value) ? value[0] : value) ?? '').toLowerCase();
}

/**
 * Is this request a prefetch or prerender? Chromium sends `Sec-Purpose: prefetch` (and
 * `prefetch;prerender`; Fetch spec, "Sec-Purpose"), older browsers `Purpose: prefetch`, Safari
 * `X-Purpose: preview`, Firefox `X-moz: prefetch`.
 */
export function isPrefetch(headers: IncomingHttpHeaders): boolean {
  const purposes = ['sec-purpose', 'purpose', 'x-purpose', 'x-moz'].map((name) => header(headers, name));
  return purposes.some((purpose) => /\b(prefetch|prerender|preview)\b/.test(purpose));
}

/**
 * Why a view request must not count, or null when it may: a prefetch, or a user agent that the
 * `isbot` package's kept list names (crawlers, link previewers, headless browsers, Lighthouse),
 * or none at all (every browser sends one).
 * @returns 'prefetch', 'bot' or null
 */
export function ignoredViewReason(headers: IncomingHttpHeaders): IgnoredView | null {
  if (isPrefetch(headers)) return 'prefetch';
  const userAgent = headers['user-agent'];
  if (!userAgent || isbot(userAgent)) return 'bot';
  return null;
}
