/**
 * The frame of the admin's small add-or-edit forms (a redirect, a review): the form element
 * around its fields, the submit button ("Saving..." while the save runs) and, when editing,
 * Cancel. On submit it saves, shows the toast the save returns, empties the form and calls
 * `onDone`; a failure lands on the fields the server names, with a toast in the server's words.
 * AddRecordCard is the card of a section's add form, under its heading.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { showFormFailure } from '../../../components/ui/failure-toast';
import { toast, type ToastOptions } from '../../../lib/toast';

export interface RecordFormProps<V extends FieldValues, P> {
  /** The react-hook-form form. */
  form: UseFormReturn<V, unknown, P>;
  /** Saves the parsed values; resolves to the toast that says what was saved. */
  onSave: (values: P) => Promise<ToastOptions>;
  /** Whether the save runs (the buttons are off). */
  pending: boolean;
  /** The form's values after a save: empty, for the next one. */
  empty: () => V;
  /** The form's field of a field the server names, else null. */
  fieldOf: (field: string) => FieldPath<V> | null;
  /** The failure toast's text. */
  failure: string;
  /** The form's accessible name. */
  label: string;
  /** The submit button's text, e.g. 'Save' or 'Add'. */
  submitLabel: string;
  /** Called after a save, and by Cancel (shown when `editing`). */
  onDone?: (() => void) | undefined;
  editing: boolean;
  /** The form's grid. */
  sx: SxProps<Theme>;
  /** Where the buttons' row sits in that grid. */
  actionsSx: SxProps<Theme>;
  children: ReactNode;
}

/** Takes the fields (`children`), the form and its save; returns the form with its buttons. */
export function RecordForm<V extends FieldValues, P>({
  form,
  onSave,
  pending,
  empty,
  fieldOf,
  failure,
  label,
  submitLabel,
  onDone,
  editing,
  sx,
  actionsSx,
  children,
}: RecordFormProps<V, P>) {
  const onValid = async (values: P) => {
    try {
      void toast(await onSave(values));
      form.reset(empty());
      onDone?.();
    } catch (error) {
      showFormFailure(error, form.setError, fieldOf, failure, true);
    }
  };
  return (
    <Box component="form" noValidate aria-label={label} onSubmit={form.handleSubmit(onValid)} sx={sx}>
      {children}
      <Box sx={[{ display: 'flex', gap: 1 }, ...(Array.isArray(actionsSx) ? actionsSx : [actionsSx])]}>
        <Button type="submit" variant="contained" disabled={pending}>
          {pending ? 'Saving...' : submitLabel}
        </Button>
        {onDone && editing && (
          <Button variant="outlined" onClick={onDone} disabled={pending}>
            Cancel
          </Button>
        )}
      </Box>
    </Box>
  );
}

/** Takes the heading (e.g. 'Add a review') and the add form with any note; returns them in an outlined card. */
export function AddRecordCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
