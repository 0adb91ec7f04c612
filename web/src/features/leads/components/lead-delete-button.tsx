/**
 * Deleting a lead (issue 13: "delete with a confirm dialog"; a privacy erasure of the lead and
 * its photos). The dialog follows the Admin Panel's (spec §2): 'Are you sure?', what will be
 * deleted, Cancel and Delete.
 */
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Lead } from '@site/contract/lead';
import { useState } from 'react';
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
      <Button color="error" variant="outlined" startIcon={<DeleteOutlined aria-hidden />} onClick={() => setOpen(true)} sx={{ justifySelf: 'start' }}>
        Delete lead
      </Button>
      <Dialog
        open={open}
        onClose={deletion.isPending ? undefined : close}
        aria-labelledby="delete-lead-title"
        aria-describedby="delete-lead-text"
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id="delete-lead-title">Are you sure?</DialogTitle>
        <DialogContent>
          <DialogContentText id="delete-lead-text">
            This will permanently delete the request from &quot;{lead.name}&quot; ({lead.reference}), its notes and its photos. This
            action cannot be undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={close} disabled={deletion.isPending} variant="outlined">
            Cancel
          </Button>
          <Button onClick={() => deletion.mutate(lead.id, { onSettled: close })} disabled={deletion.isPending} variant="contained" color="error">
            {deletion.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
