/**
 * DELETE /api/posts/:id (spec §7; Delete of spec §2) with the toasts of spec §8; a 401 means
 * logged out (spec §6). The server moves the post to the Trash, so the success toast
 * says where it went.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { isUnauthorizedError } from '../../../lib/api-client';
import { deletePost, invalidatePostQueries } from '../../../lib/post-queries';

/** The delete mutation: success → toast + refetch; 401 → login redirect; else error toast. */
export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: async () => {
      toast({
        title: 'Moved to Trash',
        description: 'The project has been deleted from the site. Restore it from the Trash within 30 days.',
      });
      await invalidatePostQueries(queryClient);
    },
    onError: (error) => {
      // A 401 is the logged-out flow (lib/query-client.ts).
      if (isUnauthorizedError(error)) return;
      toast({ title: 'Error', description: 'Failed to delete project. Please try again.', variant: 'destructive' });
      void invalidatePostQueries(queryClient);
    },
  });
}
