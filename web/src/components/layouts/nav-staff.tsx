/**
 * The staff part of the header (spec §2): the user and Logout, shown from md up (below md the
 * toggle menu has them), and on staff pages the count of new leads, which stays in
 * view on a phone, for the roles that may see leads (ADR 0033).
 *
 * In every page's HTML, `hidden` (`data-staff`): public pages show it with
 * islands/staff-bits.ts, staff pages (React) once their sign-in check has a user. The leads
 * count: on staff pages a query refreshed every minute (nav-leads-badge.tsx, a lazy chunk loaded
 * only once there is a user); for a visitor and in the server HTML a plain inbox link
 * (nav-leads-link.tsx, no chunk of its own) whose count the site island reads once.
 */
import Box from '@mui/material/Box';
import type { AuthUser } from '@site/contract/api';
import { may } from '@site/contract/staff-roles';
import { lazy, Suspense } from 'react';
import { LeadsInboxLink } from './nav-leads-link';
import { NavUser } from './nav-user';

// Only a signed-in user's page loads the badge's chunk (its query); a visitor's gets the plain link.
const NavLeadsBadge = lazy(() => import('./nav-leads-badge').then((m) => ({ default: m.NavLeadsBadge })));

/**
 * Badge (staff pages), then (md and up) the compact user block. Below md it gives back the
 * header's 8 px margin in front of it, so logo, count and menu toggle fit a 360 px phone.
 */
export function NavStaff({ user }: { user: AuthUser | null }) {
  return (
    <Box
      data-staff=""
      hidden={!user}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: { xs: 0, md: 1 }, '&[hidden]': { display: 'none' } }}
    >
      {!user ? (
        <LeadsInboxLink count={null} />
      ) : (
        may(user.role, 'leads') && (
          <Suspense fallback={null}>
            <NavLeadsBadge />
          </Suspense>
        )
      )}
      <Box sx={{ display: { xs: 'none', md: 'flex' } }}>
        <NavUser user={user} compact />
      </Box>
    </Box>
  );
}
