/**
 * The confirm dialog of "Reset to built-in text" (issue 14: "'Reset to built-in text' removes the
 * override after a confirm dialog"): what goes (the staff's text and its uploaded photo), that
 * visitors get the built-in text back, and that it cannot be undone.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

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
export function ResetOverrideDialog({ open, what, pending, onCancel, onConfirm }: ResetOverrideDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onCancel}
      aria-labelledby="reset-override-title"
      aria-describedby="reset-override-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="reset-override-title">Reset to built-in text?</DialogTitle>
      <DialogContent>
        <DialogContentText id="reset-override-text">
          This deletes your text for {what}, and any photo you uploaded for it. Visitors will see the built-in text again.
          This cannot be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} disabled={pending} variant="outlined">
          Cancel
        </Button>
        <Button onClick={onConfirm} disabled={pending} variant="contained" color="error">
          {pending ? 'Resetting...' : 'Reset'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
