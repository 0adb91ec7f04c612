/**
 * After a post write (create, update, status change, delete): refetches every query whose key
 * starts with '/api/posts' — the admin list, the public lists and any one post (their keys are
 * their GET paths) — so every screen of this tab shows the write. And the one write every post
 * screen shares: DELETE /api/posts/:id.
 */
import type { QueryClient } from '@tanstack/react-query';
import { apiPaths } from '@site/contract/api';
import { apiRequest } from './api-client';

/**
 * Deletes one post (spec §7 DELETE /api/posts/:id): the server moves it to the Trash with its
 * versions; for a service or page post its slug shows the built-in text again.
 * @throws Error "{status}: {text}" (spec §8)
 */
export async function deletePost(id: string): Promise<void> {
  await apiRequest('DELETE', apiPaths.post(id));
}

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
