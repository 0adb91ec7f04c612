/**
 * The small-screen toggle menu (spec §2: "On small screens a toggle menu appears, with a call
 * link"): every navbar link, the services and project filters in expandable groups, the call
 * link, and for staff Admin with its sections (open: on a phone this menu is how staff move
 * between them), name and Logout. It drops down over the page from the header.
 *
 * Server HTML that works without JavaScript (ADR 0024): the toggle is a `<details>`
 * disclosure, the groups are nested `<details>`, every entry a plain link. On public pages
 * islands/mobile-menu.ts adds: the toggle's name ("Open menu" / "Close menu"), Escape and a tap
 * outside close it. The staff entries are in the HTML, `hidden`, shown for signed-in staff
 * (islands/staff-bits.ts on public pages; the React navbar on staff pages).
 */
import Close from '@mui/icons-material/Close';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Menu from '@mui/icons-material/Menu';
import Phone from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import type { AuthUser } from '@site/contract/api';
import { adminSectionLinks, adminSectionUrl, sectionsFor } from '../../config/admin-paths';
import { paths } from '../../config/paths';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useLiveServices, useSiteSettings } from '../../lib/site-data';
import { projectMenuItems, serviceMenuItems, useNavLink, viewAllServicesItem, type NavItem } from './nav-items';
import { NavUser } from './nav-user';
import { SiteButton } from '../ui/site-button';

/** The admin's sections the user's role may open (all in the server HTML, hidden) and the upload form, for staff. */
const adminMenuItems = (user: AuthUser | null): NavItem[] => [
  ...(user ? sectionsFor(Object.values(adminSectionLinks), user.role) : Object.values(adminSectionLinks)).map(
    ({ path, label }) => ({ label, to: adminSectionUrl(path) }),
  ),
  { label: 'Upload New Project', to: paths.upload },
];

const linkSx = {
  display: 'block',
  borderRadius: 2,
  textDecoration: 'none',
  '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
} as const;

/**
 * One link row; `nested` indents it under a group; `hiddenPrefix` is read before its label by
 * screen readers only (the admin's "Services" is not the public "Services").
 */
function MenuLink({ item, nested = false, hiddenPrefix }: { item: NavItem; nested?: boolean; hiddenPrefix?: string }) {
  const { current, link } = useNavLink(item.to);
  return (
    <Box
      {...link}
      sx={{
        ...linkSx,
        pl: nested ? 4 : 2,
        pr: 7,
        py: nested ? 0.75 : 1.25,
        fontWeight: nested ? 500 : 700,
        fontSize: nested ? '0.9375rem' : '1.0625rem',
        color: current ? 'primary.main' : 'text.primary',
      }}
    >
      {hiddenPrefix && (
        <Box component="span" sx={visuallyHidden}>
          {hiddenPrefix}
        </Box>
      )}
      {item.label}
    </Box>
  );
}

/** A top-level link with a disclosure (`<details>`) that shows its sub-links. */
function MenuGroup({
  item,
  items,
  open = false,
  hiddenPrefix,
}: {
  item: NavItem;
  items: NavItem[];
  open?: boolean;
  hiddenPrefix?: string;
}) {
  return (
    <>
      <MenuLink item={item} />
      <Box component="details" open={open} sx={{ '&[open] > summary svg': { transform: 'rotate(180deg)' } }}>
        <Box
          component="summary"
          aria-label={`${item.label} links`}
          sx={{
            position: 'absolute',
            top: 0,
            right: 0,
            width: 48,
            height: 48,
            display: 'grid',
            placeItems: 'center',
            borderRadius: '50%',
            cursor: 'pointer',
            listStyle: 'none',
            '&::-webkit-details-marker': { display: 'none' },
            '&:hover': { bgcolor: 'action.hover' },
            '& svg': { transition: 'transform 150ms' },
          }}
        >
          <ExpandMore aria-hidden />
        </Box>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((sub) => (
            <li key={sub.to}>
              <MenuLink item={sub} nested {...(hiddenPrefix ? { hiddenPrefix } : {})} />
            </li>
          ))}
        </Box>
      </Box>
    </>
  );
}

const groupSx = { position: 'relative' } as const;

/**
 * The toggle and its panel, shown below the md breakpoint. `user` is the signed-in staff member
 * where the page knows one (staff pages, after their sign-in check); null in every server render.
 */
export function MobileMenu({ id, user }: { id: string; user: AuthUser | null }) {
  const services = useLiveServices();
  const settings = useSiteSettings();
  return (
    <Box
      component="details"
      data-mobile-menu=""
      sx={{
        display: { md: 'none' },
        '& [data-menu-icon="close"]': { display: 'none' },
        '&[open] [data-menu-icon="close"]': { display: 'block' },
        '&[open] [data-menu-icon="open"]': { display: 'none' },
      }}
    >
      <Box
        component="summary"
        aria-label="Open menu"
        aria-controls={id}
        data-mobile-menu-toggle=""
        sx={{
          width: 40,
          height: 40,
          display: 'grid',
          placeItems: 'center',
          borderRadius: '50%',
          cursor: 'pointer',
          color: 'primary.dark',
          listStyle: 'none',
          '&::-webkit-details-marker': { display: 'none' },
          '&:hover': { bgcolor: 'action.hover' },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        <Menu data-menu-icon="open" aria-hidden />
        <Close data-menu-icon="close" aria-hidden />
      </Box>
      <Box
        id={id}
        component="nav"
        aria-label="Mobile"
        sx={{
          position: 'absolute',
          top: '100%',
          left: 0,
          right: 0,
          bgcolor: 'background.paper',
          boxShadow: 8,
          maxHeight: 'calc(100dvh - 64px)',
          overflowY: 'auto',
          overscrollBehavior: 'contain',
          px: 2,
          pb: 2,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Box component="ul" sx={{ listStyle: 'none', m: 0, py: 1, px: 0 }}>
          <li>
            <MenuLink item={{ label: 'Home', to: paths.home }} />
          </li>
          <Box component="li" sx={groupSx}>
            <MenuGroup
              item={{ label: 'Services', to: paths.services }}
              items={[...serviceMenuItems(services), viewAllServicesItem]}
            />
          </Box>
          <Box component="li" sx={groupSx}>
            <MenuGroup item={{ label: 'Projects', to: paths.projects() }} items={projectMenuItems} />
          </Box>
          <li>
            <MenuLink item={{ label: 'About', to: paths.about }} />
          </li>
          <li>
            <MenuLink item={{ label: 'Contact', to: paths.contact }} />
          </li>
          <Box component="li" data-staff="" hidden={!user} sx={{ ...groupSx, '&[hidden]': { display: 'none' } }}>
            <MenuGroup
              item={{ label: 'Admin', to: paths.admin }}
              items={adminMenuItems(user)}
              open
              hiddenPrefix="Admin: "
            />
          </Box>
        </Box>
        <SiteButton href={`tel:${settings.phoneHref}`} size="large" fullWidth startIcon={<Phone aria-hidden />}>
          Call {settings.phone}
        </SiteButton>
        <Box
          data-staff=""
          hidden={!user}
          sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider', '&[hidden]': { display: 'none' } }}
        >
          <NavUser user={user} />
        </Box>
      </Box>
    </Box>
  );
}
