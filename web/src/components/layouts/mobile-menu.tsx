/**
 * The small-screen toggle menu (spec §2: "On small screens a toggle menu appears, with a call
 * link"): every navbar link, the services and project filters in expandable groups, the call
 * link, and for staff Admin with its sections (open: on a phone this menu is how staff move
 * between them, issue 26), name and Logout. It drops down over the page from the header.
 */
import ExpandMore from '@mui/icons-material/ExpandMore';
import Phone from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import type { AuthUser } from '@site/contract/api';
import { useState, type MouseEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { adminSectionLinks, adminSectionUrl } from '../../config/admin-paths';
import { paths } from '../../config/paths';
import { handleNavLinkClick } from '../../lib/scroll-to-top';
import { visuallyHidden } from '../../lib/visually-hidden';
import { useServiceSummaries, useSiteSettings } from '../../lib/site-data';
import { projectMenuItems, serviceMenuItems, viewAllServicesItem, type NavItem } from './nav-items';
import { NavUser } from './nav-user';

export interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
  user: AuthUser | null;
}

/** The admin's sections (config/admin-paths.ts) and the upload form, for staff (kept in this lazy chunk). */
const adminMenuItems: NavItem[] = [
  ...Object.values(adminSectionLinks).map(({ path, label }) => ({ label, to: adminSectionUrl(path) })),
  { label: 'Upload New Project', to: paths.upload },
];

/**
 * One link row; `nested` indents it under a group; `hiddenPrefix` is read before its label by
 * screen readers only (the admin's "Services" is not the public "Services").
 */
function MenuLink({ item, nested = false, onClose, hiddenPrefix }: { item: NavItem; nested?: boolean; onClose: () => void; hiddenPrefix?: string }) {
  const { pathname } = useLocation();
  const current = pathname === item.to;
  return (
    <ListItemButton
      component={RouterLink}
      to={item.to}
      aria-current={current ? 'page' : undefined}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        handleNavLinkClick(event);
        onClose();
      }}
      sx={{
        borderRadius: 2,
        pl: nested ? 4 : 2,
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
    </ListItemButton>
  );
}

/** A top-level link with an expand button that shows its sub-links. */
function MenuGroup({
  id,
  item,
  items,
  onClose,
  defaultExpanded = false,
  hiddenPrefix,
}: {
  id: string;
  item: NavItem;
  items: NavItem[];
  onClose: () => void;
  defaultExpanded?: boolean;
  hiddenPrefix?: string;
}) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  return (
    <li>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Box sx={{ flex: 1 }}>
          <MenuLink item={item} onClose={onClose} />
        </Box>
        <IconButton
          aria-label={`${expanded ? 'Hide' : 'Show'} ${item.label.toLowerCase()} links`}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((e) => !e)}
        >
          <ExpandMore sx={{ transform: expanded ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />
        </IconButton>
      </Box>
      <Collapse in={expanded} id={id}>
        <List disablePadding>
          {items.map((sub) => (
            <li key={sub.to}>
              <MenuLink item={sub} nested onClose={onClose} {...(hiddenPrefix ? { hiddenPrefix } : {})} />
            </li>
          ))}
        </List>
      </Collapse>
    </li>
  );
}

/** The collapsible menu panel; rendered under the toolbar, shown below the md breakpoint. */
export function MobileMenu({ id, open, onClose, user }: MobileMenuProps) {
  // The links are built on first open only: nothing to render or style for most visitors.
  const [everOpened, setEverOpened] = useState(open);
  if (open && !everOpened) setEverOpened(true);
  const services = useServiceSummaries();
  const settings = useSiteSettings();
  return (
    <Collapse
      in={open}
      id={id}
      sx={{
        display: { md: 'none' },
        position: 'absolute',
        top: '100%',
        left: 0,
        right: 0,
        bgcolor: 'background.paper',
        boxShadow: open ? 8 : 0,
      }}
    >
      {everOpened && (
        <Box
          component="nav"
          aria-label="Mobile"
          sx={{
            maxHeight: 'calc(100dvh - 64px)',
            overflowY: 'auto',
            overscrollBehavior: 'contain',
            px: 2,
            pb: 2,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <List>
            <li>
              <MenuLink item={{ label: 'Home', to: paths.home }} onClose={onClose} />
            </li>
            <MenuGroup
              id={`${id}-services`}
              item={{ label: 'Services', to: paths.services }}
              items={[...serviceMenuItems(services), viewAllServicesItem]}
              onClose={onClose}
            />
            <MenuGroup
              id={`${id}-projects`}
              item={{ label: 'Projects', to: paths.projects() }}
              items={projectMenuItems}
              onClose={onClose}
            />
            <li>
              <MenuLink item={{ label: 'About', to: paths.about }} onClose={onClose} />
            </li>
            <li>
              <MenuLink item={{ label: 'Contact', to: paths.contact }} onClose={onClose} />
            </li>
            {user && (
              <MenuGroup
                id={`${id}-admin`}
                item={{ label: 'Admin', to: paths.admin }}
                items={adminMenuItems}
                onClose={onClose}
                defaultExpanded
                hiddenPrefix="Admin: "
              />
            )}
          </List>
          <Button
            href={`tel:${settings.phoneHref}`}
            variant="contained"
            size="large"
            fullWidth
            startIcon={<Phone aria-hidden />}
          >
            Call {settings.phone}
          </Button>
          {user && (
            <Box sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}>
              <NavUser user={user} />
            </Box>
          )}
        </Box>
      )}
    </Collapse>
  );
}
