/**
 * Certifications and license numbers (spec §2 "/about"), from site settings.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSiteSettings } from '../../../lib/site-data';
import { CertificationBadges } from '../../../components/ui/certification-badges';
import { LicenseList } from './license-list';

/** Heading, certification badges and the license list. */
export function CredentialsSection() {
  const { certifications } = useSiteSettings();
  return (
    <Box component="section" aria-labelledby="credentials-title">
      <Typography id="credentials-title" variant="h2" sx={{ mb: 1 }}>
        Certified, licensed and insured
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        Our crews hold industry certifications for the work they do, and we carry the Connecticut licenses our trades
        require.
      </Typography>
      <Typography variant="h5" component="h3" sx={{ mb: 2 }}>
        Certifications
      </Typography>
      <CertificationBadges certifications={certifications} />
      <Typography variant="h5" component="h3" sx={{ mt: 4, mb: 2 }}>
        Licenses
      </Typography>
      <LicenseList />
    </Box>
  );
}
