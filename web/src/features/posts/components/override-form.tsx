/**
 * The frame of the service and page forms ("edited the same way"): the fields given as
 * children, a status select (draft or published, spec §4) and Save in the sticky save bar, the
 * unsaved-changes warning, and "Reset to built-in text" behind its confirm dialog. Saving POSTs
 * the first edit of a slug and PUTs the next ones; field errors from the API land on their
 * fields; a 401 logs out (spec §6); toasts in spec §8's style (title and message, destructive on
 * failure).
 */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { PageInput } from '@site/contract/page-input';
import type { Post } from '@site/contract/post';
import type { ServiceInput } from '@site/contract/service-input';
import { useState, type ReactNode } from 'react';
import { Controller, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { ResetAction, useConfirmedReset } from '../../../components/forms/reset-action';
import { SaveForm } from '../../../components/forms/save-form';
import { showFormFailure } from '../../../components/ui/failure-toast';
import { toast } from '../../../lib/toast';
import { useResetFixedSlugPost, useSaveFixedSlugPost } from '../api/fixed-slug-posts';
import { ResetOverrideDialog } from './reset-override-dialog';

export interface OverrideFormProps<V extends FieldValues, P> {
  form: UseFormReturn<V, unknown, P>;
  /** The post holding the text now, if any. */
  post: Post | undefined;
  /** The form's values for a post, or for the built-in text (undefined). */
  valuesFor: (post: Post | undefined) => V;
  /** The POST/PUT body of the parsed form. */
  toBody: (parsed: P) => ServiceInput | PageInput;
  /** What is edited, e.g. "the Landscaping service" (dialog text). */
  what: string;
  /** The form's accessible name, e.g. "Edit the Landscaping service". */
  label: string;
  children: ReactNode;
}

/** The post version this tab saved last (see `saved` in OverrideForm). */
let savedHere: { id: string; updatedAt: string } | null = null;

/** Notes `post` as the version this tab saved last. */
function rememberSaved(post: Post): void {
  savedHere = { id: post.id, updatedAt: post.updatedAt };
}

/** Tells the staff member what a successful save did (spec §8 style). */
function savedToast(post: Post): void {
  if (post.status === 'published')
    toast({ title: 'Changes Published', description: 'Visitors see your text within a minute.' });
  else toast({ title: 'Draft Saved', description: 'Visitors see the built-in text until you publish it.' });
}

/** The form around `children`. */
export function OverrideForm<V extends FieldValues, P>({
  form,
  post,
  valuesFor,
  toBody,
  what,
  label,
  children,
}: OverrideFormProps<V, P>) {
  const { control, handleSubmit, reset, setError } = form;
  const save = useSaveFixedSlugPost();
  const resetPost = useResetFixedSlugPost();
  // The edit pages key this form by the post's updatedAt, so a save remounts it: the version this
  // tab saved last says "All changes saved" after that remount too.
  const [saved, setSaved] = useState(
    () => post !== undefined && savedHere?.id === post.id && savedHere.updatedAt === post.updatedAt,
  );
  const fields = new Set(Object.keys(valuesFor(undefined)));

  // A 409 (or 404) says why in words of its own (the slug has its text already: another tab).
  const failed = (error: unknown, description: string) =>
    showFormFailure(
      error,
      setError,
      (field) => (fields.has(field) && field !== 'slug' ? (field as FieldPath<V>) : null),
      description,
      true,
    );

  const onValid = async (parsed: P) => {
    try {
      const next = await save.mutateAsync({ body: toBody(parsed), id: post?.id });
      reset(valuesFor(next));
      rememberSaved(next);
      setSaved(true);
      savedToast(next);
    } catch (error) {
      failed(error, 'Failed to save changes. Please try again.');
    }
  };

  // mutateAsync, not mutate's own callbacks: the reset removes the post, the screen refreshes and
  // this form may remount before the answer, and TanStack Query drops a remounted mutate's callbacks.
  const onReset = async () => {
    if (!post) return;
    try {
      await resetPost.mutateAsync(post.id);
      reset(valuesFor(undefined));
      setSaved(false);
      toast({ title: 'Reset to Built-in Text', description: 'Visitors see the built-in text again.' });
    } catch (error) {
      failed(error, 'Failed to reset. Please try again.');
    }
  };
  const confirmReset = useConfirmedReset(onReset);

  return (
    <SaveForm
      form={form}
      onSubmit={handleSubmit(onValid)}
      label={label}
      saved={saved}
      barActions={
        <Controller
          name={'status' as FieldPath<V>}
          control={control}
          render={({ field: { ref, ...field } }) => (
            <TextField
              {...field}
              inputRef={ref}
              select
              size="small"
              label="Status"
              sx={{ width: { xs: 120, sm: 150 }, flex: 'none' }}
            >
              <MenuItem value="draft">Draft</MenuItem>
              <MenuItem value="published">Published</MenuItem>
            </TextField>
          )}
        />
      }
    >
      {children}
      {post && (
        <ResetAction
          label="Reset to built-in text"
          note="Deletes your text and uploaded photo; visitors see the built-in text again."
          onClick={confirmReset.ask}
        />
      )}
      <ResetOverrideDialog {...confirmReset.dialog} what={what} pending={resetPost.isPending} />
    </SaveForm>
  );
}
