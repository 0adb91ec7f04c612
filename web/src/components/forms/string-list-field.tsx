/**
 * A list of single texts with add and remove (the towns served, the
 * addresses that receive lead e-mails). Bound with one Controller to the whole list, so the zod
 * resolver's messages land on the list (e.g. "Add at least one area served") and on each entry.
 */
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { EditableList, RemoveEntryButton } from './editable-list';

export interface StringListFieldProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  /** What one entry is, e.g. 'area' ("Add area", "Area 2", "Remove area 2"). */
  itemLabel: string;
  max: number;
  emptyText: string;
  placeholder?: string;
  type?: 'text' | 'email';
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The entries, their remove buttons and the add button. */
export function StringListField<T extends FieldValues, O>({
  control,
  name,
  itemLabel,
  max,
  emptyText,
  placeholder,
  type = 'text',
}: StringListFieldProps<T, O>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const values: string[] = Array.isArray(field.value) ? field.value : [];
        const itemErrors = fieldState.error as unknown as Record<number, { message?: string } | undefined> | undefined;
        const set = (next: string[]) => field.onChange(next);
        return (
          <EditableList
            itemLabel={itemLabel}
            count={values.length}
            max={max}
            onAdd={() => set([...values, ''])}
            emptyText={emptyText}
            error={fieldState.error?.message}
          >
            {values.map((value, index) => (
              // Index keys: the inputs are controlled, so a removal re-labels rows without losing text.
              <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <TextField
                  value={value}
                  onChange={(event) => set(values.map((v, i) => (i === index ? event.target.value : v)))}
                  onBlur={field.onBlur}
                  inputRef={index === 0 ? field.ref : undefined}
                  label={`${capitalized(itemLabel)} ${index + 1}`}
                  placeholder={placeholder}
                  type={type}
                  size="small"
                  fullWidth
                  error={Boolean(itemErrors?.[index]?.message)}
                  helperText={itemErrors?.[index]?.message}
                />
                <RemoveEntryButton
                  label={`${itemLabel} ${index + 1}`}
                  onClick={() => set(values.filter((_, i) => i !== index))}
                />
              </Box>
            ))}
          </EditableList>
        );
      }}
    />
  );
}
