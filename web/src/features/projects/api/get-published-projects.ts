/**
 * GET /api/posts?type=project&status=published (spec §7 "List of projects"): the published
 * projects, newest first, parsed with the contract's post schema (never cast). A gallery page
 * the function rendered (ADR 0009) carries the list it was rendered from as a data block
 * (contract/src/gallery-page-data.ts): the query starts from it instead of asking.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { galleryPageDataElementId, type GalleryPageData } from '@site/contract/gallery-page-data';
import type { Post } from '@site/contract/post';
import { apiPaths } from '@site/contract/request-conventions';
import { readDataBlock } from '../../../lib/data-block';
import { fetchPostList } from '../../../lib/fetch-posts';

/** Query key of the published projects: [GET URL] (spec §7). */
export const publishedProjectsQueryKey = [apiPaths.publishedProjects] as const;

/** Query options of the published projects: GET the key's URL, parse the list. */
export const publishedProjectsQuery = () =>
  queryOptions({
    queryKey: publishedProjectsQueryKey,
    queryFn: fetchPostList,
  });

/**
 * The list a server-rendered gallery page was rendered from; undefined on any other page, or
 * when the block is missing or not JSON. Called once, when the query has no data yet.
 */
function embeddedPublishedProjects(): Post[] | undefined {
  const data = readDataBlock(galleryPageDataElementId) as Partial<GalleryPageData> | undefined;
  return Array.isArray(data?.projects) ? data.projects : undefined;
}

/** The published projects (TanStack Query; spec §9 defaults: never stale, no retry). */
export function usePublishedProjects({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...publishedProjectsQuery(), enabled, initialData: embeddedPublishedProjects });
}
