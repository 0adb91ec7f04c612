/**
 * The staff part of the header, loaded only for a signed-in user (navbar.tsx, React.lazy): the
 * count of new leads (issue 13), which stays in view on a phone, then the user and Logout (spec
 * §2), shown from md up (below md the toggle menu has them). A module of its own, so the mobile
 * menu, which visitors open too, does not carry the leads badge.
 */
import Box from '@mui/material/Box';
import type { AuthUser } from '@site/contract/api';
import { NavLeadsBadge } from './nav-leads-badge';
import { NavUser } from './nav-user';

/**
 * Badge, then (md and up) the compact user block. Below md it gives back the header's 8 px margin
 * in front of it, so logo, count and menu toggle fit a 360 px phone without sideways scrolling.
 */
export function NavStaff({ user }: { user: AuthUser }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: { xs: -1, md: 0 } }}>
      <NavLeadsBadge />
      <Box sx={{ display: { xs: 'none', md: 'flex' } }}>
        <NavUser user={user} compact />
      </Box>
    </Box>
  );
}
