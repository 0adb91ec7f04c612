/**
 * 'Ready to Get Started?' block of a service page (spec §2 "Service detail": "with a call link
 * and 'Email Us'"). 'Email Us' leads to /contact, as in the footer and the services banner.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CallEmailActions } from '../../../components/ui/call-email-actions';

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
      <CallEmailActions showNumber />
    </Box>
  );
}
