/**
 * False during a server (build-time) render and during hydration, true afterwards. Lets a
 * component show browser-only state (e.g. "Loading..." of a query that starts on mount)
 * without a hydration mismatch on prerendered pages.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** Has this app hydrated (or been rendered on the client only)? */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
