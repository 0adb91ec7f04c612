/**
 * The bulk actions of the Leads inbox ("select many → mark spam / change status /
 * delete"): shown while leads are selected, it says how many and offers Mark as spam, a status for
 * all, Delete and Clear. Every action asks first (the confirm dialog names how many leads), then
 * goes to the server in one call (POST /api/leads/bulk). Sticks to the bottom of the screen on a
 * phone, where the selection is made far down a long list.
 */
import Close from '@mui/icons-material/Close';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Block from '@mui/icons-material/Block';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { leadStatuses, leadStatusLabels, type LeadBulk, type LeadStatus } from '@site/contract/lead';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { leadCount, useBulkLeads } from '../api/lead-bulk';

export interface LeadsBulkBarProps {
  /** The selected leads' ids. */
  ids: readonly string[];
  onClear: () => void;
}

/** The bar and its confirm dialog; nothing while no lead is selected. */
export function LeadsBulkBar({ ids, onClear }: LeadsBulkBarProps) {
  const [pending, setPending] = useState<LeadBulk | null>(null);
  const bulk = useBulkLeads(onClear);
  if (ids.length === 0) return null;
  const ask = (action: { action: 'delete' } | { action: 'status'; status: LeadStatus }) =>
    setPending({ ...action, ids: [...ids] });
  const count = leadCount(ids.length);
  return (
    <Paper
      elevation={6}
      role="region"
      aria-label="Selected leads"
      sx={{
        position: 'sticky',
        bottom: { xs: 8, sm: 16 },
        zIndex: 'appBar',
        p: 1.25,
        borderRadius: 3,
        // A phone: the count, the status and Clear on one row, Mark as spam and Delete in two
        // equal columns under it; every word whole at 360 px. Wider: one row.
        display: { xs: 'grid', sm: 'flex' },
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        alignItems: 'center',
        gap: 1,
        '& .MuiButton-root': { whiteSpace: 'nowrap' },
        // On a phone the buttons' words fill their half: their icons give way.
        '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
      }}
    >
      <Box sx={{ gridColumn: '1 / -1', display: { xs: 'flex', sm: 'contents' }, alignItems: 'center', gap: 1 }}>
        {/* On a phone the count may take two lines, so "Set status" keeps its words. */}
        <Typography
          sx={{ fontWeight: 700, whiteSpace: { sm: 'nowrap' }, lineHeight: 1.25, minWidth: 0, mr: { sm: 'auto' } }}
          aria-live="polite"
        >
          {count} selected
        </Typography>
        <TextField
          select
          size="small"
          label="Set status"
          value=""
          onChange={(event) => ask({ action: 'status', status: event.target.value as LeadStatus })}
          sx={{ flex: { xs: '1 0 136px', sm: 'none' }, width: { sm: 150 } }}
        >
          {leadStatuses.map((status) => (
            <MenuItem key={status} value={status}>
              {leadStatusLabels[status]}
            </MenuItem>
          ))}
        </TextField>
        <IconButton aria-label="Clear selection" onClick={onClear} sx={{ display: { sm: 'none' } }}>
          <Close />
        </IconButton>
      </Box>
      <Button
        variant="outlined"
        color="error"
        startIcon={<Block aria-hidden />}
        onClick={() => ask({ action: 'status', status: 'spam' })}
      >
        Mark as spam
      </Button>
      <Button
        variant="contained"
        color="error"
        startIcon={<DeleteOutlined aria-hidden />}
        onClick={() => ask({ action: 'delete' })}
      >
        Delete
      </Button>
      <IconButton aria-label="Clear selection" onClick={onClear} sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
        <Close />
      </IconButton>
      <ConfirmDeleteDialog
        open={pending !== null}
        title={
          pending?.action === 'delete'
            ? 'Are you sure?'
            : `Mark ${count} as ${pending?.action === 'status' ? leadStatusLabels[pending.status] : ''}?`
        }
        text={
          <Box component="span">
            {pending?.action === 'delete'
              ? `This will permanently delete ${count}, their notes and their photos. This action cannot be undone.`
              : `The ${count} selected will be marked ${pending?.action === 'status' ? leadStatusLabels[pending.status] : ''}. You can change a lead's status again later.`}
          </Box>
        }
        confirmLabel={pending?.action === 'delete' ? 'Delete' : 'Change status'}
        pendingLabel={pending?.action === 'delete' ? 'Deleting...' : 'Saving...'}
        pending={bulk.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && bulk.mutate(pending, { onSettled: () => setPending(null) })}
      />
    </Paper>
  );
}
