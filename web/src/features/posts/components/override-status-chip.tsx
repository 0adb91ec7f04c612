/**
 * The status of a service or page's text as a chip ("Built-in text", "Edited",
 * "Draft edit"): grey, green and amber like the post status badges (spec §4 badge colours).
 */
import Chip from '@mui/material/Chip';
import { overrideStatusLabels, type OverrideStatus } from '../override-status';

const colors = { 'built-in': 'default', edited: 'success', 'draft-edit': 'warning', 'no-text': 'default' } as const;

/** The chip. */
export function OverrideStatusChip({ status }: { status: OverrideStatus }) {
  return (
    <Chip
      size="small"
      label={overrideStatusLabels[status]}
      color={colors[status]}
      variant={status === 'edited' || status === 'draft-edit' ? 'filled' : 'outlined'}
      sx={{ fontWeight: 600 }}
    />
  );
}
