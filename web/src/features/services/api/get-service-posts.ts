/**
 * GET /api/posts?type=service (spec §7 "All posts; service page picks type service with
 * matching slug, else built-in data"). Parsed with the contract's post schema.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchPostList } from '../../../lib/fetch-posts';

/** Query key of the service posts; joined with '/' it is the URL (spec §7). */
export const servicePostsQueryKey = ['/api/posts?type=service'] as const;

/** Query options of the service posts: GET the key's URL, parse the list. */
export const servicePostsQuery = () =>
  queryOptions({
    queryKey: servicePostsQueryKey,
    queryFn: fetchPostList,
  });

/** The published service posts (a visitor only ever receives published posts). */
export function useServicePosts() {
  return useQuery(servicePostsQuery());
}
