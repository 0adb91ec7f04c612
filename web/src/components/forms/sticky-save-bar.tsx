/**
 * The save bar of a staff form ("sticky save bar … clear states"): it stays at the
 * bottom of the screen while the form is in view, so the Save button is one thumb away on a
 * phone however long the form is, and says where the form stands: no changes, unsaved changes,
 * saving, saved, or fields to fix.
 *
 * It never hides what it serves:
 * - one row on a 360 px phone: there the state shows as its icon (its words stay for screen
 *   readers) when the bar also holds other controls, and Discard is an icon button;
 * - a field that gets focus under the bar is scrolled up above it (the page's
 *   `scroll-padding-bottom` makes the browser's own scrolling, e.g. Tab, leave room for it too);
 * - toasts rise above it: the bar publishes its height as `--save-bar-offset` on the document,
 *   which the toast region adds to its bottom margin (components/ui/toast-provider.tsx).
 */
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import EditNote from '@mui/icons-material/EditNote';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Undo from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type { SaveBarState } from './save-bar-state';

const texts: Record<SaveBarState, { text: string; icon: ReactNode; color: string }> = {
  clean: { text: 'No changes yet', icon: null, color: 'text.secondary' },
  dirty: { text: 'Unsaved changes', icon: <EditNote fontSize="small" aria-hidden />, color: 'warning.dark' },
  saving: { text: 'Saving...', icon: <CircularProgress size={16} aria-hidden />, color: 'text.secondary' },
  saved: {
    text: 'All changes saved',
    icon: <CheckCircleOutline fontSize="small" aria-hidden />,
    color: 'success.dark',
  },
  invalid: {
    text: 'Check the highlighted fields',
    icon: <ErrorOutline fontSize="small" aria-hidden />,
    color: 'error.main',
  },
};

/** Space kept between a focused field and the bar, px. */
const focusMargin = 16;

export interface StickySaveBarProps {
  state: SaveBarState;
  /** The submit button's text, e.g. 'Save'. */
  saveLabel: string;
  /** Its text while saving (default 'Saving...'), e.g. 'Creating...'. */
  busyLabel?: string;
  /** Puts the form back to its saved values; offered while there are unsaved changes. */
  onDiscard?: () => void;
  /** More actions at the start of the bar (e.g. a status switch). */
  children?: ReactNode;
  /** On a phone, the state as its icon only (its words for screen readers), for a long save label. */
  compactState?: boolean;
}

/**
 * Keeps the focused field of the bar's form above the bar, and publishes the bar's height for the
 * toasts and the browser's scroll padding, while the bar is mounted.
 */
function useRoomAboveBar(bar: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = bar.current;
    const form = element?.closest('form');
    if (!element || !form) return;
    const root = document.documentElement;
    const publish = () => {
      const offset = `${Math.ceil(element.getBoundingClientRect().height) + focusMargin}px`;
      root.style.setProperty('--save-bar-offset', offset);
      root.style.scrollPaddingBottom = offset;
    };
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    const onFocusIn = (event: FocusEvent) => {
      const field = event.target as HTMLElement;
      if (element.contains(field) || !(field instanceof HTMLElement)) return;
      // After the browser's own scrolling (and a phone's keyboard) has settled.
      requestAnimationFrame(() => {
        const overlap = field.getBoundingClientRect().bottom - element.getBoundingClientRect().top + focusMargin;
        if (overlap > 0 && element.getBoundingClientRect().top < window.innerHeight) window.scrollBy({ top: overlap });
      });
    };
    form.addEventListener('focusin', onFocusIn);
    return () => {
      observer.disconnect();
      form.removeEventListener('focusin', onFocusIn);
      root.style.removeProperty('--save-bar-offset');
      root.style.scrollPaddingBottom = '';
    };
  }, [bar]);
}

/** The bar; render it as the last child of the form (its Save button submits the form). */
export function StickySaveBar({
  state,
  saveLabel,
  busyLabel = 'Saving...',
  onDiscard,
  children,
  compactState = Boolean(children),
}: StickySaveBarProps) {
  const { text, icon, color } = texts[state];
  const busy = state === 'saving';
  const bar = useRef<HTMLDivElement>(null);
  useRoomAboveBar(bar);
  return (
    <Paper
      ref={bar}
      elevation={6}
      data-save-bar
      sx={{
        position: 'sticky',
        bottom: { xs: 8, sm: 16 },
        zIndex: 'appBar',
        mt: 3,
        px: { xs: 1, sm: 2.5 },
        py: 1,
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'nowrap',
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
        <Typography
          variant="body2"
          // With other controls in the bar, or a long save label, a phone shows the state as its icon only.
          sx={(theme) => ({
            color: 'inherit',
            fontWeight: 600,
            ...(compactState ? { [theme.breakpoints.down('sm')]: visuallyHidden } : {}),
          })}
          noWrap
        >
          {text}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 }, ml: 'auto', flex: 'none' }}>
        {onDiscard && (state === 'dirty' || state === 'invalid') && (
          <>
            <Button
              onClick={onDiscard}
              disabled={busy}
              color="inherit"
              sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
            >
              Discard
            </Button>
            <IconButton
              onClick={onDiscard}
              disabled={busy}
              aria-label="Discard"
              title="Discard changes"
              sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
            >
              <Undo />
            </IconButton>
          </>
        )}
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          sx={{ minWidth: { xs: 88, sm: 112 } }}
        >
          {busy ? busyLabel : saveLabel}
        </Button>
      </Box>
    </Paper>
  );
}
