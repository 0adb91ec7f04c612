/**
 * The Leads inbox's filters (issue 13: "filter by status, search by name/phone/e-mail/message"):
 * a status choice, sent to the API, and a search text, applied to the fetched list with the API's
 * own rule (contract lead-search.ts), so what staff type never goes into a URL.
 * The default view, 'inbox', is every lead but spam (the API's list without a status): what the
 * office works through.
 */
import { leadStatuses, type LeadStatus } from '@site/contract/lead';
import { matchesLeadSearch, type SearchableLead } from '@site/contract/lead-search';
import type { LeadStatusFilter } from './api/get-leads';
import { leadStatusLabels } from './lead-labels';

/** 'inbox' (all but spam) or one status. */
export type LeadListStatus = 'inbox' | LeadStatus;

export interface LeadFilters {
  status: LeadListStatus;
  search: string;
}

export const defaultLeadFilters: LeadFilters = { status: 'inbox', search: '' };

/** The status select's options, in order, with their labels. */
export const leadListStatusOptions: { value: LeadListStatus; label: string }[] = [
  { value: 'inbox', label: 'All but spam' },
  ...leadStatuses.map((status) => ({ value: status, label: leadStatusLabels[status] })),
];

/** The API's status for a choice: none for the inbox. */
export function apiStatusOf(status: LeadListStatus): LeadStatusFilter {
  return status === 'inbox' ? undefined : status;
}

/** The leads to show for `filters` out of what the API returned for `apiStatusOf(filters.status)`. */
export function visibleLeads<L extends SearchableLead>(leads: readonly L[], filters: LeadFilters): L[] {
  return leads.filter((lead) => matchesLeadSearch(lead, filters.search));
}
