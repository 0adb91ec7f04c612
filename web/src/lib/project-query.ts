/**
 * GET /api/posts/{idOrSlug} (spec §7): one published post, found by id or slug. A visitor gets
 * 404 `{message: "Project not found"}` for anything unpublished or unknown (DESIGN §6).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@site/contract/request-conventions';
import { fetchPost } from './fetch-posts';
import { hasSignedInHint } from './signed-in-hint';
import { useHydrated } from './use-hydrated';

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

/**
 * A project visitors cannot see, for signed-in staff ("a draft looks like a draft"): the
 * page's document is the visitors' 'Project Not Found' (pages are the same for everyone, so the
 * CDN may keep them); in a browser that holds the sign-in hint, after hydration, the API is asked
 * with the session cookie, and answers staff the draft or archived post (visitors: 404).
 * @param idOrSlug the page's project id or slug
 * @param enabled false when the page already shows a published project
 */
export function useStaffProjectPreview(idOrSlug: string, enabled: boolean) {
  const hydrated = useHydrated();
  return useQuery({ ...projectQuery(idOrSlug), enabled: enabled && hydrated && hasSignedInHint() });
}

/** Is `error` the API's 404 (message "404: …", spec §8)? Then the page shows 'Project Not Found'. */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('404:');
}
