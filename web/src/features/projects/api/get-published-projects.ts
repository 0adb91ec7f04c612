/**
 * GET /api/posts?type=project&status=published (spec §7 "List of projects"): the published
 * projects, newest first, parsed with the contract's post schema (never cast).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { postSchema } from '@site/contract/post';
import { getQueryFn } from '../../../lib/api-client';

const postListSchema = z.array(postSchema);
const getJson = getQueryFn<unknown>({ on401: 'throw' });

/** Query key of the published projects; joined with '/' it is the URL (spec §7). */
export const publishedProjectsQueryKey = ['/api/posts?type=project&status=published'] as const;

/** Query options of the published projects: GET the key's URL, parse the list. */
export const publishedProjectsQuery = () =>
  queryOptions({
    queryKey: publishedProjectsQueryKey,
    queryFn: async (ctx) => postListSchema.parse(await getJson(ctx)),
  });

/** The published projects (TanStack Query; spec §9 defaults: never stale, no retry). */
export function usePublishedProjects() {
  return useQuery(publishedProjectsQuery());
}
