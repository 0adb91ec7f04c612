/**
 * One page of the staff list of leads (ADR 0037; contract leadListPageSchema): GET /api/leads
 * (status, cursor) when nothing is searched, else POST /api/leads/search with the search in the
 * body, so what staff type (names, phone numbers) never goes into a URL. The first page is
 * fetched again every minute while the inbox shows it (a request that arrives while it is open
 * appears; lib/refresh-intervals.ts); other pages are not: a refresh reads one page and a count,
 * never the collection.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@site/contract/request-conventions';
import { leadListPageSchema, type LeadListPage, type LeadStatus } from '@site/contract/lead';
import { apiRequest } from '../../../lib/api-client';
import { leadsRefreshMs } from '../../../lib/refresh-intervals';

/**
 * What the API lists: one status, 'all' (every status, spam included), or undefined: the inbox,
 * every lead but spam (the API's default).
 */
export type LeadStatusFilter = LeadStatus | 'all' | undefined;

/** Which page of which list. */
export interface LeadPageRequest {
  status: LeadStatusFilter;
  /** What staff typed (trimmed here); empty: no search. */
  search: string;
  /** The cursor of the page (contract list-page.ts); undefined: the first page. */
  cursor: string | undefined;
}

/**
 * The query key of a page: it starts with '/api/leads' like every lead query (lead-writes.ts
 * invalidates them all), and holds the search in memory only, never in a URL.
 */
export function leadPageKey({ status, search, cursor }: LeadPageRequest): readonly unknown[] {
  return [apiPaths.leads, 'page', status ?? 'inbox', search.trim(), cursor ?? null];
}

/** The URL of an unsearched page, e.g. '/api/leads', '/api/leads?status=new&cursor=…'. */
function listUrl(status: LeadStatusFilter, cursor: string | undefined): string {
  const query = new URLSearchParams({ ...(status ? { status } : {}), ...(cursor ? { cursor } : {}) }).toString();
  return query ? `${apiPaths.leads}?${query}` : apiPaths.leads;
}

/** Fetches and parses one page. @throws Error "{status}: {text}" (spec §8), ZodError on a bad body */
export async function fetchLeadPage({ status, search, cursor }: LeadPageRequest): Promise<LeadListPage> {
  const text = search.trim();
  const res = text
    ? await apiRequest('POST', apiPaths.leadsSearch, { ...(status ? { status } : {}), search: text, cursor })
    : await apiRequest('GET', listUrl(status, cursor));
  return leadListPageSchema.parse(await res.json());
}

/**
 * One page of leads (no retry: spec §9). The page before stays on screen while the next one loads;
 * only the first page refreshes every minute.
 */
export function useLeadPage(request: LeadPageRequest) {
  return useQuery({
    queryKey: leadPageKey(request),
    queryFn: () => fetchLeadPage(request),
    placeholderData: keepPreviousData,
    refetchInterval: request.cursor === undefined ? leadsRefreshMs : false,
  });
}
