/**
 * The count of NEW leads in the navbar, for signed-in staff: an inbox
 * button to /admin/leads with a badge (nav-leads-link.tsx). A lazy chunk of nav-staff.tsx, rendered
 * only for a signed-in user, so no visitor's page loads it. The count is fetched again every minute
 * (a lead arriving while staff work shows up; spec §9's "no polling" is the post
 * queries' default, lib/refresh-intervals.ts) and whenever staff change a lead (the leads
 * feature invalidates every '/api/leads…' query).
 */
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '@site/contract/request-conventions';
import { apiRequest } from '../../lib/api-client';
import { leadsRefreshMs } from '../../lib/refresh-intervals';
import { parseNewLeadCount } from '../../lib/new-lead-count';
import { LeadsInboxLink } from './nav-leads-link';

/** GET /api/leads/summary → the number of new leads. @throws Error "{status}: {text}" (spec §8), or a bad body */
async function fetchNewLeadCount(): Promise<number> {
  return parseNewLeadCount(await (await apiRequest('GET', apiPaths.leadSummary)).json());
}

/** The inbox button with the count of new leads, fetched again every minute. */
export function NavLeadsBadge() {
  const { data: count = 0 } = useQuery({
    queryKey: [apiPaths.leadSummary],
    queryFn: fetchNewLeadCount,
    refetchInterval: leadsRefreshMs,
  });
  return <LeadsInboxLink count={count} />;
}
