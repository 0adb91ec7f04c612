/**
 * What every staff write on a lead does afterwards (issue 13 Staff side): refetch what shows
 * leads. Its failures are toasted by components/ui/failure-toast.ts (a 401 is the logged-out flow).
 */
import type { QueryClient } from '@tanstack/react-query';

/**
 * Refetches every query whose key starts with '/api/leads': the lists, each lead and the navbar's
 * count of new leads (their keys are their GET paths, spec §7).
 */
export function invalidateLeadQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/api/leads'),
  });
}
