/**
 * The Trash's calls (issue 24; functions/src/routes/trash.ts): GET /api/trash (the deleted posts,
 * newest first), POST /api/trash/{id}/restore (back whole) and DELETE /api/trash/{id} (deleted
 * forever). Every change refreshes the Trash and every posts query, so the lists of this tab show it.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiPaths } from '@site/contract/api';
import { postSchema, type Post } from '@site/contract/post';
import { trashListSchema, type TrashedPost } from '@site/contract/trash';
import { apiRequest } from '../../../lib/api-client';
import { invalidatePostQueries } from '../../../lib/post-queries';

/** Query key (and URL) of the Trash. */
export const trashQueryKey = [apiPaths.trash] as const;

/** GETs the Trash. @throws Error "{status}: {body}" (spec §8) */
export async function fetchTrash(): Promise<TrashedPost[]> {
  const res = await apiRequest('GET', apiPaths.trash);
  return trashListSchema.parse(await res.json());
}

/** The Trash list. */
export function useTrash() {
  return useQuery({ queryKey: trashQueryKey, queryFn: fetchTrash });
}

/** Refetches the Trash and every posts query (their keys start with /api/posts). */
async function refreshAfterChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([invalidatePostQueries(queryClient), queryClient.invalidateQueries({ queryKey: trashQueryKey })]);
}

/** POSTs a restore. @returns the post as it is back. @throws Error "{status}: {body}" */
export async function restoreTrashedPost(id: string): Promise<Post> {
  const res = await apiRequest('POST', apiPaths.restoreTrashedPost(id));
  return postSchema.parse(await res.json());
}

/** DELETEs a trashed post forever. @throws Error "{status}: {body}" */
export async function deleteTrashedPost(id: string): Promise<void> {
  await apiRequest('DELETE', apiPaths.trashedPost(id));
}

/** The restore mutation (the caller shows its toasts). */
export function useRestoreTrashedPost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: restoreTrashedPost, onSettled: () => refreshAfterChange(queryClient) });
}

/** The delete-forever mutation (the caller shows its toasts). */
export function useDeleteTrashedPost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTrashedPost, onSettled: () => refreshAfterChange(queryClient) });
}
