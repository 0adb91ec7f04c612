/**
 * The pair of calls to action on dark banners: a 'Call' link (tel:, spec §2 "call link") and
 * 'Email Us' to /contact (spec §2 /services banner, Service detail 'Ready to Get Started?').
 *
 * Props: `showNumber` true renders "Call (203) 555-0142", false renders "Call" with the number
 * in the accessible name; `accent` is the palette colour whose dark shade is the Call button's text.
 */
import Email from '@mui/icons-material/Email';
import Phone from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import { paths } from '../../config/paths';
import { useSiteSettings } from '../../lib/site-data';
import { SiteButton } from './site-button';

export interface CallEmailActionsProps {
  showNumber?: boolean;
  accent?: 'primary' | 'secondary';
}

export function CallEmailActions({ showNumber = false, accent = 'primary' }: CallEmailActionsProps) {
  const siteSettings = useSiteSettings();
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', '--button-ink': (theme) => theme.palette[accent].dark }}>
      <SiteButton
        href={`tel:${siteSettings.phoneHref}`}
        size="large"
        startIcon={<Phone />}
        aria-label={showNumber ? undefined : `Call ${siteSettings.phone}`}
        tone="light"
      >
        {showNumber ? `Call ${siteSettings.phone}` : 'Call'}
      </SiteButton>
      <SiteButton href={paths.contact} variant="outlined" size="large" startIcon={<Email />} tone="light">
        Email Us
      </SiteButton>
    </Box>
  );
}
