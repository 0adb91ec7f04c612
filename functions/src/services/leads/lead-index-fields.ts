/**
 * The fields a `leads/{id}` document keeps only to be found by a query (ADR 0037), written with
 * the lead (lead-writes.ts) and by the backfill migration (migrations/backfill-lead-fields.ts):
 * - `searchTerms`: the staff search's field (contract lead-search.ts `leadSearchTerms`);
 * - `contactKeys`: `phone:<E.164>` and `email:<lower case address>`, the duplicate hints' key
 *   (lead-duplicates.ts): one `array-contains-any` query finds every lead sharing a phone or an
 *   e-mail with any lead of a page.
 * Neither is part of the stored schema's parse (lead-document.ts): a lead reads the same without
 * them; only queries use them.
 */
import { leadSearchTerms, type SearchableLead } from '@site/contract/lead-search';

/** The duplicate keys of a phone and an e-mail (both stored normalised: E.164, lower case; contract lead.ts). */
export function contactKeysOf(lead: Pick<SearchableLead, 'phone' | 'email'>): string[] {
  return [...(lead.phone ? [`phone:${lead.phone}`] : []), ...(lead.email ? [`email:${lead.email}`] : [])];
}

/** The query fields of a lead, as written into its document. */
export interface LeadIndexFields {
  searchTerms: string[];
  contactKeys: string[];
}

/** The query fields of a lead's searchable and contact fields. */
export function leadIndexFields(lead: SearchableLead): LeadIndexFields {
  return { searchTerms: leadSearchTerms(lead), contactKeys: contactKeysOf(lead) };
}
