/**
 * Where a staff form stands, for its sticky save bar ("clear states"): nothing changed,
 * unsaved changes, saving, saved, or fields to fix after a submit.
 */

/** Where the form stands. */
export type SaveBarState = 'clean' | 'dirty' | 'saving' | 'saved' | 'invalid';

/**
 * The state of a react-hook-form form for the bar.
 * @param form its formState (`isDirty`, `isSubmitting`, `isSubmitted`, `errors`)
 * @param saved whether a save has succeeded since the page opened
 * @returns 'invalid' while a submitted form still has errors, else as the names say
 */
export function saveBarState(
  form: { isDirty: boolean; isSubmitting: boolean; isSubmitted: boolean; errors: object },
  saved: boolean,
): SaveBarState {
  if (form.isSubmitting) return 'saving';
  if (form.isSubmitted && Object.keys(form.errors).length > 0) return 'invalid';
  if (form.isDirty) return 'dirty';
  return saved ? 'saved' : 'clean';
}
