/**
 * The admin's warning that the public site is not showing the latest save ("a failed
 * render is an error staff see, never a quiet fallback"), above every section: which pages, since
 * when, and why, with "Check again" (asks those pages again, then the status). Nothing when every
 * page renders, or while the status is unknown (a failed status request is not a failed page).
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { checkLivePages } from '../../../lib/live-pages';
import { usePageRenderStatus } from '../api/get-page-render-status';

/** Most pages named before "and N more". */
const namedPagesMax = 4;

/** "10:42 AM" today, else "Nov 27, 10:42 AM". */
function formatWhen(iso: string): string {
  const date = new Date(iso);
  const today = date.toDateString() === new Date().toDateString();
  return new Intl.DateTimeFormat(
    'en-US',
    today ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  ).format(date);
}

/** The alert, or nothing. */
export function PageRenderAlert() {
  const { data } = usePageRenderStatus();
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  const failing = data?.failing ?? [];
  if (failing.length === 0) return null;
  const latest = failing[0]!;
  const named = failing.slice(0, namedPagesMax).map((f) => f.path);
  const more = failing.length - named.length;
  const check = () => {
    setChecking(true);
    void checkLivePages(
      queryClient,
      failing.map((f) => f.path),
    ).finally(() => setChecking(false));
  };
  return (
    <Alert
      severity="error"
      data-testid="page-render-alert"
      action={
        <Button color="inherit" size="small" onClick={check} disabled={checking}>
          {checking ? 'Checking...' : 'Check again'}
        </Button>
      }
      sx={{ mb: 3, '& .MuiAlert-message': { minWidth: 0, overflowWrap: 'anywhere' } }}
    >
      <AlertTitle>The public site is not showing your latest save</AlertTitle>
      {failing.length === 1 ? 'This page' : 'These pages'} could not be shown with the saved details since{' '}
      {formatWhen(latest.at)}: {named.join(', ')}
      {more > 0 ? ` and ${more} more` : ''}. Visitors see an older version of {failing.length === 1 ? 'it' : 'them'}.
      Reason: {latest.message}. If a value you saved caused it, change it and save again; otherwise tell your web
      developer.
    </Alert>
  );
}
