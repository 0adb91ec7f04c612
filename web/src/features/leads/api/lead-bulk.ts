/**
 * POST /api/leads/bulk (staff; contract leadBulkSchema): one status for many leads, or
 * erase them, in one call. Success: a toast saying how many, the lists and the navbar count
 * refetch; 401 → the logged-out flow; else an error toast.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@site/contract/request-conventions';
import { leadBulkResultSchema, leadStatusLabels, type LeadBulk, type LeadBulkResult } from '@site/contract/lead';
import { toast } from '../../../lib/toast';
import { apiRequest } from '../../../lib/api-client';
import { toastFailure } from '../../../components/ui/failure-toast';
import { invalidateLeadQueries } from './lead-writes';

/** Sends one bulk action. @throws Error "{status}: {text}" (spec §8) */
export async function bulkLeads(body: LeadBulk): Promise<LeadBulkResult> {
  return leadBulkResultSchema.parse(await (await apiRequest('POST', apiPaths.leadsBulk, body)).json());
}

/** "1 lead", "12 leads". */
export const leadCount = (n: number) => (n === 1 ? '1 lead' : `${n} leads`);

/** The bulk mutation; `onDone` runs after a success (e.g. clears the selection). */
export function useBulkLeads(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkLeads,
    onSuccess: async (result, body) => {
      toast(
        body.action === 'delete'
          ? { title: 'Leads Deleted', description: `${leadCount(result.changed)} and their photos have been deleted.` }
          : {
              title: 'Status Updated',
              description: `${leadCount(result.changed)} now marked ${leadStatusLabels[body.status]}.`,
            },
      );
      onDone();
      await invalidateLeadQueries(queryClient);
    },
    onError: (error, body) =>
      toastFailure(
        error,
        body.action === 'delete'
          ? 'Failed to delete the leads. Please try again.'
          : 'Failed to update the leads. Please try again.',
      ),
  });
}
