/**
 * A MUI TextField bound to one text field of the project form (react-hook-form Controller):
 * shows the field's validation message (client zod or server `errors`) in place of its hint,
 * with aria-invalid and the message linked by aria-describedby (MUI does both).
 */
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import type { ProjectFormControl } from '../project-form-values';

/** The plain text fields of the form. */
export type TextFieldName =
  'title' | 'content' | 'excerpt' | 'location' | 'completionDate' | 'metaTitle' | 'metaDescription';

export type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: TextFieldName;
  control: ProjectFormControl;
};

/** One bound, full-width text field. */
export function FormTextField({ name, control, helperText, ...props }: FormTextFieldProps) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, value, ...field }, fieldState }) => (
        <TextField
          {...props}
          {...field}
          value={value ?? ''}
          inputRef={ref}
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
