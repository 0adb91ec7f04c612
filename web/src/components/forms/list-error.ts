/**
 * The message about a list as a whole (e.g. "Add at least one area served") in react-hook-form's
 * errors: the zod resolver puts it on the list's path, or on its `root` for a field array.
 */
import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * @param errors the form's errors (useFormState)
 * @param name the list's path, e.g. 'licenses'
 * @returns the message, or undefined when the list as a whole has none
 */
export function listErrorMessage<T extends FieldValues>(errors: FieldErrors<T>, name: string): string | undefined {
  const entry = name
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors);
  if (!entry || typeof entry !== 'object') return undefined;
  const { message, root } = entry as { message?: unknown; root?: { message?: unknown } };
  if (typeof message === 'string') return message;
  return typeof root?.message === 'string' ? root.message : undefined;
}
