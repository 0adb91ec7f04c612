/**
 * The pair of calls to action on dark banners: a 'Call' link (tel:, spec §2 "call link") and
 * 'Email Us' to /contact (spec §2 /services banner, Service detail 'Ready to Get Started?').
 *
 * Props: `showNumber` true renders "Call (203) 555-0142", false renders "Call" with the number
 * in the accessible name; `accent` is the palette colour of the Call button's text.
 */
import Email from '@mui/icons-material/Email';
import Phone from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useSiteSettings } from '../../lib/site-data';

export interface CallEmailActionsProps {
  showNumber?: boolean;
  accent?: 'primary.dark' | 'secondary.dark';
}

export function CallEmailActions({ showNumber = false, accent = 'primary.dark' }: CallEmailActionsProps) {
  const siteSettings = useSiteSettings();
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Button
        href={`tel:${siteSettings.phoneHref}`}
        variant="contained"
        size="large"
        startIcon={<Phone />}
        aria-label={showNumber ? undefined : `Call ${siteSettings.phone}`}
        sx={{ bgcolor: 'common.white', color: accent, '&:hover': { bgcolor: 'grey.100' } }}
      >
        {showNumber ? `Call ${siteSettings.phone}` : 'Call'}
      </Button>
      <Button
        component={Link}
        to={paths.contact}
        variant="outlined"
        size="large"
        startIcon={<Email />}
        sx={{
          color: 'common.white',
          borderColor: 'rgba(255,255,255,0.8)',
          '&:hover': { borderColor: 'common.white', bgcolor: 'rgba(255,255,255,0.08)' },
        }}
      >
        Email Us
      </Button>
    </Box>
  );
}
