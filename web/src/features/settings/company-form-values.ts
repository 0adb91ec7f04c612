/**
 * Values of the Company form ("Company details") and their conversions: the form holds
 * the contract's `SiteSettingsInput` (the body of PUT /api/settings), so the zod resolver and the
 * server parse the same schema; the lists start with empty rows of the right shape; server
 * field errors land on the form's fields.
 */
import type { SiteSettings } from '@site/contract/site-settings';
import type { Control, FieldPath } from 'react-hook-form';
import type { TextFieldDefinition } from '../../components/forms/controlled-text-field';
import {
  inputFromSettings,
  siteSettingsInputSchema,
  type SiteSettingsInput,
  type SiteSettingsInputParsed,
} from '@site/contract/site-settings-schema';

/** What the form holds. */
export type CompanyFormValues = SiteSettingsInput;

/** The form's starting values for settings as the API returned them (contact form URL '' when none). */
export function companyFormValues(settings: SiteSettings): CompanyFormValues {
  const input = inputFromSettings(settings);
  return {
    ...input,
    address: { ...input.address },
    areaServed: [...input.areaServed],
    openingHours: input.openingHours.map((row) => ({ ...row })),
    licenses: input.licenses.map((row) => ({ ...row })),
    certifications: input.certifications.map((row) => ({ ...row })),
    acceptedCards: [...input.acceptedCards],
    socialLinks: input.socialLinks.map((row) => ({ ...row })),
    leadEmailRecipients: [...input.leadEmailRecipients],
  };
}

/** The lists of rows with several fields each. */
export type CompanyRowList = 'openingHours' | 'licenses' | 'certifications' | 'socialLinks';

/** A new, empty row of each list (what 'Add' appends). */
export const emptyCompanyRows = {
  openingHours: () => ({ days: '', hours: '' }),
  licenses: () => ({ label: '', number: '' }),
  certifications: () => ({ name: '', issuer: '', badge: '' }),
  socialLinks: () => ({ label: '', url: '' }),
} satisfies Record<CompanyRowList, () => CompanyFormValues[CompanyRowList][number]>;

const topLevelFields = new Set<string>(Object.keys(siteSettingsInputSchema.shape));

/** The form's path of an API field error (a field of the settings, `hours.mon`…), else null. */
export function companyFieldOf(field: string): FieldPath<CompanyFormValues> | null {
  return topLevelFields.has(field.split('.')[0] ?? '') ? (field as FieldPath<CompanyFormValues>) : null;
}

/** The form's control: its values are the contract input, its submit output the parsed input. */
export type CompanyFormControl = Control<CompanyFormValues, unknown, SiteSettingsInputParsed>;

/** One plain text field of the form, as a row of a ControlledTextFields table. */
export type CompanyTextField = TextFieldDefinition<CompanyFormValues, SiteSettingsInputParsed>;
