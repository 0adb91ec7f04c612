/**
 * Site header (spec §2 Navigation bar): logo/name linking home; Services and Projects
 * dropdowns; About, Contact, and Admin for staff; for staff also name, avatar and Logout.
 * Below md a toggle menu replaces the links.
 *
 * Server HTML that works without JavaScript (ADR 0024): plain links, CSS dropdowns
 * (nav-dropdown.tsx), a `<details>` toggle menu (mobile-menu.tsx). The staff entries are in the
 * HTML, `hidden` (`data-staff`; pages are the same for everyone): public pages show them with
 * islands/staff-bits.ts when the browser holds the sign-in hint, staff pages (the React app)
 * once their sign-in check has a user. The phone button is for visitors (`data-visitor-only`).
 */
import Phone from '@mui/icons-material/Phone';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useAuthUser } from '../../lib/auth-user';
import { useSiteSettings } from '../../lib/site-data';
import { BrandLogo } from './brand-logo';
import { MobileMenu } from './mobile-menu';
import { NavDropdown } from './nav-dropdown';
import { NavLinkButton } from './nav-link-button';
import { sectionOf } from './nav-items';
import { ProjectsMenuPanel, ServicesMenuPanel } from './nav-menu-panels';
import { NavStaff } from './nav-staff';
import { SiteButton } from '../ui/site-button';

/** The sticky site header with desktop navigation and the mobile toggle menu. */
export function Navbar() {
  const { user } = useAuthUser();
  const siteSettings = useSiteSettings();
  const { pathname } = useLocation();
  const section = sectionOf(pathname);
  const current = (path: string) => (pathname === path ? ('page' as const) : undefined);

  return (
    <AppBar position="sticky" component="header">
      <Container>
        <Toolbar
          disableGutters
          sx={{
            minHeight: { xs: 64, md: 72 },
            gap: 1,
            position: 'static',
            // The call button, from lg up (styled here: a site button with sx gets a class of its own).
            '& > a[data-visitor-only]': { display: { xs: 'none', lg: 'inline-flex' }, ml: 1, flex: 'none' },
            '& > a[data-visitor-only][hidden]': { display: 'none' },
          }}
        >
          <Box
            component="a"
            href={paths.home}
            sx={{ display: 'inline-flex', textDecoration: 'none', borderRadius: 2, mr: 'auto', flex: 'none' }}
          >
            <BrandLogo />
          </Box>
          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'block' } }}>
            <Box
              component="ul"
              data-nav-menu=""
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}
            >
              <NavDropdown
                id="services"
                label="Services"
                to={paths.services}
                width={600}
                active={section === 'services'}
              >
                <ServicesMenuPanel />
              </NavDropdown>
              <NavDropdown
                id="projects"
                label="Projects"
                to={paths.projects()}
                width={400}
                active={section === 'projects'}
              >
                <ProjectsMenuPanel />
              </NavDropdown>
              <li>
                <NavLinkButton to={paths.about} active={section === 'about'} aria-current={current(paths.about)}>
                  About
                </NavLinkButton>
              </li>
              <li>
                <NavLinkButton to={paths.contact} active={section === 'contact'} aria-current={current(paths.contact)}>
                  Contact
                </NavLinkButton>
              </li>
              <Box component="li" data-staff="" hidden={!user} sx={{ '&[hidden]': { display: 'none' } }}>
                <NavLinkButton to={paths.admin} active={section === 'admin'} aria-current={current(paths.admin)}>
                  Admin
                </NavLinkButton>
              </Box>
            </Box>
          </Box>
          <SiteButton
            href={`tel:${siteSettings.phoneHref}`}
            startIcon={<Phone aria-hidden />}
            data-visitor-only=""
            hidden={Boolean(user)}
          >
            {siteSettings.phone}
          </SiteButton>
          <NavStaff user={user} />
          <MobileMenu id="mobile-menu" user={user} />
        </Toolbar>
      </Container>
    </AppBar>
  );
}
