/**
 * The confirmation before a permanent delete (spec §2 Admin Panel: 'Are you sure?', what will be
 * deleted and that it cannot be undone, Cancel and Delete), for projects and leads alike, and
 * for the other permanent removals (a service or page override's reset) with their own words.
 * While the delete runs, Delete reads 'Deleting...' and neither button nor Escape closes it.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  /** What will be deleted, e.g. 'This will permanently delete "…". This action cannot be undone.' */
  text: ReactNode;
  /** The delete request is running. */
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** The title (default 'Are you sure?'). */
  title?: string;
  /** The confirm button, and its text while the request runs (default 'Delete', 'Deleting...'). */
  confirmLabel?: string;
  pendingLabel?: string;
}

/** The dialog. */
export function ConfirmDeleteDialog({
  open,
  text,
  pending,
  onCancel,
  onConfirm,
  title = 'Are you sure?',
  confirmLabel = 'Delete',
  pendingLabel = 'Deleting...',
}: ConfirmDeleteDialogProps) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} disabled={pending} variant="outlined">
          Cancel
        </Button>
        <Button onClick={onConfirm} disabled={pending} variant="contained" color="error">
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
