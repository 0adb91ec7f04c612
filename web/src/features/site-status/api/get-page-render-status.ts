/**
 * GET /api/page-render-status (staff): the public pages not showing the live data.
 * Refetched every minute while the admin is open: spec §9's "no polling" is the default of the
 * post queries; this is a warning about the live site, which changes without any action here
 * (a visitor's request renders a page), so the admin looks again on its own.
 */
import { useQuery } from '@tanstack/react-query';
import { pageRenderStatusSchema, type PageRenderStatus } from '@site/contract/page-render-status';
import { apiRequest } from '../../../lib/api-client';
import { pageRenderStatusQueryKey } from '../../../lib/live-pages';

/** How often the admin looks again (60 s: the CDN keeps a page as long). */
export const pageRenderStatusRefetchMs = 60_000;

/** Fetches and parses the status. @throws Error "{status}: {text}" (spec §8) */
async function fetchPageRenderStatus(): Promise<PageRenderStatus> {
  return pageRenderStatusSchema.parse(await (await apiRequest('GET', pageRenderStatusQueryKey[0])).json());
}

/** The status query. */
export function usePageRenderStatus() {
  return useQuery({
    queryKey: pageRenderStatusQueryKey,
    queryFn: fetchPageRenderStatus,
    refetchInterval: pageRenderStatusRefetchMs,
  });
}
