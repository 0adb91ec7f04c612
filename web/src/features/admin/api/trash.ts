/**
 * The Trash's calls (functions/src/routes/trash.ts): GET /api/trash (a page of the deleted
 * posts, newest first), POST /api/trash/{id}/restore (back whole) and DELETE /api/trash/{id} (deleted
 * forever). Every change refreshes the Trash and every posts query, so the lists of this tab show it.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiPaths } from '@site/contract/api';
import { postSchema, type Post } from '@site/contract/post';
import { trashedPostSchema } from '@site/contract/trash';
import { apiRequest } from '../../../lib/api-client';
import { invalidatePostQueries } from '../../../lib/post-queries';
import { staffPageQuery, useStaffPages } from './staff-collection';

const trash = staffPageQuery(apiPaths.trash, trashedPostSchema);

/** The Trash list, one page at a time (useStaffPages). */
export function useTrash() {
  return useStaffPages(trash);
}

/** Refetches the Trash and every posts query (their keys start with /api/posts). */
async function refreshAfterChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    invalidatePostQueries(queryClient),
    queryClient.invalidateQueries({ queryKey: [apiPaths.trash] }),
  ]);
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
