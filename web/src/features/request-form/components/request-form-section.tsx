/**
 * The request form's part of /contact (issue 13), the module /contact loads lazily after the page
 * (app/routes/contact.tsx): the line naming what the request is about, the form, and after
 * sending the confirmation in its place. The company's name and phone are read here, once, from
 * the live site settings (lib/site-data).
 */
import { useState } from 'react';
import { useSiteSettings } from '../../../lib/site-data';
import type { CompanyContact } from '../company-contact';
import type { SourceProject } from '../request-form-values';
import { useRequestSource } from '../use-request-source';
import { RequestAbout } from './request-about';
import { RequestForm, type SentRequest } from './request-form';
import { RequestSent } from './request-sent';

/**
 * The section's content.
 * @param sourceProject the published project `?project=` names, read by /contact's loader
 */
export function RequestFormSection({ sourceProject }: { sourceProject: SourceProject | null }) {
  const siteSettings = useSiteSettings();
  const company: CompanyContact = {
    name: siteSettings.companyName,
    phone: siteSettings.phone,
    phoneHref: siteSettings.phoneHref,
  };
  const source = useRequestSource();
  const [sent, setSent] = useState<SentRequest | null>(null);
  const [formKey, setFormKey] = useState(0);
  if (sent) {
    return (
      <RequestSent
        sent={sent}
        company={company}
        onAnother={() => {
          setSent(null);
          setFormKey((key) => key + 1);
        }}
      />
    );
  }
  return (
    <>
      <RequestAbout source={source} sourceProject={sourceProject} />
      <RequestForm key={formKey} source={source} sourceProject={sourceProject} company={company} onSent={setSent} />
    </>
  );
}
