/**
 * The Admin Panel's auth gate (spec §2 Admin Panel): 'loading' while the check runs; when not
 * signed in, a toast and the /api/login redirect after 500 ms (spec §8, §9), once.
 */
import { useEffect, useRef } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { useAuthUser } from '../auth/api/get-auth-user';
import { handleUnauthorized } from '../../lib/unauthorized';

export type StaffGate = 'loading' | 'signed-out' | 'staff';

/** The gate state; on 'signed-out' the toast and redirect have been started. */
export function useRequireStaff(): StaffGate {
  const hydrated = useHydrated();
  const { user, isLoading } = useAuthUser();
  const gate: StaffGate = !hydrated || isLoading ? 'loading' : user ? 'staff' : 'signed-out';
  const redirected = useRef(false);

  useEffect(() => {
    if (gate !== 'signed-out' || redirected.current) return;
    redirected.current = true;
    handleUnauthorized();
  }, [gate]);

  return gate;
}
