/**
 * A list of rows with several text fields each, with add and remove
 * ("add/remove rows for the lists"): react-hook-form's useFieldArray, so each row keeps its
 * identity (and its focus and errors) when another is removed. On a phone each row is a small
 * card with its fields stacked; from `sm` up, the fields sit side by side.
 */
import Box from '@mui/material/Box';
import {
  useFieldArray,
  useFormState,
  type ArrayPath,
  type Control,
  type FieldArray,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { ControlledTextField } from './controlled-text-field';
import { listErrorMessage } from './list-error';
import { EditableList, RemoveEntryButton } from './editable-list';

/** One field of a row. */
export interface RowColumn {
  key: string;
  label: string;
  placeholder?: string;
  /** Relative width from `sm` up (CSS grid fr units; default 1). */
  grow?: number;
  type?: string;
  inputMode?: 'text' | 'url' | 'email' | 'tel';
}

export interface RowListFieldProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: ArrayPath<T>;
  columns: readonly RowColumn[];
  /** A new, empty row. */
  newRow: () => FieldArray<T, ArrayPath<T>>;
  /** What one row is, e.g. 'licence' ("Add licence", "Remove licence 2"). */
  itemLabel: string;
  /** At most this many rows. */
  max: number;
  /** Shown when the list is empty. */
  emptyText: string;
}

/** The rows, their remove buttons and the add button. */
export function RowListField<T extends FieldValues, O>({
  control,
  name,
  columns,
  newRow,
  itemLabel,
  max,
  emptyText,
}: RowListFieldProps<T, O>) {
  const { fields, append, remove } = useFieldArray({ control, name });
  const { errors } = useFormState({ control, name: name as unknown as FieldPath<T> });
  const listError = listErrorMessage(errors, name);
  const template = columns.map((column) => `minmax(0, ${column.grow ?? 1}fr)`).join(' ');

  return (
    <EditableList
      itemLabel={itemLabel}
      count={fields.length}
      max={max}
      onAdd={() => append(newRow())}
      emptyText={emptyText}
      error={listError}
    >
      {fields.map((field, index) => (
        <Box
          key={field.id}
          role="group"
          aria-label={`${itemLabel} ${index + 1}`}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: `${template} auto` },
            gap: 1.5,
            alignItems: 'start',
            p: { xs: 1.5, sm: 0 },
            borderWidth: { xs: 1, sm: 0 },
            borderStyle: 'solid',
            borderColor: 'divider',
            borderRadius: 2,
          }}
        >
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', sm: template },
              gridColumn: { sm: `1 / span ${columns.length}` },
            }}
          >
            {columns.map((column) => (
              <ControlledTextField
                key={column.key}
                control={control}
                name={`${name}.${index}.${column.key}` as FieldPath<T>}
                label={column.label}
                placeholder={column.placeholder}
                type={column.type}
                size="small"
                quietUntilTouched
                slotProps={{ htmlInput: { inputMode: column.inputMode } }}
              />
            ))}
          </Box>
          <RemoveEntryButton label={`${itemLabel} ${index + 1}`} onClick={() => remove(index)} />
        </Box>
      ))}
    </EditableList>
  );
}
