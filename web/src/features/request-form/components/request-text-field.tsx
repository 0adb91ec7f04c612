/**
 * A MUI TextField bound to one text field of the request form (react-hook-form Controller): its
 * id is the one the error summary links to (`request-{name}`), and its error replaces its hint,
 * with aria-invalid and aria-describedby set by MUI.
 */
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control } from 'react-hook-form';
import { fieldId } from '../field-ids';
import type { RequestFormValues } from '../request-form-values';

/** The text fields of the form. */
export type RequestTextName = 'name' | 'phone' | 'email' | 'street' | 'town' | 'message';

export type RequestTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'id'> & {
  name: RequestTextName;
  control: Control<RequestFormValues>;
  /** Fields to check again when this one changes (phone ↔ e-mail: one of them is required). */
  deps?: RequestTextName[];
};

/** One bound, full-width text field. */
export function RequestTextField({ name, control, deps, helperText, ...props }: RequestTextFieldProps) {
  return (
    <Controller
      name={name}
      control={control}
      rules={deps ? { deps } : undefined}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...props}
          {...field}
          id={fieldId(name)}
          inputRef={ref}
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
