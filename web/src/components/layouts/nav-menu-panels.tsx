/**
 * Contents of the navbar dropdowns (spec §2): Services lists every service the site shows plus
 * "View All Services"; Projects lists All, Residential and Commercial Projects.
 */
import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useLiveServices } from '../../lib/site-data';
import { projectMenuItems, serviceMenuItems, useNavLink, viewAllServicesItem, type NavItem } from './nav-items';

/** One link row of a dropdown panel. */
function DropdownLink({ item, children }: { item: NavItem; children?: ReactNode }) {
  const { current, link } = useNavLink(item.to);
  return (
    <ButtonBase
      {...link}
      sx={{
        width: '100%',
        justifyContent: 'flex-start',
        textAlign: 'left',
        gap: 1,
        px: 1.5,
        py: 1,
        borderRadius: 2,
        typography: 'body2',
        fontWeight: current ? 700 : 500,
        color: current ? 'primary.main' : 'text.primary',
        '&:hover, &:focus-visible': { bgcolor: 'action.hover', color: 'primary.main' },
      }}
    >
      {children ?? item.label}
    </ButtonBase>
  );
}

const listSx = { listStyle: 'none', m: 0, p: 0 } as const;

/**
 * Services dropdown: two columns of the services (live titles: a published override's, else
 * the built-in one), then "View All Services". Plain links (document navigations).
 */
export function ServicesMenuPanel() {
  const services = useLiveServices();
  return (
    <>
      <Typography variant="overline" component="p" color="text.secondary" sx={{ px: 1.5 }}>
        Our services
      </Typography>
      <Box component="ul" sx={{ ...listSx, display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 1 }}>
        {serviceMenuItems(services).map((item) => (
          <li key={item.to}>
            <DropdownLink item={item} />
          </li>
        ))}
      </Box>
      <Divider sx={{ my: 1 }} />
      <Box component="ul" sx={listSx}>
        <li>
          <DropdownLink item={viewAllServicesItem}>
            <Box component="span" sx={{ fontWeight: 700, color: 'primary.main' }}>
              {viewAllServicesItem.label}
            </Box>
            <ArrowForward aria-hidden fontSize="small" sx={{ color: 'primary.main' }} />
          </DropdownLink>
        </li>
      </Box>
    </>
  );
}

const projectHints: Record<string, string> = {
  'All Projects': 'Every completed project in our portfolio',
  'Residential Projects': 'Gardens, patios, walls and outdoor living for homes',
  'Commercial Projects': 'Grounds, hardscape and maintenance for businesses',
};

/** Projects dropdown: All, Residential and Commercial Projects, each with a one-line hint. */
export function ProjectsMenuPanel() {
  return (
    <Box component="ul" sx={listSx}>
      {projectMenuItems.map((item) => (
        <li key={item.to}>
          <DropdownLink item={item}>
            <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
              <Box component="span" sx={{ fontWeight: 700 }}>
                {item.label}
              </Box>
              <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>
                {projectHints[item.label]}
              </Box>
            </Box>
          </DropdownLink>
        </li>
      ))}
    </Box>
  );
}
