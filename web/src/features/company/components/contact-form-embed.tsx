/**
 * The embedded third-party contact form of /contact (spec §2: "embedded contact form (iframe
 * about 1300 px tall)"), shown when the company's live settings name a form URL
 * (`contactFormUrl`; the page's CSP frame-src names its origin,
 * functions/src/security/content-security-policy.ts); without one, /contact shows the built-in
 * request form instead (app/contact-form-area.tsx).
 */
import Box from '@mui/material/Box';
import { useSiteSettings } from '../../../lib/site-data';

/** Height of the embedded form (spec §2 "about 1300 px tall"). */
export const contactFormHeight = 1300;

/** The iframe of `formUrl`. */
export function ContactFormEmbed({ formUrl }: { formUrl: string }) {
  const { companyName } = useSiteSettings();
  return (
    <Box
      component="iframe"
      src={formUrl}
      title={`Contact form of ${companyName}`}
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
