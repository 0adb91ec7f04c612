/**
 * The frame of a staff edit form that saves in place (issue 14: "sticky save bar … clear states",
 * "unsaved-changes warning"): the form element around its fields, then the sticky save bar (Save,
 * Discard, where the form stands) and the warning on leaving with unsaved changes. Used by the
 * Company details form, the service and page forms and the hero slides editor.
 */
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
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
