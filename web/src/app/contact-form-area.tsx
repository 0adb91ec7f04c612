/**
 * The form part of /contact (spec §2): the company's third-party form in an iframe when
 * its settings name one (`contactFormUrl`), else the built-in "Request a free estimate" form,
 * rendered by the server as a native form that posts to the route's action (ADR 0025).
 * The island that enhances it (islands/contact.ts) loads when the visitor first reaches into the
 * form (focus, pointer or submit).
 */
import { ContactFormEmbed } from '../features/company/components/contact-form-embed';
import { RequestFormSection, type RequestFormState } from '../features/request-form/components/request-form-section';
import type { RequestSource, SourceProject } from '../features/request-form/request-form-values';

/** The id of the element around the built-in form (no script watches it since the island loads on first touch). */
export const formAreaId = 'request-form-area';

/** The heading of the form's section for each case. */
export function contactFormTitle(formUrl: string | null): string {
  return formUrl ? 'Send us a message' : 'Request a free estimate';
}

export interface ContactFormAreaProps {
  formUrl: string | null;
  source: RequestSource;
  /** The published project `?project=` names, or null. */
  sourceProject: SourceProject | null;
  /** The form's values and errors, or the confirmation of a stored request. */
  state: RequestFormState;
}

/** The iframe for `formUrl`, else the built-in form. */
export function ContactFormArea({ formUrl, source, sourceProject, state }: ContactFormAreaProps) {
  if (formUrl) return <ContactFormEmbed formUrl={formUrl} />;
  return (
    <div id={formAreaId}>
      <RequestFormSection source={source} sourceProject={sourceProject} state={state} />
    </div>
  );
}
