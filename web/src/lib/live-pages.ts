/**
 * After a save, asks the public site for the pages it changes, as a visitor would ("a
 * save that reports success must show on the site"): the page server then renders them with the
 * saved data, and records any page it cannot render (functions services/site/page-render-status.ts).
 * Then the page render status the admin shows is fetched again, so a save that is not live is
 * said at once, not at the next visitor.
 *
 * A query parameter of its own gets past the CDN's copy (DESIGN §12: pages may stay there 60 s);
 * the page server ignores it.
 */
import type { QueryClient } from '@tanstack/react-query';
import { sitePages } from '@site/contract/content/site-pages';
import type { Post } from '@site/contract/post';
import { apiPaths } from '@site/contract/request-conventions';
import { paths } from '../config/paths';

/** The query key of GET /api/page-render-status (features/site-status). */
export const pageRenderStatusQueryKey = [apiPaths.pageRenderStatus] as const;

/**
 * Requests each path once (no cookies: the visitor's page), then refetches the render status.
 * @param paths public page paths, e.g. ['/', '/contact']
 * @returns when done; never rejects (a page that does not answer is the status's to report)
 */
export async function checkLivePages(queryClient: QueryClient, paths: readonly string[]): Promise<void> {
  const stamp = Date.now().toString(36);
  await Promise.all(
    paths.map((path) =>
      fetch(`${path}?live-check=${stamp}`, { credentials: 'omit', cache: 'no-store' })
        .then((res) => res.body?.cancel())
        .catch(() => undefined),
    ),
  );
  await queryClient.invalidateQueries({ queryKey: pageRenderStatusQueryKey });
}

/**
 * The public page of a post: /project/{slug}, /service/{slug}, or the page a page post is part of
 * (/about, / for the home intro banner; contract sitePages); null for a page post of no known page.
 */
export function postPublicPath(post: Pick<Post, 'type' | 'slug'>): string | null {
  if (post.type === 'project') return paths.project(post.slug);
  if (post.type === 'service') return paths.service(post.slug);
  return sitePages.find((page) => page.slug === post.slug)?.path ?? null;
}

/** The public pages a saved post shows on: its own page when published, and a project's gallery. */
export function pagesShowingPost(post: Pick<Post, 'type' | 'slug' | 'status'>): string[] {
  const own = post.status === 'published' ? postPublicPath(post) : null;
  return [...(own ? [own] : []), ...(post.type === 'project' ? [paths.projects()] : [])];
}
