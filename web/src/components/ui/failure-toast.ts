/**
 * The failure message of a staff action (spec §8: a destructive toast, title 'Error'). A 401
 * shows nothing here: the QueryClient's caches run the logged-out flow for every query and
 * mutation (lib/query-client.ts, spec §6).
 */
import { isUnauthorizedError } from '../../lib/api-client';
import { parseApiFailure } from '../../lib/api-failure';
import { toast } from '../../lib/toast';

/**
 * Shows the failure of `error`, unless it is a 401.
 * @param description what failed, in the spec's words ('Failed to … Please try again.')
 * @param serverWords with true, a 404 (gone) or 409 (conflict) says the server's own words
 *   instead, which name what happened to this item
 */
export function toastFailure(error: unknown, description: string, serverWords = false): void {
  if (isUnauthorizedError(error)) return;
  const { status, message } = parseApiFailure(error);
  const own = serverWords && (status === 404 || status === 409) && message;
  toast({ title: 'Error', description: own || description, variant: 'destructive' });
}
