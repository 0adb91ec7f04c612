/**
 * "Reset to built-in text" / "Reset to the designed slides" (issue 14 and issue 23): the red
 * outlined button that opens the form's confirm dialog, with a line saying what a reset deletes.
 */
import RestartAlt from '@mui/icons-material/RestartAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

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
