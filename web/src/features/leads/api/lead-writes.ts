/**
 * What every staff write on a lead does afterwards (issue 13 Staff side): refetch what shows
 * leads, and on failure the spec's feedback — a 401 is the logged-out flow (spec §6, §8), any
 * other failure a destructive toast (spec §8 style: title 'Error' and a message).
 */
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/use-toast';
import { isUnauthorizedError } from '../../../lib/api-client';
import { handleUnauthorized } from '../../../lib/unauthorized';

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
 * The feedback of a failed write: 401 → 'Unauthorized' toast and the login redirect; else the
 * destructive toast 'Error' / `description`.
 */
export function reportLeadWriteError(error: unknown, description: string): void {
  if (isUnauthorizedError(error)) {
    handleUnauthorized();
    return;
  }
  toast({ title: 'Error', description, variant: 'destructive' });
}
