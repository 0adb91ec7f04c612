/**
 * The delete confirmation (spec §2 Admin Panel): 'Are you sure?', 'This will permanently
 * delete "{title}". This action cannot be undone.', Cancel and Delete.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Post } from '@site/contract/post';
import { useState } from 'react';

export interface DeletePostDialogProps {
  /** The post to delete; null closes the dialog. */
  post: Post | null;
  /** The delete request is running: Delete shows 'Deleting...' and both buttons wait. */
  pending: boolean;
  onCancel: () => void;
  onConfirm: (post: Post) => void;
}

/** The confirm dialog; keeps showing the last title while it fades out. */
export function DeletePostDialog({ post, pending, onCancel, onConfirm }: DeletePostDialogProps) {
  const [shown, setShown] = useState<Post | null>(post);
  if (post && post !== shown) setShown(post);
  const title = (post ?? shown)?.title ?? '';

  return (
    <Dialog
      open={post !== null}
      onClose={pending ? undefined : onCancel}
      aria-labelledby="delete-post-title"
      aria-describedby="delete-post-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="delete-post-title">Are you sure?</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-post-text">
          This will permanently delete &quot;{title}&quot;. This action cannot be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} disabled={pending} variant="outlined">
          Cancel
        </Button>
        <Button onClick={() => post && onConfirm(post)} disabled={pending} variant="contained" color="error">
          {pending ? 'Deleting...' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
