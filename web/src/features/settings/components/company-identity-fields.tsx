/**
 * The Company form's first sections: who the company is (name, short name, tagline,
 * founding year) and how customers reach it (phone, e-mail, the embedded contact form, social
 * links). Every field is checked by the contract schema as the staff member types.
 */
import Box from '@mui/material/Box';
import { ControlledTextField, ControlledTextFields } from '../../../components/forms/controlled-text-field';
import type { CompanyFormControl, CompanyTextField } from '../company-form-values';
import { CompanyRowListField } from './company-row-list-field';

const twoColumns = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;
const wide = { gridColumn: '1 / -1' } as const;

const identityFields: CompanyTextField[] = [
  { name: 'companyName', label: 'Company name', required: true, autoComplete: 'organization', sx: wide },
  { name: 'shortName', label: 'Short name', required: true, helperText: 'Where space is tight, e.g. the logo.' },
  {
    name: 'foundedYear',
    label: 'Founded in',
    type: 'number',
    required: true,
    slotProps: { htmlInput: { inputMode: 'numeric', min: 1800 } },
    helperText: 'The year, e.g. 1998 ("since 1998").',
  },
  {
    name: 'tagline',
    label: 'Tagline',
    required: true,
    multiline: true,
    minRows: 2,
    sx: wide,
    helperText: 'One sentence for the About page and search results.',
  },
];

const contactFields: CompanyTextField[] = [
  {
    name: 'phone',
    label: 'Phone',
    type: 'tel',
    required: true,
    autoComplete: 'tel',
    helperText: 'Any format, with the area code. Call links dial it.',
  },
  { name: 'email', label: 'E-mail', type: 'email', required: true, autoComplete: 'email' },
  {
    name: 'contactFormUrl',
    label: 'Contact form address (optional)',
    type: 'url',
    placeholder: 'https://…',
    sx: wide,
    helperText:
      'A form from your form service, shown on the contact page. Must start with https://. Empty: the contact page shows the phone and e-mail only.',
  },
];

/** Name, short name, tagline, founding year. */
export function CompanyIdentityFields({ control }: { control: CompanyFormControl }) {
  return (
    <Box sx={twoColumns}>
      <ControlledTextFields control={control} fields={identityFields} />
    </Box>
  );
}

/** Phone, e-mail, contact form, social links. */
export function CompanyContactFields({ control }: { control: CompanyFormControl }) {
  return (
    <>
      <Box sx={twoColumns}>
        <ControlledTextFields control={control} fields={contactFields} />
      </Box>
      <Box sx={{ mt: 3 }}>
        <CompanyRowListField control={control} name="socialLinks" />
      </Box>
      <Box sx={{ mt: 3 }}>
        <ControlledTextField
          control={control}
          name="googleBusinessProfileUrl"
          label="Google Business Profile link (optional)"
          type="url"
          placeholder="https://g.page/r/…"
          helperText="Your profile's Share or Ask for reviews link (g.page, maps.app.goo.gl, google.com/maps…). Your pages then show “Read our reviews on Google” and “Leave us a review”."
        />
      </Box>
    </>
  );
}
