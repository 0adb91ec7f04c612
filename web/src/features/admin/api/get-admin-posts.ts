/**
 * GET /api/posts for the Admin Panel (spec §7 "GET /api/posts (admin)"): a staff session gets
 * every post of every status, newest first; search and filters run locally (spec §5).
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { fetchPostList } from '../../../lib/fetch-posts';

/** Query key (and URL, spec §7) of the admin list. */
export const adminPostsQueryKey = ['/api/posts'] as const;

/**
 * The admin list, parsed with the contract schema (lib/fetch-posts).
 * @param enabled false until the auth check says staff (no request for visitors)
 */
export function useAdminPosts(enabled: boolean) {
  return useQuery({
    queryKey: adminPostsQueryKey,
    queryFn: fetchPostList,
    enabled,
  });
}

/**
 * Refetches every posts query after a write: the admin list and any key whose first part
 * starts with '/api/posts' (public lists, one post), so other screens of this tab are current.
 */
export function invalidatePostQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/api/posts'),
  });
}
