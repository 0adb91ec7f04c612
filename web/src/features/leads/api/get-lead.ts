/**
 * GET /api/leads/:id (staff): one lead with its notes, photo URLs and notification
 * state, parsed with the contract's schema. 404 when it does not exist (or was deleted).
 */
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '@site/contract/request-conventions';
import { leadSchema, type Lead } from '@site/contract/lead';
import { apiRequest } from '../../../lib/api-client';

/** Query key of one lead: its GET path (spec §7). */
export const leadQueryKey = (id: string) => [apiPaths.lead(id)] as const;

/** Fetches and parses one lead. @throws Error "{status}: {text}" (spec §8), ZodError on a bad body */
export async function fetchLead(id: string): Promise<Lead> {
  const res = await apiRequest('GET', apiPaths.lead(id));
  return leadSchema.parse(await res.json());
}

/** One lead by id; `enabled` false stops fetching it (e.g. once it has been deleted). */
export function useLead(id: string, enabled = true) {
  return useQuery({ queryKey: leadQueryKey(id), queryFn: () => fetchLead(id), enabled });
}

/** Did a request fail with 404 (the lead is gone)? */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('404:');
}
