/**
 * A MUI TextField bound to one text field of any react-hook-form form (a Controller): shows the
 * field's validation message (client zod or server `errors`) in place of its hint, with
 * aria-invalid and the message linked by aria-describedby (MUI does both). With `type="number"`
 * the field holds a number: an empty box is NaN (the schema's "expected number" message), and NaN
 * or undefined shows as an empty box. ControlledTextFields renders a form's plain text fields from
 * a table of their props.
 */
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** Props: a TextField's, with the form's `control` (any submit output type) and the field's `name`. */
export type ControlledTextFieldProps<T extends FieldValues, O> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'error'
> & {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  /**
   * Shows the field's error only once it has been left (touched) or the form submitted: for a
   * field that appears empty on request (a new row of a list), so it is not red before anything
   * is typed.
   */
  quietUntilTouched?: boolean;
};

/** One bound, full-width text field. */
export function ControlledTextField<T extends FieldValues, O>({
  name,
  control,
  helperText,
  quietUntilTouched = false,
  ...props
}: ControlledTextFieldProps<T, O>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, value, onChange, ...field }, fieldState, formState }) => {
        const shown =
          // Not isDirty: a row added to a list is "dirty" at once (its field was not in the defaults).
          !quietUntilTouched || fieldState.isTouched || formState.isSubmitted ? fieldState.error : undefined;
        return (
          <TextField
            {...props}
            {...field}
            value={value === undefined || value === null || Number.isNaN(value) ? '' : value}
            onChange={
              props.type === 'number'
                ? (event) => onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))
                : onChange
            }
            inputRef={ref}
            fullWidth
            error={Boolean(shown)}
            helperText={shown?.message ?? helperText}
          />
        );
      }}
    />
  );
}

/** One field of a ControlledTextFields table: a ControlledTextField's props without `control`. */
export type TextFieldDefinition<T extends FieldValues, O = T> = Omit<ControlledTextFieldProps<T, O>, 'control'>;

/** Takes the form's `control` and a table of `fields`; returns one bound text field each, in order. */
export function ControlledTextFields<T extends FieldValues, O>({
  control,
  fields,
}: {
  control: Control<T, unknown, O>;
  fields: readonly TextFieldDefinition<T, O>[];
}) {
  return fields.map((field) => <ControlledTextField key={field.name} control={control} {...field} />);
}
