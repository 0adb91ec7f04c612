/**
 * The Company form ("Company details": "an admin Company form for everything in
 * SiteSettings that a person would change"): react-hook-form with the contract's
 * siteSettingsInputSchema as resolver, so the browser and PUT /api/settings check the same rules
 * and messages. Errors show inline as the staff member leaves each field; the sticky save bar
 * says where the form stands; leaving with unsaved changes asks first. Save: the settings go to
 * the API; its field errors land on their fields; 401 logs out (spec §6); toasts in spec §8's
 * style (title and message, destructive on failure).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { SiteSettings } from '@site/contract/site-settings';
import { siteSettingsInputSchema, type SiteSettingsInputParsed } from '@site/contract/site-settings-schema';
import { useState, type ComponentType } from 'react';
import { useForm } from 'react-hook-form';
import { FormSection, type FormSectionProps } from '../../../components/forms/form-section';
import { SaveForm, useSaveInPlace } from '../../../components/forms/save-form';
import { showFormFailure } from '../../../components/ui/failure-toast';
import { PrivacyDriftAlert, usePublishedPrivacyPolicy } from '../../../components/ui/privacy-drift-alert';
import { privacyDriftText, privacyPolicyDrift } from '@site/contract/privacy-drift';
import { toast } from '../../../lib/toast';
import { useSaveSiteSettings } from '../api/save-site-settings';
import {
  companyFieldOf,
  companyFormValues,
  type CompanyFormControl,
  type CompanyFormValues,
} from '../company-form-values';
import { CompanyContactFields, CompanyIdentityFields } from './company-identity-fields';
import { CompanyCredentialsFields, CompanyLeadMailFields } from './company-credentials-fields';
import { CompanyAddressFields, CompanyServiceAreaFields } from './company-place-fields';

/** The form's sections, in order: each one's heading, hint and fields. */
const sections: (Omit<FormSectionProps, 'children'> & { Fields: ComponentType<{ control: CompanyFormControl }> })[] = [
  {
    id: 'company-identity',
    title: 'Company',
    hint: 'How the website names the company: page titles, the footer, search results.',
    Fields: CompanyIdentityFields,
  },
  {
    id: 'company-contact',
    title: 'How customers reach you',
    hint: 'The call and e-mail links on every page, and the contact page.',
    Fields: CompanyContactFields,
  },
  { id: 'company-address', title: 'Address', Fields: CompanyAddressFields },
  {
    id: 'company-area',
    title: 'Service area and hours',
    hint: 'Listed on the About and contact pages. Write hours like “7:00 AM – 5:00 PM”, “Closed” or “By appointment”.',
    Fields: CompanyServiceAreaFields,
  },
  {
    id: 'company-credentials',
    title: 'Licences, certifications and payments',
    hint: 'Shown on the About and contact pages.',
    Fields: CompanyCredentialsFields,
  },
  {
    id: 'company-lead-mail',
    title: 'Who gets new requests',
    hint: 'Each request a visitor sends is e-mailed to these addresses. Visitors never see them.',
    Fields: CompanyLeadMailFields,
  },
];

/** The form, prefilled with `settings` (as GET /api/settings returned them to staff). */
export function CompanyForm({ settings }: { settings: SiteSettings }) {
  const form = useForm<CompanyFormValues, unknown, SiteSettingsInputParsed>({
    resolver: zodResolver(siteSettingsInputSchema),
    defaultValues: companyFormValues(settings),
    mode: 'onTouched',
  });
  const { control, handleSubmit, setError } = form;
  const save = useSaveSiteSettings();
  // The details before the last save here: the privacy warning names an address the save changed.
  const [previous, setPrevious] = useState<SiteSettings | undefined>(undefined);
  const policy = usePublishedPrivacyPolicy();
  const { saved, onValid } = useSaveInPlace({
    form,
    save: async (values) => {
      const before = settings;
      const next = await save.mutateAsync(values);
      setPrevious(before);
      // Said where staff are (the warning itself is at the top of the form), after the saved toast.
      const drift = policy?.content ? privacyPolicyDrift(policy.content, next, before) : [];
      if (drift.length > 0)
        setTimeout(() => {
          void toast({
            title: 'Privacy Policy Out of Date',
            description: `${drift.map(privacyDriftText).join(' ')} Change it in Pages › Privacy policy.`,
            variant: 'destructive',
          });
        }, 0);
      return next;
    },
    valuesOf: companyFormValues,
    savedToast: { title: 'Company Details Saved', description: 'The website shows the new details within a minute.' },
    failed: (error) =>
      showFormFailure(error, setError, companyFieldOf, 'Failed to save company details. Please try again.'),
  });

  return (
    <SaveForm form={form} onSubmit={handleSubmit(onValid)} label="Company details" saved={saved}>
      <PrivacyDriftAlert settings={settings} previous={previous} />
      {sections.map(({ Fields, ...section }) => (
        <FormSection key={section.id} {...section}>
          <Fields control={control} />
        </FormSection>
      ))}
    </SaveForm>
  );
}
