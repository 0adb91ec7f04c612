/**
 * Sidebar of a service page (spec §2 "Service detail": "links to projects (residential,
 * commercial, all), About, every service, and Contact"). The current service is marked with
 * aria-current="page".
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import type { LiveService } from '@site/contract/site-data';
import { paths } from '../../../config/paths';
import { useLiveServices } from '../../../lib/site-data';

interface SidebarLink {
  to: string;
  label: string;
}

/** The link groups, with the live service titles. */
const groupsFor = (services: readonly LiveService[]): { title: string; links: SidebarLink[] }[] => [
  {
    title: 'Our Services',
    links: services.map((s) => ({ to: paths.service(s.slug), label: s.title })),
  },
  {
    title: 'Our Projects',
    links: [
      { to: paths.projects('residential'), label: 'Residential Projects' },
      { to: paths.projects('commercial'), label: 'Commercial Projects' },
      { to: paths.projects(), label: 'All Projects' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: paths.about, label: 'About Us' },
      { to: paths.contact, label: 'Contact' },
    ],
  },
];

const linkSx = {
  display: 'block',
  px: 1.5,
  py: 0.75,
  borderRadius: 1,
  color: 'text.primary',
  textDecoration: 'none',
  borderLeft: '3px solid transparent',
  '&:hover': { bgcolor: 'action.hover', color: 'primary.dark' },
  '&[aria-current="page"]': {
    fontWeight: 700,
    color: 'primary.dark',
    bgcolor: 'action.selected',
    borderLeftColor: 'primary.main',
  },
} as const;

/** Navigation panel with the service, project and company links. */
export function ServiceSidebar({ currentSlug }: { currentSlug: string }) {
  const services = useLiveServices();
  return (
    <Paper component="nav" aria-label="Services and pages" variant="outlined" sx={{ p: 2.5 }}>
      {groupsFor(services).map((group, i) => (
        <Box key={group.title} sx={{ mt: i === 0 ? 0 : 3 }}>
          <Typography
            component="h2"
            variant="overline"
            sx={{ color: 'secondary.dark', display: 'block', mb: 0.5, fontSize: '0.8rem' }}
          >
            {group.title}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {group.links.map((link) => (
              <li key={link.to}>
                <Box
                  component={Link}
                  to={link.to}
                  sx={linkSx}
                  {...(link.to === paths.service(currentSlug) ? { 'aria-current': 'page' as const } : {})}
                >
                  {link.label}
                </Box>
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Paper>
  );
}
