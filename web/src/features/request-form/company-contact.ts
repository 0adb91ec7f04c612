/**
 * What the request form says about the company: its name (the consent line) and its phone (the
 * confirmation, failures, the rate limit). The form reads the company settings in one place,
 * request-form-section.tsx, and hands this down.
 */
export interface CompanyContact {
  name: string;
  /** As people read it, e.g. "(203) 555-0142". */
  phone: string;
  /** E.164, for tel: links. */
  phoneHref: string;
}
