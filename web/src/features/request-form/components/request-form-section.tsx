/**
 * The request form's part of /contact (issue 13), the module /contact loads lazily after the page
 * (app/routes/contact.tsx): the line naming what the request is about, the form, and after
 * sending the confirmation in its place. The company's name and phone are read here, once, from
 * the site settings.
 */
import { siteSettings } from '@site/contract/site-settings';
import { useState } from 'react';
import type { CompanyContact } from '../company-contact';
import { useRequestSource } from '../use-request-source';
import { RequestAbout } from './request-about';
import { RequestForm, type SentRequest } from './request-form';
import { RequestSent } from './request-sent';

/** The section's content. */
export function RequestFormSection() {
  const company: CompanyContact = { name: siteSettings.companyName, phone: siteSettings.phone, phoneHref: siteSettings.phoneHref };
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
      <RequestAbout source={source} />
      <RequestForm key={formKey} source={source} company={company} onSent={setSent} />
    </>
  );
}
