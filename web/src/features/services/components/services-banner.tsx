/**
 * Banner of the services listing (spec §2 "/services": "A banner offers 'Call' and 'Email Us'
 * (to /contact)").
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { CallEmailActions } from '../../../components/ui/call-email-actions';
import { inServiceArea, sinceFounded } from '@site/contract/company-claims';
import { useSiteSettings } from '../../../lib/site-data';

/** Full-width stone-coloured band with 'Call' (tel:) and 'Email Us' (/contact). */
export function ServicesBanner() {
  const settings = useSiteSettings();
  const served = `${inServiceArea(settings)}${sinceFounded(settings)}`;
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
            Talk to us about your property.{served && ` We have served customers${served}.`}
          </Typography>
        </Box>
        <CallEmailActions accent="secondary" />
      </Container>
    </Box>
  );
}
