/**
 * GET /api/posts?type=service (spec §7 "All posts; service page picks type service with
 * matching slug, else built-in data"). Parsed with the contract's post schema.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { postSchema } from '@site/contract/post';
import { getQueryFn } from '../../../lib/api-client';

const postListSchema = z.array(postSchema);
const getJson = getQueryFn<unknown>({ on401: 'throw' });

/** Query key of the service posts; joined with '/' it is the URL (spec §7). */
export const servicePostsQueryKey = ['/api/posts?type=service'] as const;

/** Query options of the service posts: GET the key's URL, parse the list. */
export const servicePostsQuery = () =>
  queryOptions({
    queryKey: servicePostsQueryKey,
    queryFn: async (ctx) => postListSchema.parse(await getJson(ctx)),
  });

/** The published service posts (a visitor only ever receives published posts). */
export function useServicePosts() {
  return useQuery(servicePostsQuery());
}
