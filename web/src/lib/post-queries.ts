/**
 * After a post write (create, update, status change, delete): refetches every query whose key
 * starts with '/api/posts' — the admin list, the public lists and any one post (their keys are
 * their GET paths) — so every screen of this tab shows the write.
 */
import type { QueryClient } from '@tanstack/react-query';

/**
 * Invalidates the posts queries; resolves when the active ones have refetched.
 * @param except a query key's path to leave alone (e.g. the versions of a post that has gone)
 */
export function invalidatePostQueries(queryClient: QueryClient, except?: string): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) =>
      typeof query.queryKey[0] === 'string' &&
      query.queryKey[0].startsWith('/api/posts') &&
      query.queryKey[0] !== except,
  });
}
