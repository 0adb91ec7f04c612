/**
 * The staff pages' auth gate (spec §2 Admin Panel): 'loading' while the check runs; when not
 * signed in, once:
 * - a browser that held a staff session (the sign-in hint cookie, ADR 0003) whose session has
 *   ended: the toast 'Unauthorized' / 'You are logged out. Logging in again...' and the /api/login
 *   redirect after 500 ms (spec §8, §9);
 * - a browser that was not signed in (a bookmark, a shared link): straight to sign in, with no
 *   toast (nobody was logged out).
 */
import { useEffect, useRef } from 'react';
import { heldSignedInHint } from '../../lib/signed-in-hint';
import { useHydrated } from '../../lib/use-hydrated';
import { useAuthUser } from '../../lib/auth-user';
import { goToSignIn, handleUnauthorized } from '../../lib/unauthorized';
import { preloadToastHost } from '../../components/ui/toast-provider';

export type StaffGate = 'loading' | 'signed-out' | 'staff';

/**
 * The gate state; on 'signed-out' the toast and redirect have been started. On 'staff' the toast
 * chunk starts loading, so a later 401's toast shows before its redirect (toast-provider.tsx).
 */
export function useRequireStaff(): StaffGate {
  const hydrated = useHydrated();
  const { user, isLoading } = useAuthUser();
  const gate: StaffGate = !hydrated || isLoading ? 'loading' : user ? 'staff' : 'signed-out';
  const redirected = useRef(false);

  useEffect(() => {
    if (gate === 'staff') void preloadToastHost();
    if (gate !== 'signed-out' || redirected.current) return;
    redirected.current = true;
    // The check clears a stale hint; heldSignedInHint remembers it was there.
    if (heldSignedInHint()) handleUnauthorized();
    else goToSignIn();
  }, [gate]);

  return gate;
}
