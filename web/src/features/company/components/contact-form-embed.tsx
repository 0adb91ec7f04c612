/**
 * The embedded third-party contact form of /contact (spec §2: "embedded contact form (iframe
 * about 1300 px tall)"), from the saved contactFormUrl (live site settings; the page's CSP
 * frame-src names its origin, functions/src/security/content-security-policy.ts). When no form URL is set, a clear
 * fallback card offers the phone and e-mail links instead.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Email from '@mui/icons-material/Email';
import Phone from '@mui/icons-material/Phone';
import { useSiteSettings } from '../../../lib/site-data';

/** Height of the embedded form (spec §2 "about 1300 px tall"). */
export const contactFormHeight = 1300;

/** The iframe, or the fallback card when `formUrl` is null. */
export function ContactFormEmbed({ formUrl }: { formUrl?: string | null }) {
  const siteSettings = useSiteSettings();
  const src = formUrl === undefined ? siteSettings.contactFormUrl : formUrl;
  if (src) {
    return (
      <Box
        component="iframe"
        src={src}
        title={`Contact form of ${siteSettings.companyName}`}
        loading="lazy"
        height={contactFormHeight}
        sx={{
          display: 'block',
          width: '100%',
          height: contactFormHeight,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          bgcolor: 'background.paper',
        }}
      />
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', borderStyle: 'dashed', borderWidth: 2 }}>
      <Typography variant="h5" component="p" sx={{ mb: 1.5, fontWeight: 700 }}>
        Our online form is being set up — call or e-mail us
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 560, mx: 'auto' }}>
        Tell us about your property and the work you have in mind; we will get back to you to set up a visit.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button href={`tel:${siteSettings.phoneHref}`} variant="contained" size="large" startIcon={<Phone />}>
          Call {siteSettings.phone}
        </Button>
        <Button href={`mailto:${siteSettings.email}`} variant="outlined" size="large" startIcon={<Email />}>
          E-mail {siteSettings.email}
        </Button>
      </Box>
    </Paper>
  );
}
