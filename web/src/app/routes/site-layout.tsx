/**
 * Layout of every public page: skip link, header (navbar), <main id="main"> with the page,
 * footer (spec §2 Navigation bar, Footer), and staff's "Edit this page" link (issue 26). The page and the footer hydrate after the header
 * (HydrationBoundary), so the navigation is interactive first.
 */
import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { Footer } from '../../components/layouts/footer';
import { Navbar } from '../../components/layouts/navbar';
import { SkipLink } from '../../components/layouts/skip-link';
import { StaffEditLink } from '../../components/layouts/staff-edit-link';
import { HydrationBoundary } from '../../components/ui/hydration-boundary';
import { StaticIsland } from '../../components/ui/static-island';

/** Route module: the public site layout. */
export default function SiteLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <SkipLink />
      <Navbar />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <HydrationBoundary>
          <Outlet />
        </HydrationBoundary>
      </Box>
      <StaticIsland>
        <Footer />
      </StaticIsland>
      <StaffEditLink />
    </Box>
  );
}
