/**
 * GET /api/posts/{idOrSlug} (spec §7): one published post, found by id or slug. A visitor gets
 * 404 `{message: "Project not found"}` for anything unpublished or unknown (DESIGN §6).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Post } from '@site/contract/post';
import { apiPaths } from '@site/contract/request-conventions';
import { fetchPost } from '../../../lib/fetch-posts';

/**
 * Query key of one post: [GET path]. The function's /project/* documents preload the same path
 * (functions/src/routes/project-page.ts), and the app takes that response.
 */
export const projectQueryKey = (idOrSlug: string) => [apiPaths.post(idOrSlug)] as const;

/** Query options of one post: GET, parse with the contract schema. */
export const projectQuery = (idOrSlug: string) =>
  queryOptions({
    queryKey: projectQueryKey(idOrSlug),
    queryFn: fetchPost,
  });

/**
 * One published post by id or slug.
 * @param initialData the post when the page already has it (a server-rendered project page's
 *   data block, embedded-project.ts); called once, when the query has no data yet
 */
export function useProject(idOrSlug: string, initialData?: () => Post | undefined) {
  return useQuery({ ...projectQuery(idOrSlug), initialData });
}

/** Is `error` the API's 404 (message "404: …", spec §8)? Then the page shows 'Project Not Found'. */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('404:');
}
