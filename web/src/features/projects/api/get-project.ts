/**
 * GET /api/posts/{idOrSlug} (spec §7): one published post, found by id or slug. A visitor gets
 * 404 `{message: "Project not found"}` for anything unpublished or unknown (DESIGN §6).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@site/contract/request-conventions';
import { fetchPost } from '../../../lib/fetch-posts';

/** Query options of one post: [GET path] as the key (spec §9), GET, parse with the contract schema. */
const projectQuery = (idOrSlug: string) =>
  queryOptions({
    queryKey: [apiPaths.post(idOrSlug)] as const,
    queryFn: fetchPost,
  });

/** One post by id or slug (the staff edit form: staff get drafts too). */
export function useProject(idOrSlug: string) {
  return useQuery(projectQuery(idOrSlug));
}

/** Is `error` the API's 404 (message "404: …", spec §8)? Then the page shows 'Project Not Found'. */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('404:');
}
