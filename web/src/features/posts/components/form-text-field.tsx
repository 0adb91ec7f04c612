/**
 * A MUI TextField bound to one text field of the project form (react-hook-form Controller):
 * shows the field's validation message (client zod or server `errors`) in place of its hint,
 * with aria-invalid and the message linked by aria-describedby (MUI does both).
 */
import type { TextFieldProps } from '@mui/material/TextField';
import { ControlledTextField } from '../../../components/forms/controlled-text-field';
import type { ProjectFormControl } from '../project-form-values';

/** The plain text fields of the form. */
export type TextFieldName =
  'title' | 'content' | 'excerpt' | 'location' | 'completionDate' | 'metaTitle' | 'metaDescription';

export type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: TextFieldName;
  control: ProjectFormControl;
};

/** One bound, full-width text field (components/forms ControlledTextField, for the project form's names). */
export function FormTextField(props: FormTextFieldProps) {
  return <ControlledTextField {...props} />;
}
