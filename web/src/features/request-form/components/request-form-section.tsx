/**
 * The request form's part of /contact: the line naming what the request is
 * about and the form, or, as the answer of a post that was stored, the confirmation in its place.
 * Rendered on the server only (app/routes/contact.tsx): /contact runs no React in the browser.
 */
import { useSiteSettings } from '../../../lib/site-data';
import type { CompanyContact } from '../company-contact';
import type { RequestErrors, RequestFormValues, RequestSource, SourceProject } from '../request-form-values';
import { RequestAbout } from './request-about';
import { RequestForm } from './request-form';
import { RequestSent, type SentRequest } from './request-sent';
import type { NotSentKind } from '../form-texts';

/** What the form shows: its values and errors (after a post), or the confirmation. */
export type RequestFormState =
  | { sent: SentRequest }
  | { sent?: undefined; values: RequestFormValues; errors: RequestErrors; failure?: NotSentKind | undefined };

export interface RequestFormSectionProps {
  source: RequestSource;
  /** The published project `?project=` names, read by /contact's loader. */
  sourceProject: SourceProject | null;
  state: RequestFormState;
}

/** The section's content. */
export function RequestFormSection({ source, sourceProject, state }: RequestFormSectionProps) {
  const siteSettings = useSiteSettings();
  const company: CompanyContact = {
    name: siteSettings.companyName,
    phone: siteSettings.phone,
    phoneHref: siteSettings.phoneHref,
    serviceTowns: siteSettings.serviceTowns,
  };
  if (state.sent) return <RequestSent sent={state.sent} company={company} />;
  return (
    <>
      <RequestAbout source={source} sourceProject={sourceProject} />
      <RequestForm
        source={source}
        company={company}
        values={state.values}
        errors={state.errors}
        failure={state.failure}
      />
    </>
  );
}
