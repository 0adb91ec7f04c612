/**
 * The Leads inbox's filters (spec: "filter by status, search by name/phone/e-mail/message"): a
 * status choice and a search text, both sent to the API, which answers one page of the matching
 * leads (get-leads.ts; the search in a POST body, never in a URL). The default view, 'inbox', is
 * every lead but spam (the API's list without a status): what the office works through.
 */
import { leadStatuses, type LeadStatus } from '@site/contract/lead';
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

const count = new Intl.NumberFormat('en-US');

/**
 * Where a page sits in its list: "1–25 of 10,000"; "26–50 of at most 312" when the total is the
 * most there can be (a search of several words: contract leadListPageSchema `totalExact`).
 * @param firstIndex 0-based index of the page's first item (page number × page size)
 * @param shown items on the page
 */
export function pagePositionText(firstIndex: number, shown: number, total: number, totalExact: boolean): string {
  const of = `${totalExact ? '' : 'at most '}${count.format(total)}`;
  if (shown === 0) return totalExact ? `0 of ${of}` : 'No more matches';
  return `${count.format(firstIndex + 1)}–${count.format(firstIndex + shown)} of ${of}`;
}
