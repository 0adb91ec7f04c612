/**
 * The confirm dialog of "Reset to built-in text" (issue 14: "'Reset to built-in text' removes the
 * override after a confirm dialog"): what goes (the staff's text and its uploaded photo), that
 * visitors get the built-in text back, and that it cannot be undone.
 */
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';

export interface ResetOverrideDialogProps {
  open: boolean;
  /** What is reset, e.g. "the Landscaping service". */
  what: string;
  /** The reset request is running: the buttons wait. */
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The dialog. */
export function ResetOverrideDialog({ what, ...props }: ResetOverrideDialogProps) {
  return (
    <ConfirmDeleteDialog
      {...props}
      title="Reset to built-in text?"
      text={`This deletes your text for ${what}, and any photo you uploaded for it. Visitors will see the built-in text again. This cannot be undone.`}
      confirmLabel="Reset"
      pendingLabel="Resetting..."
    />
  );
}
