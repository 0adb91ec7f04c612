/**
 * The redirects the page server answers before rendering (contract/src/page-server.ts
 * `redirectFor`, asked by the web's root route middleware for every page request):
 * 1. a live page is never redirected: the app's own routes are never looked up (contract
 *    isFixedAppRoute, on the path normalised as the router reads it), a published project found
 *    by its path renders;
 * 2. an old slug of a project answers 301 to the project's current path (slug-redirects.ts);
 * 3. an old address staff listed (the Redirects section, redirect-rules.ts) answers its rule's
 *    status, straight to the end of the chain (a rule whose target is another rule's address,
 *    or an old project path, is followed, at most 10 hops, so a visitor makes one hop), and the
 *    rule's hit is counted (not cached: every answer counts; a 302 and a rule's 301 are never
 *    kept by the CDN, web/src/lib/page-server.ts).
 * The lookups are values of the visitor read cache (fresh 30 s, dropped by every post or rule
 * write), so a page costs no extra read while it is fresh.
 */
import type { PageRedirect } from '@site/contract/page-server';
import { normalizeToPath, redirectKey } from '@site/contract/redirects';
import { isFixedAppRoute } from '@site/contract/site-pages';
import { sitePath } from '@site/contract/site-path';
import { logger } from 'firebase-functions/logger';
import { visitorPost } from '../posts/published-posts';
import { cachedVisitorRead } from '../platform/visitor-read-cache';
import { findRule, maxRedirectHops, recordHit } from './redirect-rules';
import { projectSegment, projectSlugRedirect } from './slug-redirects';

/** Longest path looked up (longer ones are no page of this site, nor an old one). */
const maxPathLength = 2000;

/** A cached answer: the redirect, and the rule to count when it came from one. */
type Found = (PageRedirect & { ruleId?: string }) | null;

/** Where a path of this site leads when it is an old project slug, else itself. */
async function followSlug(path: string): Promise<string> {
  const segment = projectSegment(path.split(/[?#]/)[0]!);
  if (segment === null) return path;
  const live = await visitorPost(segment);
  if (live?.type === 'project') return path;
  return (await projectSlugRedirect(segment)) ?? path;
}

/**
 * The end of a rule's chain: its target, followed through other rules and old slugs.
 * @param from the match key of the address the chain starts at
 * @returns the last address, or null when the chain comes back to an address it passed (a loop
 *   that no save allows: answered as no redirect, never as a redirect loop)
 */
async function chainEnd(from: string, to: string): Promise<string | null> {
  let location = await followSlug(to);
  const seen = new Set<string>([from]);
  for (let hop = 0; hop < maxRedirectHops; hop += 1) {
    const key = redirectKey(location.split('#')[0]!);
    if (key === null) break;
    if (seen.has(key)) return null;
    seen.add(key);
    const next = await findRule(key);
    if (!next) break;
    location = await followSlug(next.to);
  }
  return location;
}

/**
 * The redirect of a page path, if any (see the module comment); counts a rule's hit.
 * @param pathname the request's URL path as sent (percent-encoded)
 * @param search the request's query (`?p=12`, or '')
 * @returns `{location, status}` (location a path of this site), or null: render the page
 * @throws Firestore errors when nothing is kept to serve instead (the caller renders the page)
 */
export async function pageRedirect(pathname: string, search = ''): Promise<PageRedirect | null> {
  if (pathname.length + search.length > maxPathLength) return null;
  const key = sitePath(pathname)?.key;
  if (key === undefined || isFixedAppRoute(key)) return null;
  const found = await cachedVisitorRead(`redirect\u0000${key}${search}`, async (): Promise<Found> => {
    const segment = projectSegment(pathname);
    if (segment !== null) {
      const live = await visitorPost(segment);
      if (live?.type === 'project') return null;
      const location = await projectSlugRedirect(segment);
      if (location) return { location, status: 301 };
    }
    const withQuery = search ? redirectKey(`${pathname}${search}`) : null;
    const rule = (withQuery ? await findRule(withQuery) : null) ?? (await findRule(key));
    if (!rule) return null;
    const location = await chainEnd(redirectKey(rule.from) ?? key, rule.to);
    // Whatever is stored (a rule saved before today's checks), only a path of this site is answered.
    const safe = location === null ? null : normalizeToPath(location, null);
    return safe && 'path' in safe ? { location: safe.path, status: rule.status, ruleId: rule.id } : null;
  });
  if (!found) return null;
  const { ruleId, ...redirect } = found;
  if (ruleId) await recordHit(ruleId).catch((error: unknown) => logger.warn('redirect hit not counted', error));
  return ruleId ? { ...redirect, counted: true } : redirect;
}
