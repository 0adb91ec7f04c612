/**
 * GET /api/posts?type=project for the Admin Panel (spec §7 "GET /api/posts (admin)"): a staff
 * session gets every project of every status, newest first; search and filters run locally
 * (spec §5). Service and page posts are the Services and Pages sections' (issue 26).
 */
import { useQuery } from '@tanstack/react-query';
import { fetchPostList } from '../../../lib/fetch-posts';

/** Query key (and URL, spec §7) of the admin list. */
export const adminPostsQueryKey = ['/api/posts?type=project'] as const;

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
