/**
 * "Reset to built-in text" / "Reset to the designed slides": the red
 * outlined button that opens the form's confirm dialog, with a line saying what a reset deletes;
 * useConfirmedReset holds that dialog's state.
 */
import RestartAlt from '@mui/icons-material/RestartAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

export interface ResetActionProps {
  /** The button's text, e.g. "Reset to built-in text". */
  label: string;
  /** What a reset deletes and what visitors see after it. */
  note: string;
  /** Opens the confirm dialog. */
  onClick: () => void;
}

/** The reset button and its note, side by side (wrapping on a phone). */
export function ResetAction({ label, note, onClick }: ResetActionProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Button variant="outlined" color="error" startIcon={<RestartAlt aria-hidden />} onClick={onClick}>
        {label}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {note}
      </Typography>
    </Box>
  );
}

/**
 * Takes the reset (it handles its own failure); returns `ask` (opens the confirm dialog, e.g.
 * ResetAction's onClick) and `dialog` (the dialog's open, onCancel and onConfirm: confirming runs
 * the reset, and the dialog closes when it settles).
 */
export function useConfirmedReset(reset: () => Promise<void>) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return { ask: () => setOpen(true), dialog: { open, onCancel: close, onConfirm: () => void reset().finally(close) } };
}
