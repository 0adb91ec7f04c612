/**
 * GET /api/posts?type=project&status=published (spec §7 "List of projects"): the published
 * projects, newest first, parsed with the contract's post schema (never cast).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publishedProjectsUrl } from '../../../config/page-preloads';
import { fetchPostList } from '../../../lib/fetch-posts';

/** Query key of the published projects; joined with '/' it is the URL (spec §7). */
export const publishedProjectsQueryKey = [publishedProjectsUrl] as const;

/** Query options of the published projects: GET the key's URL, parse the list. */
export const publishedProjectsQuery = () =>
  queryOptions({
    queryKey: publishedProjectsQueryKey,
    queryFn: fetchPostList,
  });

/** The published projects (TanStack Query; spec §9 defaults: never stale, no retry). */
export function usePublishedProjects({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...publishedProjectsQuery(), enabled });
}
