/**
 * A staff action that failed (spec §6, §8): a 401 is the logged-out flow (the toast, then sign
 * in: lib/unauthorized.ts); otherwise a failure toast with the server's own words when they say
 * what happened to this item (404 gone, 409 conflict), else `fallback`.
 */
import { toast } from '../../components/ui/use-toast';
import { isUnauthorizedError } from '../../lib/api-client';
import { parseApiFailure } from '../../lib/api-failure';
import { handleUnauthorized } from '../../lib/unauthorized';

/** Shows the failure of `error` (see the module comment). */
export function toastAdminFailure(error: unknown, fallback: string): void {
  if (isUnauthorizedError(error)) {
    handleUnauthorized();
    return;
  }
  const { status, message } = parseApiFailure(error);
  toast({ title: 'Error', description: status === 404 || status === 409 ? message : fallback, variant: 'destructive' });
}
