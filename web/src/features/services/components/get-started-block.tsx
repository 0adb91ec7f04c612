/**
 * 'Ready to Get Started?' block of a service page (spec §2 "Service detail": "with a call link
 * and 'Email Us'"). 'Email Us' leads to /contact, as in the footer and the services banner.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Email from '@mui/icons-material/Email';
import Phone from '@mui/icons-material/Phone';
import { Link } from 'react-router';
import { siteSettings } from '@site/contract/site-settings';
import { paths } from '../../../config/paths';

/** Call-to-action panel in brand green with a tel: link and 'Email Us'. */
export function GetStartedBlock({ serviceTitle }: { serviceTitle: string }) {
  return (
    <Box
      component="section"
      aria-labelledby="get-started-title"
      sx={{ mt: 6, p: { xs: 3, md: 4 }, borderRadius: 3, color: 'common.white', bgcolor: 'primary.dark' }}
    >
      <Typography id="get-started-title" variant="h4" component="h2" sx={{ mb: 1 }}>
        Ready to Get Started?
      </Typography>
      <Typography sx={{ mb: 3, color: 'rgba(255,255,255,0.9)', maxWidth: 640 }}>
        Tell us about your {serviceTitle.toLowerCase()} project. We serve homes and businesses across New Haven and
        Fairfield Counties and will set up a free site visit and estimate.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button
          href={`tel:${siteSettings.phoneHref}`}
          variant="contained"
          size="large"
          startIcon={<Phone />}
          sx={{ bgcolor: 'common.white', color: 'primary.dark', '&:hover': { bgcolor: 'grey.100' } }}
        >
          Call {siteSettings.phone}
        </Button>
        <Button
          component={Link}
          to={paths.contact}
          variant="outlined"
          size="large"
          startIcon={<Email />}
          sx={{
            color: 'common.white',
            borderColor: 'rgba(255,255,255,0.7)',
            '&:hover': { borderColor: 'common.white', bgcolor: 'rgba(255,255,255,0.08)' },
          }}
        >
          Email Us
        </Button>
      </Box>
    </Box>
  );
}
