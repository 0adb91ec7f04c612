/**
 * Staff-only screens (/upload, /admin/posts/:id/edit; spec §2 Admin Panel rules, §6): while the
 * sign-in check runs, 'Loading...'; someone not signed in goes to sign in (the admin's gate,
 * features/auth/use-require-staff.ts) and nothing is rendered; staff see the screen.
 */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useRequireStaff } from '../use-require-staff';

/** Renders `children` only for a signed-in staff user. */
export function StaffOnly({ children }: { children: ReactNode }) {
  const gate = useRequireStaff();
  if (gate === 'signed-out') return null;
  if (gate === 'loading') {
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
