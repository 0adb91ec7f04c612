/**
 * Certifications and license numbers (spec §2 "/about"), from site settings. Each part shows
 * only what the company entered; with neither, the section is left out (no unbacked claim).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSiteSettings } from '../../../lib/site-data';
import { CertificationBadges } from '../../../components/ui/certification-badges';
import { LicenseList } from './license-list';

/** Heading, certification badges and the license list, each only when entered; else nothing. */
export function CredentialsSection() {
  const { certifications, licenses } = useSiteSettings();
  if (!certifications.length && !licenses.length) return null;
  const heading = [certifications.length && 'Certifications', licenses.length && 'licenses'].filter(Boolean);
  return (
    <Box component="section" aria-labelledby="credentials-title">
      <Typography id="credentials-title" variant="h2" sx={{ mb: 3 }}>
        {heading.length === 2 ? 'Certifications and licenses' : `Our ${String(heading[0]).toLowerCase()}`}
      </Typography>
      {certifications.length > 0 && (
        <>
          <Typography variant="h5" component="h3" sx={{ mb: 2 }}>
            Certifications
          </Typography>
          <CertificationBadges certifications={certifications} />
        </>
      )}
      {licenses.length > 0 && (
        <>
          <Typography variant="h5" component="h3" sx={{ mt: certifications.length ? 4 : 0, mb: 2 }}>
            Licenses
          </Typography>
          <LicenseList />
        </>
      )}
    </Box>
  );
}
