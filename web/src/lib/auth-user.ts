/**
 * GET /api/auth/user (spec §7; DESIGN §6): the signed-in staff user, or null for a visitor.
 * "Signed in or not: derived from whether the user fetch returns data" (spec §4). No retry.
 */
import { useQuery } from '@tanstack/react-query';
import type { AuthUser } from '@site/contract/api';
import { getQueryFn } from './api-client';
import { useHydrated } from './use-hydrated';
import { clearSignedInHint, hasSignedInHint } from './signed-in-hint';

/** Query key (and URL) of the auth check; invalidate it after sign-in/out. */
export const authUserQueryKey = ['/api/auth/user'] as const;

export interface AuthUserState {
  /** The signed-in user; null for a visitor, while checking, or when the check failed. */
  user: AuthUser | null;
  /** True only while the first check runs. */
  isLoading: boolean;
  isAuthenticated: boolean;
}

/**
 * The current user. The check runs only after hydration and only when the browser holds the
 * sign-in hint cookie (signed-in-hint.ts); without it the caller is a visitor at once — no
 * request, no 401, no 'Loading...'. A 401 means "visitor" (null, not an error) and clears a
 * stale hint; a failed check (API down) also counts as a visitor, so public pages never wait
 * on or break because of it.
 */
export function useAuthUser(): AuthUserState {
  const hydrated = useHydrated();
  const enabled = hydrated && hasSignedInHint();
  const { data, isLoading } = useQuery({
    queryKey: authUserQueryKey,
    queryFn: async (context) => {
      const user = await getQueryFn<AuthUser>({ on401: 'returnNull' })(context);
      if (user === null) clearSignedInHint();
      return user;
    },
    retry: false,
    enabled,
  });
  const user = enabled ? (data ?? null) : null;
  return { user, isLoading: enabled && isLoading, isAuthenticated: user !== null };
}
