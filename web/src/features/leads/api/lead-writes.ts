/**
 * What every staff write on a lead does afterwards: refetch what shows
 * leads. Its failures are toasted by components/ui/failure-toast.ts (a 401 is the logged-out flow).
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Lead } from '@site/contract/lead';
import { toast, type ToastOptions } from '../../../lib/toast';
import { toastFailure } from '../../../components/ui/failure-toast';
import { leadQueryKey } from './get-lead';

/**
 * Refetches every query whose key starts with '/api/leads': the lists, each lead and the navbar's
 * count of new leads (their keys are their GET paths, spec §7).
 */
export function invalidateLeadQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/api/leads'),
  });
}

/**
 * The mutation of a write on one lead whose answer is the lead as it now is (PATCH /api/leads/:id,
 * a note's PATCH or DELETE): the answer replaces the cached lead, the toast says what was saved,
 * and every lead query refetches (invalidateLeadQueries). A failure shows the spec §8 toast
 * (toastFailure; a 401 is the logged-out flow).
 * @param leadId the lead written
 * @param send sends one change; resolves to the lead, throws Error "{status}: {text}" (spec §8)
 * @param saved the success toast of a change, given the lead as it now is
 * @param failed the failure text of a change ('Failed to … Please try again.')
 */
export function useLeadWrite<Change>(
  leadId: string,
  send: (change: Change) => Promise<Lead>,
  saved: (change: Change, lead: Lead) => ToastOptions,
  failed: (change: Change) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (lead, change) => {
      queryClient.setQueryData(leadQueryKey(leadId), lead);
      toast(saved(change, lead));
      await invalidateLeadQueries(queryClient);
    },
    onError: (error, change) => toastFailure(error, failed(change)),
  });
}
