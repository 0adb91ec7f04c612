/**
 * One page of the Admin Panel's project list (spec §7 "GET /api/posts (admin)"; DESIGN §5 "Lists
 * read pages"): a staff session gets projects of every status, newest first; the search, status
 * and type (residential/commercial: the `sector` query) run on the server. Service and page posts
 * are the Services and Pages sections'.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listPageLimits } from '@site/contract/list-page';
import { fetchPostPage, postListUrl } from '../../../lib/fetch-posts';
import type { AdminFilters } from '../admin-posts';

/** Rows per page of the list (the contract's default page). */
export const adminPageSize = listPageLimits.default;

/**
 * The URL (and query key) of a page of the admin list.
 * @param filters the list's filters, the search as sent (already debounced)
 * @param cursor the page's cursor (undefined: the first page)
 */
export function adminPostsUrl(filters: AdminFilters, cursor: string | undefined): string {
  return postListUrl({
    type: 'project',
    status: filters.status,
    sector: filters.type === 'all' ? undefined : filters.type,
    search: filters.search.trim(),
    cursor,
    limit: adminPageSize,
  });
}

/**
 * A page of the admin list, parsed with the contract schema (lib/fetch-posts). The page before
 * stays shown while the next one loads (no flash of the loading state between pages).
 */
export function useAdminPostPage(filters: AdminFilters, cursor: string | undefined) {
  return useQuery({
    queryKey: [adminPostsUrl(filters, cursor)],
    queryFn: fetchPostPage,
    placeholderData: keepPreviousData,
  });
}
