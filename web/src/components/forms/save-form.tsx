/**
 * The frame of a staff edit form that saves in place ("sticky save bar … clear states",
 * "unsaved-changes warning"): the form element around its fields, then the sticky save bar (Save,
 * Discard, where the form stands) and the warning on leaving with unsaved changes. Used by the
 * Company details form, the service and page forms and the hero slides editor. useSaveInPlace is
 * the save of the Company form and the hero slides editor.
 */
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState, type FormEventHandler, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { toast, type ToastOptions } from '../../lib/toast';
import { saveBarState } from './save-bar-state';
import { StickySaveBar } from './sticky-save-bar';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

export interface SaveFormProps<V extends FieldValues> {
  /** The react-hook-form form (its `formState` and `reset`: Discard puts back the saved values). */
  form: Pick<UseFormReturn<V, unknown, unknown>, 'formState' | 'reset'>;
  /** The submit handler, e.g. `handleSubmit(onValid)`. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's accessible name. */
  label: string;
  /** Whether a save has succeeded since the form opened (the bar says "All changes saved"). */
  saved: boolean;
  /** More actions at the start of the bar (e.g. a status select). */
  barActions?: ReactNode;
  /** The form's layout; by default a column of fields 920 px wide at most. */
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** The form, its fields (`children`), the save bar and the unsaved-changes warning. */
export function SaveForm<V extends FieldValues>({
  form,
  onSubmit,
  label,
  saved,
  barActions,
  sx = { display: 'grid', gap: 3, maxWidth: 920 },
  children,
}: SaveFormProps<V>) {
  const { formState, reset } = form;
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={label} sx={sx}>
      {children}
      <StickySaveBar state={saveBarState(formState, saved)} saveLabel="Save" onDiscard={() => reset()}>
        {barActions}
      </StickySaveBar>
      <UnsavedChangesGuard when={formState.isDirty && !formState.isSubmitting} />
    </Box>
  );
}

/**
 * Takes the form, `save` (the values as typed → what the server kept), `valuesOf` (the form's
 * values of what was kept), the toast of a save and `failed` (what a failure does); returns
 * `saved` and `setSaved` (SaveForm's `saved`) and `onValid` (for handleSubmit: saves, resets the
 * form to what was kept, shows the toast).
 */
export function useSaveInPlace<V extends FieldValues, R>({
  form,
  save,
  valuesOf,
  savedToast,
  failed,
}: {
  form: Pick<UseFormReturn<V, unknown, unknown>, 'getValues' | 'reset'>;
  save: (values: V) => Promise<R>;
  valuesOf: (kept: R) => V;
  savedToast: ToastOptions;
  failed: (error: unknown) => void;
}) {
  const [saved, setSaved] = useState(false);
  const onValid = async () => {
    try {
      // The values as typed (the body is the schema's input; the server parses it again).
      const next = await save(form.getValues());
      form.reset(valuesOf(next));
      setSaved(true);
      toast(savedToast);
    } catch (error) {
      failed(error);
    }
  };
  return { saved, setSaved, onValid };
}
