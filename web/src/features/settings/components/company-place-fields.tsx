/**
 * The Company form's address, service area and opening hours (issue 14): the contact and About
 * pages, the footer and the business's structured data for search engines show them.
 */
import Box from '@mui/material/Box';
import { siteSettingsLimits } from '@site/contract/site-settings-schema';
import { ControlledTextField } from '../../../components/forms/controlled-text-field';
import { FormSection } from '../../../components/forms/form-section';
import { RowListField } from '../../../components/forms/row-list-field';
import { StringListField } from '../../../components/forms/string-list-field';
import { emptyCompanyRows, type CompanyFormControl } from '../company-form-values';

/** Street, town, state, ZIP, country. */
export function CompanyAddressFields({ control }: { control: CompanyFormControl }) {
  return (
    <FormSection id="company-address" title="Address">
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr' } }}>
        <ControlledTextField
          sx={{ gridColumn: '1 / -1' }}
          control={control}
          name="address.street"
          label="Street"
          required
          autoComplete="street-address"
        />
        <ControlledTextField
          sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
          control={control}
          name="address.city"
          label="Town"
          required
          autoComplete="address-level2"
        />
        <ControlledTextField
          control={control}
          name="address.region"
          label="State"
          required
          autoComplete="address-level1"
          placeholder="CT"
        />
        <ControlledTextField
          control={control}
          name="address.postalCode"
          label="ZIP code"
          required
          autoComplete="postal-code"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <ControlledTextField
          control={control}
          name="address.country"
          label="Country"
          required
          autoComplete="country"
          placeholder="US"
        />
      </Box>
    </FormSection>
  );
}

/** The areas served and the opening hours. */
export function CompanyServiceAreaFields({ control }: { control: CompanyFormControl }) {
  return (
    <FormSection
      id="company-area"
      title="Service area and hours"
      hint="Listed on the About and contact pages. Write hours like “7:00 AM – 5:00 PM”, “Closed” or “By appointment”."
    >
      <Box sx={{ display: 'grid', gap: 3 }}>
        <StringListField
          control={control}
          name="areaServed"
          itemLabel="area"
          placeholder="e.g. New Haven County, CT"
          max={siteSettingsLimits.listMax}
          emptyText="No areas yet: add at least one."
        />
        <RowListField
          control={control}
          name="openingHours"
          columns={[
            { key: 'days', label: 'Days', placeholder: 'Monday–Friday' },
            { key: 'hours', label: 'Hours', placeholder: '7:00 AM – 5:00 PM' },
          ]}
          newRow={emptyCompanyRows.openingHours}
          itemLabel="opening hours"
          max={siteSettingsLimits.listMax}
          emptyText="No opening hours: the site shows none."
        />
      </Box>
    </FormSection>
  );
}
