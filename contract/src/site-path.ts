/**
 * Site paths as the router matches them. React Router decodes a URL path once and compares its
 * segments without case, so `/%63ontact/`, `/Contact` and `/x/../contact` are all /contact: every
 * rule that asks "which page is this?" (redirect rules and their lookup, page actions, render
 * reports, the staff pages) normalises with `sitePath` first.
 */

/** Characters no segment of a site path holds: every control character, a slash, and a backslash (browsers read it as `/`). */
const notInSegment = /[\p{Cc}/\\]/u;

/** A path read the way the router matches it. */
export interface SitePath {
  /** Canonical and percent-encoded, case kept: `/gallery/stone%20wall.html`. */
  path: string;
  /** Decoded and in lower case, the form rules are matched by: `/gallery/stone wall.html`. */
  key: string;
}

/**
 * Reads a URL path as the router matches it: each segment percent-decoded once, dot segments
 * resolved (RFC 3986 §5.2.4; `%2e` is a dot, as in WHATWG URL), a trailing slash dropped.
 * @param pathname a URL path as sent (percent-encoded), e.g. '/Gallery/./Stone%20Wall.html/'
 * @returns its canonical path and match key, or null when it is no path of a site: no leading
 *   '/', a malformed escape, an empty segment (`//`), or a segment holding a control character,
 *   a backslash or an encoded slash (`%2F`: no page of this site has one)
 */
export function sitePath(pathname: string): SitePath | null {
  if (!pathname.startsWith('/')) return null;
  const parts = pathname === '/' ? [] : pathname.split('/').slice(1);
  if (parts.length > 1 && parts.at(-1) === '') parts.pop();
  const segments: string[] = [];
  for (const part of parts) {
    let segment: string;
    try {
      segment = decodeURIComponent(part);
    } catch {
      return null;
    }
    if (segment === '' || notInSegment.test(segment)) return null;
    if (segment === '..') segments.pop();
    else if (segment !== '.') segments.push(segment);
  }
  const path = `/${segments.map(encodeURIComponent).join('/')}`;
  return { path, key: `/${segments.join('/')}`.toLowerCase() };
}
