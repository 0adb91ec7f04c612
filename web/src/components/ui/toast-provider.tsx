/**
 * The toast viewport (spec §2 Notifications, §9): notistack with one toast visible, 5000 ms,
 * bottom right, at most 420 px wide (app-theme), rendered inside a landmark region labelled
 * 'Notifications (F8)', above a staff form's save bar when one is on screen; on a phone at the
 * top, under the header. F8 moves focus to the toast on screen, else to the region.
 *
 * notistack itself (toast-host.tsx) is mounted on the first toast() call, as a lazy chunk.
 */
import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { subscribeToToasts, toastsRequested } from '../../lib/toast';

/** Spec §2: "The viewport hotkey is F8". */
export const toastHotkey = 'F8';

/**
 * The host's chunk. If it cannot load (offline, a deploy replaced it), no toast shows, but the
 * page stays up: a rejected lazy import would otherwise throw to the root error screen.
 */
let hostChunk: Promise<{ default: ComponentType<{ region: HTMLElement }> }> | undefined;

/**
 * Starts (once) loading the host's chunk and returns it. Staff pages call it once signed in, so
 * the first toast there, such as the 'Unauthorized' one that precedes the sign-in redirect, is on
 * screen at once rather than after a chunk download that a slow or busy connection can stretch
 * past the redirect's wait (unauthorized.ts `toastShownTimeoutMs`).
 */
export function preloadToastHost(): Promise<{ default: ComponentType<{ region: HTMLElement }> }> {
  hostChunk ??= import('./toast-host').then(
    (m) => ({ default: m.ToastHost }),
    () => {
      hostChunk = undefined; // a later toast may try again
      return { default: () => null };
    },
  );
  return hostChunk;
}

const ToastHost = lazy(preloadToastHost);

/** Renders `children`, then the notifications region (with the toasts once one is asked for). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [region, setRegion] = useState<HTMLElement | null>(null);
  const active = useSyncExternalStore(subscribeToToasts, toastsRequested, () => false);

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
      {children}
      <Box
        component="section"
        ref={setRegion}
        aria-label={`Notifications (${toastHotkey})`}
        tabIndex={-1}
        // toasts never cover Save. From `sm` up they sit bottom right, above a staff form's
        // save bar (whose height it publishes); on a phone, where the bar and the actions are at
        // the bottom, they sit at the top, under the header (toast-host.tsx anchors them there).
        sx={{
          outline: 'none',
          '& .notistack-SnackbarContainer': {
            top: { xs: 72, sm: 'auto' },
            bottom: { xs: 'auto', sm: 'calc(14px + var(--save-bar-offset, 0px))' },
          },
        }}
      />
      {active && region && (
        <Suspense fallback={null}>
          <ToastHost region={region} />
        </Suspense>
      )}
    </>
  );
}
