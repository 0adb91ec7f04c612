/**
 * One text field of the request form as the server renders it (a native form that
 * works without JavaScript): a MUI TextField, uncontrolled (`defaultValue`), named for the form
 * post, with the id the error summary links to (`request-{name}`). Its error, when the server
 * found one, replaces its hint; the island (request-form-island.ts) swaps the same helper text
 * and `Mui-error` classes when it checks the form in the browser. Its label always sits above the
 * field (shrunk, the outline notched for it), as no script moves it there when the field fills.
 */
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { fieldId } from '../field-ids';
import type { RequestErrors, RequestFormValues } from '../request-form-values';

/** The text fields of the form. */
export type RequestTextName = 'name' | 'phone' | 'email' | 'street' | 'town' | 'message';

export type RequestTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'error' | 'id'> & {
  name: RequestTextName;
  /** What was sent (kept after a failed post) and the server's messages, by field. */
  form: { values: RequestFormValues; errors: RequestErrors };
};

/** One full-width text field. */
export function RequestTextField({ name, form, helperText, slotProps, ...props }: RequestTextFieldProps) {
  const error = form.errors[name];
  const helperSlot = (slotProps?.formHelperText ?? {}) as object;
  return (
    <TextField
      {...props}
      name={name}
      defaultValue={form.values[name]}
      id={fieldId(name)}
      fullWidth
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{
        ...slotProps,
        // Always above the field: MUI moves a label up with React state when the field is
        // filled or focused, and this form runs no React in the browser.
        inputLabel: { shrink: true },
        formHelperText: { ...helperSlot, 'data-hint': typeof helperText === 'string' ? helperText : '' } as object,
      }}
    />
  );
}
