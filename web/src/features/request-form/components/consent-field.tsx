/**
 * The consent checkbox (issue 13: "a consent checkbox to be contacted"), required, with a link to
 * the privacy policy under it (issue 23: the consent line links to /privacy), and the
 * honeypot `website`: a field people never see or reach, hidden from assistive technology, that
 * bots fill in (the API then stores the request as spam and answers as usual).
 */
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Controller, type Control, type UseFormRegister } from 'react-hook-form';
import { paths } from '../../../config/paths';
import { fieldId } from '../field-ids';
import type { RequestFormValues } from '../request-form-values';

/** The required consent. */
export function ConsentField({ control, companyName }: { control: Control<RequestFormValues>; companyName: string }) {
  return (
    <Controller
      name="consent"
      control={control}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)} required>
          <FormControlLabel
            sx={{ alignItems: 'flex-start', m: 0 }}
            control={
              <Checkbox
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                sx={{ mt: -0.75, ml: -1 }}
                slotProps={{
                  input: {
                    id: fieldId('consent'),
                    name: 'consent',
                    value: 'yes',
                    ref: field.ref,
                    'aria-describedby': fieldState.error ? 'request-consent-error' : undefined,
                  } as object,
                }}
              />
            }
            label={`I agree that ${companyName} may contact me by phone or e-mail about this request. *`}
          />
          {/* Outside the label (a link inside it would tick the box); a new tab keeps the form as it is. */}
          <Typography id="request-privacy-note" variant="body2" color="text.secondary" sx={{ mt: 0.5, pl: 3.5 }}>
            How we use and how long we keep your request and photos:{' '}
            <Link href={paths.privacy} target="_blank" rel="noopener">
              privacy policy
            </Link>{' '}
            (opens in a new tab).
          </Typography>
          {fieldState.error && (
            <FormHelperText id="request-consent-error" sx={{ mx: 0 }}>
              {fieldState.error.message}
            </FormHelperText>
          )}
        </FormControl>
      )}
    />
  );
}

/** The honeypot: off screen, out of the tab order and of the accessibility tree. */
export function HoneypotField({ register }: { register: UseFormRegister<RequestFormValues> }) {
  return (
    <Box
      aria-hidden
      sx={{ position: 'absolute', left: '-10000px', top: 'auto', width: '1px', height: '1px', overflow: 'hidden' }}
    >
      <label htmlFor="request-website">Website (leave this empty)</label>
      <input id="request-website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
    </Box>
  );
}
