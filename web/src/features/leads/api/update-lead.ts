/**
 * PATCH /api/leads/:id {status?, note?} (issue 13, staff; contract leadPatchSchema): a new status
 * and/or a note appended with its author and time. The answer is the lead as it now is, which
 * replaces the cached one; lists and the navbar count refetch. Toasts in spec §8's style.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@site/contract/request-conventions';
import { leadSchema, leadStatusLabels, type Lead, type LeadPatch } from '@site/contract/lead';
import { toast } from '../../../lib/toast';
import { apiRequest } from '../../../lib/api-client';
import { leadQueryKey } from './get-lead';
import { toastFailure } from '../../../components/ui/failure-toast';
import { invalidateLeadQueries } from './lead-writes';

/** Sends one patch. @returns the updated lead @throws Error "{status}: {text}" (spec §8) */
export async function updateLead(id: string, patch: LeadPatch): Promise<Lead> {
  const res = await apiRequest('PATCH', apiPaths.lead(id), patch);
  return leadSchema.parse(await res.json());
}

/** The mutation of one lead: success → cache + toast; 401 → logged-out flow; else error toast. */
export function useUpdateLead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: LeadPatch) => updateLead(id, patch),
    onSuccess: async (lead, patch) => {
      queryClient.setQueryData(leadQueryKey(id), lead);
      toast(
        patch.status
          ? { title: 'Status Updated', description: `The lead is now marked ${leadStatusLabels[lead.status]}.` }
          : { title: 'Note Added', description: 'Your note has been saved with the lead.' },
      );
      await invalidateLeadQueries(queryClient);
    },
    onError: (error, patch) =>
      toastFailure(
        error,
        patch.status ? 'Failed to update status. Please try again.' : 'Failed to save the note. Please try again.',
      ),
  });
}
