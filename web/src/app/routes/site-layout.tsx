/**
 * Layout of every page: skip link, header (navbar), <main id="main"> with the page, footer (spec
 * §2 Navigation bar, Footer), and staff's "Edit this page" link. Every page that does
 * not run React loads the `site` island (navbar dropdowns and phone menu, the staff parts).
 *
 * Before staff have saved the company details (contract blankSiteSettings; only the staff pages
 * are served then, root.tsx), the header is the mark alone and there is no footer: nothing to
 * call, no name to show, until the admin's Company section is saved.
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Outlet } from 'react-router';
import { BrandMark } from '../../components/layouts/brand-logo';
import { Footer } from '../../components/layouts/footer';
import { Navbar } from '../../components/layouts/navbar';
import { SkipLink } from '../../components/layouts/skip-link';
import { StaffEditLink } from '../../components/layouts/staff-edit-link';
import { useSiteData } from '../../lib/site-data';

/** Route module: the site layout. */
export default function SiteLayout() {
  const { setUp } = useSiteData();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <SkipLink />
      {setUp ? (
        <Navbar />
      ) : (
        <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
          <Container sx={{ minHeight: { xs: 64, md: 72 }, display: 'flex', alignItems: 'center' }}>
            <BrandMark />
          </Container>
        </Box>
      )}
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      {setUp && <Footer />}
      <StaffEditLink />
    </Box>
  );
}
