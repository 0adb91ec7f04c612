/**
 * Site header (spec §2 Navigation bar): logo/name linking home; Services and Projects
 * dropdowns; About, Contact, and Admin for staff; for staff also name, avatar and Logout.
 * Visitors never wait on the sign-in check: the visitor navbar renders at once and staff
 * items appear when the check returns a user. Below md a toggle menu replaces the links.
 *
 * The mobile menu and the staff block (the new-leads count, name and Logout; nav-staff.tsx) are
 * separate chunks (React.lazy): visitors on a wide screen never need them, and the mobile menu loads when the toggle is first pointed at, focused
 * or pressed (issue 5 budget "JS for / ≤ 170 KB gzip"; react.dev/reference/react/lazy).
 */
import Close from '@mui/icons-material/Close';
import Menu from '@mui/icons-material/Menu';
import Phone from '@mui/icons-material/Phone';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { siteSettings } from '@site/contract/site-settings';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { StaticIsland } from '../ui/static-island';
import { useAuthUser } from '../../features/auth/api/get-auth-user';
import { handleNavLinkClick } from '../../lib/scroll-to-top';
import { BrandLogo } from './brand-logo';
import { NavDropdown } from './nav-dropdown';
import { NavLinkButton } from './nav-link-button';
import { sectionOf } from './nav-items';
import { ProjectsMenuPanel, ServicesMenuPanel } from './nav-menu-panels';

const mobileMenuId = 'mobile-menu';

const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));
const NavStaff = lazy(() => import('./nav-staff').then((m) => ({ default: m.NavStaff })));

/** The sticky site header with desktop navigation and the mobile toggle menu. */
export function Navbar() {
  const { user } = useAuthUser();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuMounted, setMenuMounted] = useState(false);
  if (menuOpen && !menuMounted) setMenuMounted(true);
  const section = sectionOf(pathname);

  const [seenPathname, setSeenPathname] = useState(pathname);
  if (seenPathname !== pathname) {
    setSeenPathname(pathname);
    setMenuOpen(false);
  }
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <AppBar position="sticky" component="header">
      <Container>
        <Toolbar disableGutters sx={{ minHeight: { xs: 64, md: 72 }, gap: 1 }}>
          <Box
            component={RouterLink}
            to={paths.home}
            onClick={handleNavLinkClick}
            sx={{ display: 'inline-flex', textDecoration: 'none', borderRadius: 2, mr: 'auto', flex: 'none' }}
          >
            <BrandLogo />
          </Box>
          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'block' } }}>
            <Box component="ul" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}>
              <NavDropdown
                id="services"
                label="Services"
                to={paths.services}
                width={600}
                active={section === 'services'}
              >
                <StaticIsland>
                  <ServicesMenuPanel />
                </StaticIsland>
              </NavDropdown>
              <NavDropdown
                id="projects"
                label="Projects"
                to={paths.projects()}
                width={400}
                active={section === 'projects'}
              >
                <StaticIsland>
                  <ProjectsMenuPanel />
                </StaticIsland>
              </NavDropdown>
              <li>
                <NavLinkButton
                  to={paths.about}
                  active={section === 'about'}
                  aria-current={pathname === paths.about ? 'page' : undefined}
                >
                  About
                </NavLinkButton>
              </li>
              <li>
                <NavLinkButton
                  to={paths.contact}
                  active={section === 'contact'}
                  aria-current={pathname === paths.contact ? 'page' : undefined}
                >
                  Contact
                </NavLinkButton>
              </li>
              {user && (
                <li>
                  <NavLinkButton
                    to={paths.admin}
                    active={section === 'admin'}
                    aria-current={pathname === paths.admin ? 'page' : undefined}
                  >
                    Admin
                  </NavLinkButton>
                </li>
              )}
            </Box>
          </Box>
          <Button
            href={`tel:${siteSettings.phoneHref}`}
            variant="contained"
            startIcon={<Phone aria-hidden />}
            sx={{ display: { xs: 'none', lg: user ? 'none' : 'inline-flex' }, ml: 1, flex: 'none' }}
          >
            {siteSettings.phone}
          </Button>
          {user && (
            <Box sx={{ display: 'flex', ml: 1 }}>
              <Suspense fallback={null}>
                <NavStaff user={user} />
              </Suspense>
            </Box>
          )}
          <IconButton
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls={mobileMenuId}
            onClick={() => setMenuOpen((open) => !open)}
            onPointerEnter={() => void loadMobileMenu()}
            onFocus={() => void loadMobileMenu()}
            sx={{ display: { md: 'none' }, color: 'primary.dark' }}
          >
            {menuOpen ? <Close /> : <Menu />}
          </IconButton>
        </Toolbar>
      </Container>
      {menuMounted && (
        <Suspense fallback={null}>
          <MobileMenu id={mobileMenuId} open={menuOpen} onClose={() => setMenuOpen(false)} user={user} />
        </Suspense>
      )}
    </AppBar>
  );
}
