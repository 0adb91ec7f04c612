/**
 * The confirm-then-delete flow of a staff list (the Reviews, Redirects and Trash sections; spec §2
 * Admin Panel "Are you sure?"): which item waits for its confirmation, and, once confirmed, the
 * delete with the spec §8 toasts. The dialog closes when the delete settles, success or not.
 */
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { toastFailure } from '../../../components/ui/failure-toast';
import type { ConfirmDeleteDialogProps } from '../../../components/ui/confirm-delete-dialog';
import { toast, type ToastOptions } from '../../../lib/toast';

/**
 * @param remove the list's delete mutation, called with the item's id
 * @param deleted the success toast of an item
 * @param failed the failure text ('Failed to … Please try again.'); a 401 shows nothing (the
 *   logged-out flow)
 * @param serverWords with true (the default), a 404 or 409 says the server's own words instead
 *   (toastFailure's serverWords)
 * @returns `confirming` (the item waiting, or null), `ask(item)` (opens the dialog for it) and
 *   `dialog` (ConfirmDeleteDialog's open, pending, onCancel and onConfirm)
 */
export function useConfirmedDelete<Item extends { id: string }>(
  remove: UseMutationResult<void, Error, string>,
  deleted: (item: Item) => ToastOptions,
  failed: string,
  serverWords = true,
) {
  const [confirming, setConfirming] = useState<Item | null>(null);
  const confirm = (item: Item) =>
    remove.mutate(item.id, {
      onSuccess: () => {
        setConfirming(null);
        void toast(deleted(item));
      },
      onError: (error) => {
        setConfirming(null);
        toastFailure(error, failed, serverWords);
      },
    });
  const dialog: Pick<ConfirmDeleteDialogProps, 'open' | 'pending' | 'onCancel' | 'onConfirm'> = {
    open: confirming !== null,
    pending: remove.isPending,
    onCancel: () => setConfirming(null),
    onConfirm: () => confirming && confirm(confirming),
  };
  return { confirming, ask: setConfirming, dialog };
}
