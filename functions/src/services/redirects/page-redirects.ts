/**
 * The redirects the page server answers before rendering (issue 24; contract/src/page-server.ts
 * `redirectFor`, asked by the web's root route middleware for every page request): a live page
 * is never redirected (a published project found by its path renders), then an old slug of a
 * project answers 301 to the project's current path (slug-redirects.ts). Each answer is a value
 * of the visitor read cache (fresh 30 s, dropped by every post write), so a rename redirects at
 * the next request and a page costs no extra read while it is fresh.
 */
import type { PageRedirect } from '@site/contract/page-server';
import { visitorPost } from '../published-posts';
import { cachedVisitorRead } from '../visitor-read-cache';
import { projectSegment, projectSlugRedirect } from './slug-redirects';

/** Longest path looked up (longer ones are no page of this site, nor an old one). */
const maxPathLength = 2000;

/**
 * The redirect of a page path, if any.
 * @param pathname the request's URL path as sent (percent-encoded), without the query
 * @returns `{location, status}` (location a path of this site), or null: render the page
 * @throws Firestore errors when nothing is kept to serve instead (the caller renders the page)
 */
export async function pageRedirect(pathname: string): Promise<PageRedirect | null> {
  if (pathname.length > maxPathLength) return null;
  const segment = projectSegment(pathname);
  if (segment === null) return null;
  return cachedVisitorRead(`redirect\u0000${pathname}`, async (): Promise<PageRedirect | null> => {
    const live = await visitorPost(segment);
    if (live?.type === 'project') return null;
    const location = await projectSlugRedirect(segment);
    return location ? { location, status: 301 } : null;
  });
}
