/**
 * PUT /api/posts/:id {status} (spec §7; Publish/Unpublish of spec §2, §4) with the toasts of
 * spec §8; a 401 means logged out (spec §6).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@site/contract/api';
import { toast } from '../../../lib/toast';
import { apiRequest, isUnauthorizedError } from '../../../lib/api-client';
import { invalidatePostQueries } from '../../../lib/post-queries';

export interface StatusUpdate {
  id: string;
  status: 'draft' | 'published';
}

/** Sends one status change. @throws Error "{status}: {text}" (spec §8) */
export async function updatePostStatus({ id, status }: StatusUpdate): Promise<void> {
  await apiRequest('PUT', apiPaths.post(id), { status });
}

/** The status mutation: success → toast + refetch; 401 → login redirect; else error toast. */
export function useUpdatePostStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePostStatus,
    onSuccess: async () => {
      toast({ title: 'Status Updated', description: 'The project status has been updated.' });
      await invalidatePostQueries(queryClient);
    },
    onError: (error) => {
      // A 401 is the logged-out flow (lib/query-client.ts).
      if (isUnauthorizedError(error)) return;
      toast({ title: 'Error', description: 'Failed to update status. Please try again.', variant: 'destructive' });
      void invalidatePostQueries(queryClient);
    },
  });
}
