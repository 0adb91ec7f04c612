/**
 * The toast viewport (spec §2 Notifications, §9): notistack with one toast visible, 5000 ms,
 * bottom right, at most 420 px wide (app-theme), rendered inside a landmark region labelled
 * 'Notifications (F8)'. F8 moves focus to the toast on screen, else to the region.
 */
import Box from '@mui/material/Box';
import { SnackbarProvider } from 'notistack';
import { useEffect, useState, type ReactNode } from 'react';
import { ToastContent } from './toast-content';

/** Spec §2: "The viewport hotkey is F8". */
export const toastHotkey = 'F8';

/** Provides toast() to `children` and renders the notifications region after them. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [region, setRegion] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!region) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== toastHotkey || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      const toast = region.querySelector<HTMLElement>('[data-toast]');
      (toast ?? region).focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [region]);

  return (
    <>
      <SnackbarProvider
        maxSnack={1}
        autoHideDuration={5000}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        variant="toast"
        Components={{ toast: ToastContent }}
        domRoot={region ?? undefined}
      >
        {children}
      </SnackbarProvider>
      <Box component="section" ref={setRegion} aria-label={`Notifications (${toastHotkey})`} tabIndex={-1} sx={{ outline: 'none' }} />
    </>
  );
}
