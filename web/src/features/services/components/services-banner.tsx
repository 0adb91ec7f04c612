/**
 * Banner of the services listing (spec §2 "/services": "A banner offers 'Call' and 'Email Us'
 * (to /contact)").
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Email from '@mui/icons-material/Email';
import Phone from '@mui/icons-material/Phone';
import { Link } from 'react-router';
import { siteSettings } from '@site/contract/site-settings';
import { paths } from '../../../config/paths';

/** Full-width stone-coloured band with 'Call' (tel:) and 'Email Us' (/contact). */
export function ServicesBanner() {
  return (
    <Box
      component="section"
      aria-labelledby="services-banner-title"
      sx={{ bgcolor: 'secondary.dark', color: 'common.white', py: { xs: 5, md: 6 } }}
    >
      <Container
        sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, alignItems: { md: 'center' }, gap: 3 }}
      >
        <Box sx={{ flex: 1 }}>
          <Typography id="services-banner-title" variant="h4" component="h2" sx={{ mb: 1 }}>
            Not sure which service you need?
          </Typography>
          <Typography sx={{ color: 'rgba(255,255,255,0.92)' }}>
            Talk to us about your property. We have served New Haven and Fairfield Counties since{' '}
            {siteSettings.foundedYear}.
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button
            href={`tel:${siteSettings.phoneHref}`}
            variant="contained"
            size="large"
            startIcon={<Phone />}
            aria-label={`Call ${siteSettings.phone}`}
            sx={{ bgcolor: 'common.white', color: 'secondary.dark', '&:hover': { bgcolor: 'grey.100' } }}
          >
            Call
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
      </Container>
    </Box>
  );
}
