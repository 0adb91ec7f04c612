/**
 * The embedded third-party contact form of /contact (spec §2: "embedded contact form (iframe
 * about 1300 px tall)"), shown when the company's settings name a form URL (`contactFormUrl`);
 * without one, /contact shows the built-in request form instead (issue 13; app/contact-form-area.tsx).
 */
import Box from '@mui/material/Box';
import { siteSettings } from '@site/contract/site-settings';

/** Height of the embedded form (spec §2 "about 1300 px tall"). */
export const contactFormHeight = 1300;

/** The iframe of `formUrl`. */
export function ContactFormEmbed({ formUrl }: { formUrl: string }) {
  return (
    <Box
      component="iframe"
      src={formUrl}
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
