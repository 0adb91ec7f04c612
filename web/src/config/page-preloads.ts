/**
 * API reads that a prerendered page makes as soon as it hydrates, so its HTML can start them
 * while it is parsed (`<link rel="preload" as="fetch">`, written by web/scripts/post-build.ts).
 * The projects gallery's cards, and with them its largest image (the LCP element, issue 5:
 * LCP ≤ 1.5 s), wait on the published projects; without the preload that request starts only
 * after the scripts have loaded and the page has hydrated.
 *
 * This module has no imports: the build script (plain Node) reads it as it is.
 */

/** GET /api/posts?type=project&status=published (spec §7 "List of projects"). */
export const publishedProjectsUrl = '/api/posts?type=project&status=published';

/** Page path (as prerendered) → the same-origin API URLs it fetches at once. */
export const pagePreloads: Readonly<Record<string, readonly string[]>> = {
  '/projects': [publishedProjectsUrl],
  '/projects/residential': [publishedProjectsUrl],
  '/projects/commercial': [publishedProjectsUrl],
  '/category/projects': [publishedProjectsUrl],
};
