/**
 * The save bar of a staff form (issue 14: "sticky save bar … clear states"): it stays at the
 * bottom of the screen while the form is in view, so the Save button is one thumb away on a
 * phone however long the form is, and says where the form stands: no changes, unsaved changes,
 * saving, saved, or fields to fix.
 */
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import EditNote from '@mui/icons-material/EditNote';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { SaveBarState } from './save-bar-state';

const texts: Record<SaveBarState, { text: string; icon: ReactNode; color: string }> = {
  clean: { text: 'No changes yet', icon: null, color: 'text.secondary' },
  dirty: { text: 'Unsaved changes', icon: <EditNote fontSize="small" aria-hidden />, color: 'warning.dark' },
  saving: { text: 'Saving...', icon: <CircularProgress size={16} aria-hidden />, color: 'text.secondary' },
  saved: { text: 'All changes saved', icon: <CheckCircleOutline fontSize="small" aria-hidden />, color: 'success.dark' },
  invalid: { text: 'Check the highlighted fields', icon: <ErrorOutline fontSize="small" aria-hidden />, color: 'error.main' },
};

export interface StickySaveBarProps {
  state: SaveBarState;
  /** The submit button's text, e.g. 'Save'. */
  saveLabel: string;
  /** Puts the form back to its saved values; offered while there are unsaved changes. */
  onDiscard?: () => void;
  /** More actions at the start of the bar (e.g. a status switch). */
  children?: ReactNode;
}

/** The bar; render it as the last child of the form (its Save button submits the form). */
export function StickySaveBar({ state, saveLabel, onDiscard, children }: StickySaveBarProps) {
  const { text, icon, color } = texts[state];
  const busy = state === 'saving';
  return (
    <Paper
      elevation={6}
      sx={{
        position: 'sticky',
        bottom: { xs: 8, sm: 16 },
        zIndex: 'appBar',
        mt: 3,
        px: { xs: 1.5, sm: 2.5 },
        py: 1.25,
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: { xs: 1, sm: 2 },
        borderRadius: 3,
      }}
    >
      {children}
      <Box
        role="status"
        aria-live="polite"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color, mr: 'auto', minWidth: 0 }}
      >
        {icon}
        <Typography variant="body2" sx={{ color: 'inherit', fontWeight: 600 }} noWrap>
          {text}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
        {onDiscard && (state === 'dirty' || state === 'invalid') && (
          <Button onClick={onDiscard} disabled={busy} color="inherit">
            Discard
          </Button>
        )}
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          sx={{ minWidth: 112 }}
        >
          {busy ? 'Saving...' : saveLabel}
        </Button>
      </Box>
    </Paper>
  );
}
