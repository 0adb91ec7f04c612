/**
 * What the request form says about the company: its name (the consent line), its phone (the
 * confirmation, failures, the rate limit) and its towns (the town field's note). The form reads the company settings in one place,
 * request-form-section.tsx, and hands this down.
 */
export interface CompanyContact {
  name: string;
  /** As people read it, e.g. "(203) 555-0142". */
  phone: string;
  /** E.164, for tel: links. */
  phoneHref: string;
  /** The towns of the service area (company details): the town field notes one outside them. */
  serviceTowns: readonly string[];
}
