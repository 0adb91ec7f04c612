/**
 * Turning zod failures into the API's validation error (DESIGN §6:
 * `{message, errors: {field: text}}`), shared by every route that parses input with a
 * contract schema.
 */
import type { z } from 'zod';
import type { ApiError } from '@site/contract/api';

/**
 * The `errors` map of a zod error: one text per field (the first issue of each), keyed by the
 * dotted path; issues about the whole input are keyed `_`.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The 400 body for a zod error.
 * @param message what was invalid, e.g. "Invalid query parameters"
 */
export function validationError(message: string, error: z.ZodError): ApiError {
  return { message, errors: fieldErrors(error) };
}
