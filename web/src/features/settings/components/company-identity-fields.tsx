/**
 * The Company form's first sections (issue 14): who the company is (name, short name, tagline,
 * founding year) and how customers reach it (phone, e-mail, the embedded contact form, social
 * links). Every field is checked by the contract schema as the staff member types.
 */
import Box from '@mui/material/Box';
import { siteSettingsLimits } from '@site/contract/site-settings-schema';
import { ControlledTextField } from '../../../components/forms/controlled-text-field';
import { FormSection } from '../../../components/forms/form-section';
import { RowListField } from '../../../components/forms/row-list-field';
import { emptyCompanyRows, type CompanyFormControl } from '../company-form-values';

const twoColumns = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** Name, short name, tagline, founding year. */
export function CompanyIdentityFields({ control }: { control: CompanyFormControl }) {
  return (
    <FormSection
      id="company-identity"
      title="Company"
      hint="How the website names the company: page titles, the footer, search results."
    >
      <Box sx={twoColumns}>
        <ControlledTextField
          sx={{ gridColumn: '1 / -1' }}
          control={control}
          name="companyName"
          label="Company name"
          required
          autoComplete="organization"
        />
        <ControlledTextField
          control={control}
          name="shortName"
          label="Short name"
          required
          helperText="Where space is tight, e.g. the logo."
        />
        <ControlledTextField
          control={control}
          name="foundedYear"
          label="Founded in"
          type="number"
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', min: 1800 } }}
          helperText={'The year, e.g. 1998 ("since 1998").'}
        />
        <ControlledTextField
          sx={{ gridColumn: '1 / -1' }}
          control={control}
          name="tagline"
          label="Tagline"
          required
          multiline
          minRows={2}
          helperText="One sentence for the About page and search results."
        />
      </Box>
    </FormSection>
  );
}

/** Phone, e-mail, contact form, social links. */
export function CompanyContactFields({ control }: { control: CompanyFormControl }) {
  return (
    <FormSection
      id="company-contact"
      title="How customers reach you"
      hint="The call and e-mail links on every page, and the contact page."
    >
      <Box sx={twoColumns}>
        <ControlledTextField
          control={control}
          name="phone"
          label="Phone"
          type="tel"
          required
          autoComplete="tel"
          helperText="Any format, with the area code. Call links dial it."
        />
        <ControlledTextField control={control} name="email" label="E-mail" type="email" required autoComplete="email" />
        <ControlledTextField
          sx={{ gridColumn: '1 / -1' }}
          control={control}
          name="contactFormUrl"
          label="Contact form address (optional)"
          type="url"
          placeholder="https://…"
          helperText="A form from your form service, shown on the contact page. Must start with https://. Empty: the contact page shows the phone and e-mail only."
        />
      </Box>
      <Box sx={{ mt: 3 }}>
        <RowListField
          control={control}
          name="socialLinks"
          columns={[
            { key: 'label', label: 'Name', placeholder: 'Facebook' },
            { key: 'url', label: 'Address', placeholder: 'https://…', grow: 2, type: 'url', inputMode: 'url' },
          ]}
          newRow={emptyCompanyRows.socialLinks}
          itemLabel="social link"
          max={siteSettingsLimits.listMax}
          emptyText="No social links."
        />
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
    </FormSection>
  );
}
