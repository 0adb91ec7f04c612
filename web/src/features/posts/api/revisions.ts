/**
 * A post's revisions ("Revisions"; functions/src/routes/revisions.ts): the list, one
 * version's fields, and the restore (a save: every posts query and the list refresh after it).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@site/contract/api';
import { postSchema, type Post } from '@site/contract/post';
import {
  revisionDetailSchema,
  revisionListSchema,
  type RevisionDetail,
  type RevisionSummary,
} from '@site/contract/revisions';
import { apiRequest } from '../../../lib/api-client';
import { invalidatePostQueries } from '../../../lib/post-queries';

/**
 * GETs a post's revisions, newest first; none when the post has gone (404: a reset or a delete
 * just moved it to the Trash, and the edit screen refreshes its queries: that is no error to toast).
 * @throws Error "{status}: {body}" on any other failure (spec §8)
 */
export async function fetchRevisions(id: string): Promise<RevisionSummary[]> {
  try {
    return revisionListSchema.parse(await (await apiRequest('GET', apiPaths.postRevisions(id))).json());
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('404:')) return [];
    throw error;
  }
}

/** GETs one revision with its fields. @throws Error "{status}: {body}" */
export async function fetchRevision(id: string, revisionId: string): Promise<RevisionDetail> {
  return revisionDetailSchema.parse(await (await apiRequest('GET', apiPaths.postRevision(id, revisionId))).json());
}

/** The list of a post's revisions (its key starts with the post's path: a post write refreshes it). */
export function useRevisions(id: string) {
  return useQuery({ queryKey: [apiPaths.postRevisions(id)], queryFn: () => fetchRevisions(id) });
}

/** One revision (null id: nothing asked). */
export function useRevision(id: string, revisionId: string | null) {
  return useQuery({
    queryKey: [apiPaths.postRevision(id, revisionId ?? '')],
    queryFn: () => fetchRevision(id, revisionId ?? ''),
    enabled: revisionId !== null,
  });
}

/** POSTs a restore. @returns the post as restored. @throws Error "{status}: {body}" */
export async function restoreRevision({ id, revisionId }: { id: string; revisionId: string }): Promise<Post> {
  return postSchema.parse(await (await apiRequest('POST', apiPaths.restorePostRevision(id, revisionId))).json());
}

/** The restore mutation: refreshes every posts query (revisions included) afterwards. */
export function useRestoreRevision() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: restoreRevision, onSettled: () => invalidatePostQueries(queryClient) });
}
