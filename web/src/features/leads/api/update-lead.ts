/**
 * PATCH /api/leads/:id {status?, note?} (staff; contract leadPatchSchema): a new status
 * and/or a note appended with its author and time. The answer is the lead as it now is, which
 * replaces the cached one; lists and the navbar count refetch. Toasts in spec §8's style.
 */
import { apiPaths } from '@site/contract/request-conventions';
import { leadSchema, leadStatusLabels, type Lead, type LeadPatch } from '@site/contract/lead';
import { apiRequest } from '../../../lib/api-client';
import { useLeadWrite } from './lead-writes';

/** Sends one patch. @returns the updated lead @throws Error "{status}: {text}" (spec §8) */
export async function updateLead(id: string, patch: LeadPatch): Promise<Lead> {
  const res = await apiRequest('PATCH', apiPaths.lead(id), patch);
  return leadSchema.parse(await res.json());
}

/** The mutation of one lead: success → cache + toast; 401 → logged-out flow; else error toast. */
export function useUpdateLead(id: string) {
  return useLeadWrite(
    id,
    (patch: LeadPatch) => updateLead(id, patch),
    (patch, lead) =>
      patch.status
        ? { title: 'Status Updated', description: `The lead is now marked ${leadStatusLabels[lead.status]}.` }
        : { title: 'Note Added', description: 'Your note has been saved with the lead.' },
    (patch) =>
      patch.status ? 'Failed to update status. Please try again.' : 'Failed to save the note. Please try again.',
  );
}
