/**
 * POST /api/leads/:id/resend (issue 13, staff): sends the office e-mail of a lead again (after
 * `failed`, or for a request stored as spam). The lead then shows its new notification state.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@site/contract/request-conventions';
import { toast } from '../../../components/ui/use-toast';
import { apiRequest } from '../../../lib/api-client';
import { invalidateLeadQueries, reportLeadWriteError } from './lead-writes';

/** Asks for the e-mail to be sent again. @throws Error "{status}: {text}" (spec §8) */
export async function resendLeadMail(id: string): Promise<void> {
  await apiRequest('POST', apiPaths.leadResend(id));
}

/** The Resend mutation: success → toast and refetch (the detail shows the state); failure → error toast. */
export function useResendLeadMail(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resendLeadMail(id),
    onSuccess: async () => {
      toast({ title: 'E-mail Sent Again', description: 'The office e-mail of this lead has been sent again.' });
      await invalidateLeadQueries(queryClient);
    },
    onError: (error) => {
      reportLeadWriteError(error, 'Failed to send the e-mail. Please try again.');
      void invalidateLeadQueries(queryClient);
    },
  });
}
