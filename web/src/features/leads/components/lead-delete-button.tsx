/**
 * Deleting a lead ("delete with a confirm dialog"; a privacy erasure of the lead and
 * its photos). The dialog follows the Admin Panel's (spec §2): 'Are you sure?', what will be
 * deleted, Cancel and Delete.
 */
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import type { Lead } from '@site/contract/lead';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { useDeleteLead } from '../api/delete-lead';

export interface LeadDeleteButtonProps {
  lead: Pick<Lead, 'id' | 'name' | 'reference'>;
  /** After the lead is gone: leaves the detail view (may return the navigation's promise). */
  onDeleted: () => unknown;
}

/** 'Delete lead' and its confirm dialog. */
export function LeadDeleteButton({ lead, onDeleted }: LeadDeleteButtonProps) {
  const [open, setOpen] = useState(false);
  const deletion = useDeleteLead(onDeleted);
  const close = () => setOpen(false);
  return (
    <>
      <Button
        color="error"
        variant="outlined"
        startIcon={<DeleteOutlined aria-hidden />}
        onClick={() => setOpen(true)}
        sx={{ justifySelf: 'start' }}
      >
        Delete lead
      </Button>
      <ConfirmDeleteDialog
        open={open}
        text={
          <>
            This will permanently delete the request from &quot;{lead.name}&quot; ({lead.reference}), its notes and its
            photos. This action cannot be undone.
          </>
        }
        pending={deletion.isPending}
        onCancel={close}
        onConfirm={() => deletion.mutate(lead.id, { onSettled: close })}
      />
    </>
  );
}
