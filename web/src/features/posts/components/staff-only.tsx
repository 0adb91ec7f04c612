/**
 * Staff-only screens (/upload, /admin/posts/:id/edit; spec §2 Admin Panel rules, §6): while the
 * sign-in check runs, 'Loading...'; a visitor gets the 'Unauthorized' toast and the login
 * redirect after 500 ms (lib/unauthorized.ts) and nothing is rendered; staff see the
 * screen.
 */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';
import { useAuthUser } from '../../auth/api/get-auth-user';
import { handleUnauthorized } from '../../../lib/unauthorized';

/** Renders `children` only for a signed-in staff user. */
export function StaffOnly({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const { isLoading, isAuthenticated } = useAuthUser();
  const denied = hydrated && !isLoading && !isAuthenticated;
  const redirected = useRef(false);
  useEffect(() => {
    if (!denied || redirected.current) return;
    redirected.current = true;
    handleUnauthorized();
  }, [denied]);
  if (denied) return null;
  if (!isAuthenticated) {
    return (
      <Box role="status" sx={{ minHeight: 480, display: 'grid', placeItems: 'center', p: 3 }}>
        <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>Loading...</Typography>
        </Box>
      </Box>
    );
  }
  return children;
}
