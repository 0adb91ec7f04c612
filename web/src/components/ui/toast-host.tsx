/**
 * The notistack side of the toasts (spec §2 Notifications, §9: one visible, 5000 ms, bottom
 * right; on a phone top centre): a SnackbarProvider rendering into the notifications region, which shows every toast
 * queued by toast() (lib/toast.ts), closing the one on screen first. Loaded lazily by
 * ToastProvider on the first toast.
 */
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { ToastContent } from './toast-content';
import { subscribeToToasts, takeQueuedToasts } from '../../lib/toast';

/** Shows the queued toasts now and every later one as it is queued. */
function useShowQueuedToasts() {
  useEffect(() => {
    const show = () => {
      for (const { title, description, variant = 'default', onShown } of takeQueuedToasts()) {
        closeSnackbar();
        // onEnter: the snackbar's element has just been added, before its enter transition.
        enqueueSnackbar(title, { variant: 'toast', description, tone: variant, onEnter: () => onShown() });
      }
    };
    show();
    return subscribeToToasts(show);
  }, []);
}

/** Props: `region` the element the toasts render into. */
export function ToastHost({ region }: { region: HTMLElement }) {
  useShowQueuedToasts();
  // A phone's save bar and main actions are at the bottom: its toasts come from the top.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <SnackbarProvider
      maxSnack={1}
      autoHideDuration={5000}
      anchorOrigin={phone ? { vertical: 'top', horizontal: 'center' } : { vertical: 'bottom', horizontal: 'right' }}
      variant="toast"
      Components={{ toast: ToastContent }}
      domRoot={region}
    />
  );
}
