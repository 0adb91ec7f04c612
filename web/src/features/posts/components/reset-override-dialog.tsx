/**
 * The confirm dialog of "Reset to built-in text" ("'Reset to built-in text' removes the
 * override after a confirm dialog"): that visitors get the built-in text back, and that the
 * staff's text and its photo go to the Trash, restorable for 30 days.
 */
import { trashDays } from '@site/contract/trash';
import { ConfirmDeleteDialog, type ConfirmDeleteDialogProps } from '../../../components/ui/confirm-delete-dialog';

/** The confirm dialog's state and callbacks (`pending`: the reset request is running), and what is reset. */
export type ResetOverrideDialogProps = Pick<ConfirmDeleteDialogProps, 'open' | 'pending' | 'onCancel' | 'onConfirm'> & {
  /** What is reset, e.g. "the Landscaping service". */
  what: string;
};

/** The dialog. */
export function ResetOverrideDialog({ what, ...props }: ResetOverrideDialogProps) {
  return (
    <ConfirmDeleteDialog
      {...props}
      title="Reset to built-in text?"
      text={`Visitors will see the built-in text again. Your text for ${what}, and any photo you uploaded for it, goes to the Trash: you can restore it from there within ${trashDays} days.`}
      confirmLabel="Reset"
      pendingLabel="Resetting..."
    />
  );
}
