/**
 * Keeps a staff member from losing an edit by accident ("unsaved-changes warning"):
 * while `when` is true, leaving the page inside the app (a link, the back button) first asks
 * "Leave without saving?" (React Router's useBlocker, reactrouter.com/api/hooks/useBlocker), and
 * closing or reloading the tab asks the browser's own question (the `beforeunload` event, which
 * shows the browser's text only: html.spec.whatwg.org "unloading documents").
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

export interface UnsavedChangesGuardProps {
  /** There are unsaved changes (and no save is running). */
  when: boolean;
}

/** The guard and its dialog; render it anywhere inside the form's page. */
export function UnsavedChangesGuard({ when }: UnsavedChangesGuardProps) {
  // Read at navigation time (the blocker function), from the last committed render.
  const dirty = useRef(when);
  useEffect(() => {
    dirty.current = when;
  });
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  const open = blocker.state === 'blocked';
  return (
    <Dialog
      open={open}
      onClose={() => blocker.reset?.()}
      aria-labelledby="unsaved-changes-title"
      aria-describedby="unsaved-changes-text"
    >
      <DialogTitle id="unsaved-changes-title">Leave without saving?</DialogTitle>
      <DialogContent>
        <DialogContentText id="unsaved-changes-text">
          You have changes that are not saved. If you leave this page now, they will be lost.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button color="error" onClick={() => blocker.proceed?.()}>
          Leave and lose changes
        </Button>
        <Button variant="contained" onClick={() => blocker.reset?.()} autoFocus>
          Stay on this page
        </Button>
      </DialogActions>
    </Dialog>
  );
}
