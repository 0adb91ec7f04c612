/**
 * The lead's status (new, contacted, quoted, won, lost, spam), changed with one pick;
 * the new status is saved at once (PATCH) and confirmed by a toast.
 */
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { leadStatuses, type Lead, type LeadStatus } from '@site/contract/lead';
import { useUpdateLead } from '../api/update-lead';
import { leadStatusLabels } from '../lead-labels';
import { DetailCard } from './detail-card';

/** The status card. */
export function LeadStatusSelect({ lead }: { lead: Lead }) {
  const update = useUpdateLead(lead.id);
  const saving = update.isPending && update.variables?.status !== undefined;
  return (
    <DetailCard title="Status">
      <TextField
        select
        label="Status"
        value={saving ? (update.variables?.status ?? lead.status) : lead.status}
        disabled={update.isPending}
        onChange={(event) => update.mutate({ status: event.target.value as LeadStatus })}
        helperText={saving ? 'Saving...' : 'Where this request stands'}
        slotProps={{
          input: {
            endAdornment: saving ? (
              <InputAdornment position="end" sx={{ mr: 3 }}>
                <CircularProgress size={18} aria-hidden />
              </InputAdornment>
            ) : undefined,
          },
        }}
      >
        {leadStatuses.map((status) => (
          <MenuItem key={status} value={status}>
            {leadStatusLabels[status]}
          </MenuItem>
        ))}
      </TextField>
    </DetailCard>
  );
}
