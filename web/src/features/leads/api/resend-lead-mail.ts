/**
 * POST /api/leads/:id/resend (staff): sends the office e-mail of a lead again, at once
 * (after `failed`, or for a request stored as spam). 200 is the lead with the e-mail sent; 502
 * says why the SMTP server refused (recorded on the lead, retried automatically); 409 while the
 * e-mail is being sent by the retry job. Either way the lead is refetched, so its state shows.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leadSchema, type Lead } from '@site/contract/lead';
import { apiPaths } from '@site/contract/request-conventions';
import { toast } from '../../../lib/toast';
import { parseApiFailure } from '../../../lib/api-failure';
import { apiRequest, isUnauthorizedError } from '../../../lib/api-client';
import { leadQueryKey } from './get-lead';
import { toastFailure } from '../../../components/ui/failure-toast';
import { invalidateLeadQueries } from './lead-writes';

/** Sends the e-mail again. @returns the lead @throws Error "{status}: {text}" (spec §8) */
export async function resendLeadMail(id: string): Promise<Lead> {
  const res = await apiRequest('POST', apiPaths.leadResend(id));
  return leadSchema.parse(await res.json());
}

/** The failure toast's message: the API's own for 409 and 502 (it says what happened), else a generic one. */
export function resendFailureMessage(error: unknown): string {
  const { status, message } = parseApiFailure(error);
  return (status === 409 || status === 502) && message ? message : 'Failed to send the e-mail. Please try again.';
}

/** The Resend mutation: success → toast; failure → error toast; the lead and lists refetch. */
export function useResendLeadMail(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resendLeadMail(id),
    onSuccess: async (lead) => {
      queryClient.setQueryData(leadQueryKey(id), lead);
      toast({ title: 'E-mail Sent', description: 'The office e-mail of this lead has been sent again.' });
      await invalidateLeadQueries(queryClient);
    },
    onError: (error) => {
      toastFailure(error, resendFailureMessage(error));
      if (!isUnauthorizedError(error)) void invalidateLeadQueries(queryClient);
    },
  });
}
