/**
 * GET /api/leads (issue 13, staff): the leads, newest first, of one status or all of them, parsed
 * with the contract's lead schema (DESIGN §2). The search runs on the fetched list (lead-filters.ts,
 * with the contract's lead-search.ts), so what staff type (names, phone numbers) never goes into
 * a URL (issue 13: no PII in URLs).
 */
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '@site/contract/request-conventions';
import { leadSchema, type Lead, type LeadStatus } from '@site/contract/lead';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { leadsRefreshMs } from '../../../lib/refresh-intervals';

/**
 * What the API lists: one status, 'all' (every status, spam included), or undefined: the inbox,
 * every lead but spam (the API's default).
 */
export type LeadStatusFilter = LeadStatus | 'all' | undefined;

const leadListSchema = z.array(leadSchema);

/** The list's URL, which is also its query key (spec §7), e.g. '/api/leads?status=new' or '/api/leads'. */
export function leadsUrl(status: LeadStatusFilter, path: string = apiPaths.leads): string {
  return status ? `${path}?${new URLSearchParams({ status })}` : path;
}

/** Fetches and parses one list. @throws Error "{status}: {text}" (spec §8), ZodError on a bad body */
export async function fetchLeads(status: LeadStatusFilter): Promise<Lead[]> {
  const res = await apiRequest('GET', leadsUrl(status));
  return leadListSchema.parse(await res.json());
}

/**
 * The leads of `status` (no retry: spec §9), fetched again every minute while the inbox is open
 * (issue 26: a request that arrives while it is open appears; lib/refresh-intervals.ts).
 */
export function useLeads(status: LeadStatusFilter) {
  return useQuery({ queryKey: [leadsUrl(status)], queryFn: () => fetchLeads(status), refetchInterval: leadsRefreshMs });
}
