/**
 * DELETE /api/leads/:id (staff): erases the lead and its photos (a privacy erasure).
 * Toasts in spec §8's style; a 401 is the logged-out flow.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@site/contract/request-conventions';
import { toast } from '../../../lib/toast';
import { apiRequest } from '../../../lib/api-client';
import { leadQueryKey } from './get-lead';
import { toastFailure } from '../../../components/ui/failure-toast';
import { invalidateLeadQueries } from './lead-writes';

/** Deletes one lead. @throws Error "{status}: {text}" (spec §8) */
export async function deleteLead(id: string): Promise<void> {
  await apiRequest('DELETE', apiPaths.lead(id));
}

/**
 * The delete mutation. `onDeleted` runs after the success toast and leaves the lead's view (e.g.
 * back to the list); once it has (its promise settled), the lead's query is dropped and the lists
 * refetch — not before, or the still-mounted view would fetch the deleted lead again (a 404).
 */
export function useDeleteLead(onDeleted: () => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLead,
    onSuccess: async (_, id) => {
      toast({ title: 'Lead Deleted', description: 'The lead and its photos have been deleted.' });
      await onDeleted();
      queryClient.removeQueries({ queryKey: leadQueryKey(id), exact: true });
      await invalidateLeadQueries(queryClient);
    },
    onError: (error) => toastFailure(error, 'Failed to delete the lead. Please try again.'),
  });
}
