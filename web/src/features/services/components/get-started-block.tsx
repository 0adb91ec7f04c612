/**
 * 'Ready to Get Started?' block of a service page (spec §2 "Service detail": "with a call link
 * and 'Email Us'"), led by 'Request a quote' (the request form about this service,
 * `/contact?service={slug}`). 'Email Us' leads to /contact, as in the footer and the services
 * banner.
 */
import RequestQuote from '@mui/icons-material/RequestQuote';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { inServiceArea } from '@site/contract/company-claims';
import { useSiteSettings } from '../../../lib/site-data';
import { CallEmailActions } from '../../../components/ui/call-email-actions';
import { requestQuotePath } from '../../../config/request-quote-link';
import { SiteButton } from '../../../components/ui/site-button';

/** Call-to-action panel in brand green with 'Request a quote', a tel: link and 'Email Us'. */
export function GetStartedBlock({ serviceSlug, serviceTitle }: { serviceSlug: string; serviceTitle: string }) {
  const area = inServiceArea(useSiteSettings());
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
        Tell us about your {serviceTitle.toLowerCase()} project. We serve homes and businesses
        {area} and will set up a free site visit and estimate.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <SiteButton
          href={requestQuotePath({ service: serviceSlug })}
          size="large"
          startIcon={<RequestQuote aria-hidden />}
          tone="stone"
        >
          Request a quote
        </SiteButton>
        <CallEmailActions showNumber />
      </Box>
    </Box>
  );
}
