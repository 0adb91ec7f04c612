/**
 * The failure message of a staff action (spec §8: a destructive toast, title 'Error'). A 401
 * shows nothing here: the QueryClient's caches run the logged-out flow for every query and
 * mutation (lib/query-client.ts, spec §6).
 */
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
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

/**
 * A form's save (or reset) failed: the API's field errors (DESIGN §6 `{message, errors: {field:
 * text}}`) go on the form's fields, the first one focused, and the failure toast says what failed
 * (toastFailure). A 401 shows nothing (the logged-out flow).
 * @param setError the form's react-hook-form `setError`
 * @param fieldOf the form's path of an API field, or null for a field this form does not show
 * @param description what failed, in the spec's words
 * @param serverWords as toastFailure's
 */
export function showFormFailure<V extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<V>,
  fieldOf: (field: string) => FieldPath<V> | null,
  description: string,
  serverWords = false,
): void {
  if (isUnauthorizedError(error)) return;
  const onFields = Object.entries(parseApiFailure(error).fieldErrors).flatMap(([field, message]) => {
    const path = fieldOf(field);
    return path ? [{ path, message }] : [];
  });
  onFields.forEach(({ path, message }, index) =>
    setError(path, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  toastFailure(error, description, serverWords);
}
