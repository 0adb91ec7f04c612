/**
 * The consent checkbox ("a consent checkbox to be contacted"), required, with a link to
 * the privacy policy under it (the consent line links to /privacy), and the
 * honeypot `website`: a field people never see or reach, hidden from assistive technology, that
 * bots fill in (the API then stores the request as spam and answers as usual). Native inputs:
 * they work without JavaScript.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { fieldId } from '../field-ids';

/** The required consent; `error` is the server's message, `data-field-group` where the island puts its own. */
export function ConsentField({
  companyName,
  checked,
  error,
}: {
  companyName: string;
  checked: boolean;
  error?: string | undefined;
}) {
  return (
    <Box data-field-group="" data-invalid={error ? '' : undefined} sx={{ display: 'grid', gap: 0.5 }}>
      <Box
        component="label"
        sx={(theme) => ({
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1.25,
          cursor: 'pointer',
          '& input': { m: 0, mt: '3px', width: 18, height: 18, flex: 'none', accentColor: theme.palette.primary.main },
        })}
      >
        <input
          type="checkbox"
          id={fieldId('consent')}
          name="consent"
          value="yes"
          defaultChecked={checked}
          aria-describedby={error ? 'request-consent-error' : undefined}
        />
        <span>{`I agree that ${companyName} may contact me by phone or e-mail about this request. *`}</span>
      </Box>
      {/* Outside the label (a link inside it would tick the box); a new tab keeps the form as it is;
          underlined, as a link inside text is not told by its colour alone (WCAG 1.4.1). */}
      <Typography id="request-privacy-note" variant="body2" color="text.secondary" sx={{ pl: 3.5 }}>
        How we use and how long we keep your request and photos:{' '}
        <Link href={paths.privacy} target="_blank" rel="noopener" underline="always">
          privacy policy
        </Link>{' '}
        (opens in a new tab).
      </Typography>
      <Box
        component="p"
        id="request-consent-error"
        hidden={!error}
        sx={{ m: 0, pl: 3.5, fontSize: '0.75rem', lineHeight: 1.66, color: 'error.main' }}
      >
        {error}
      </Box>
    </Box>
  );
}

/**
 * The honeypot: off screen, out of the tab order and of the accessibility tree; beside it the
 * page's signed start time (`formStamp`), which a post without JavaScript is judged by.
 */
export function HoneypotField({ value, formStamp }: { value: string; formStamp: string }) {
  return (
    <Box
      aria-hidden
      sx={{ position: 'absolute', left: '-10000px', top: 'auto', width: '1px', height: '1px', overflow: 'hidden' }}
    >
      <label htmlFor="request-website">Website (leave this empty)</label>
      <input id="request-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue={value} />
      {formStamp && <input type="hidden" name="formStamp" value={formStamp} />}
    </Box>
  );
}
