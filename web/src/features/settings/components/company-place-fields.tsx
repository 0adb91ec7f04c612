/**
 * The Company form's address, service area and opening hours: the contact and About
 * pages, the footer and the business's structured data for search engines show them.
 */
import Box from '@mui/material/Box';
import { siteSettingsLimits } from '@site/contract/site-settings-schema';
import { ControlledTextField, ControlledTextFields } from '../../../components/forms/controlled-text-field';
import { StringListField } from '../../../components/forms/string-list-field';
import type { CompanyFormControl, CompanyTextField } from '../company-form-values';
import { CompanyRowListField } from './company-row-list-field';

const addressFields: CompanyTextField[] = [
  {
    name: 'address.street',
    label: 'Street',
    required: true,
    autoComplete: 'street-address',
    sx: { gridColumn: '1 / -1' },
  },
  {
    name: 'address.city',
    label: 'Town',
    required: true,
    autoComplete: 'address-level2',
    sx: { gridColumn: { xs: '1 / -1', sm: 'auto' } },
  },
  { name: 'address.region', label: 'State', required: true, autoComplete: 'address-level1', placeholder: 'CT' },
  {
    name: 'address.postalCode',
    label: 'ZIP code',
    required: true,
    autoComplete: 'postal-code',
    slotProps: { htmlInput: { inputMode: 'numeric' } },
  },
  { name: 'address.country', label: 'Country', required: true, autoComplete: 'country', placeholder: 'US' },
];

/** Street, town, state, ZIP, country. */
export function CompanyAddressFields({ control }: { control: CompanyFormControl }) {
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr' } }}>
      <ControlledTextFields control={control} fields={addressFields} />
    </Box>
  );
}

/** The areas served, the towns of the service area and the opening hours. */
export function CompanyServiceAreaFields({ control }: { control: CompanyFormControl }) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <StringListField
        control={control}
        name="areaServed"
        itemLabel="area"
        placeholder="e.g. New Haven County, CT"
        max={siteSettingsLimits.listMax}
        emptyText="No areas yet: add at least one."
      />
      <ControlledTextField
        control={control}
        name="serviceTowns"
        label="Towns you work in"
        multiline
        minRows={3}
        maxRows={10}
        helperText="One a line, or separated by commas. The request form tells a visitor whose town is not listed that it is outside your area (and still takes the request). Empty: no such note."
      />
      <CompanyRowListField control={control} name="openingHours" />
    </Box>
  );
}
