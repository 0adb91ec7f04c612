/**
 * The count of NEW leads in the navbar, for signed-in staff (issue 13 Staff side): an inbox
 * button to /admin/leads with a badge. Part of the staff navbar chunk (nav-user.tsx, loaded only
 * for a signed-in user), so no visitor's page loads it. The count is fetched again every minute
 * (issue 26: a lead arriving while staff work shows up; spec §9's "no polling" is the post
 * queries' default, lib/refresh-intervals.ts) and whenever staff change a lead (the leads
 * feature invalidates every '/api/leads…' query).
 */
import Inbox from '@mui/icons-material/Inbox';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '@site/contract/request-conventions';
import { Link as RouterLink } from 'react-router';
import { adminPaths } from '../../config/admin-paths';
import { apiRequest } from '../../lib/api-client';
import { leadsRefreshMs } from '../../lib/refresh-intervals';

/**
 * The count in a GET /api/leads/summary body (contract leadSummarySchema `{newCount}`), checked
 * by hand: the contract's lead module would bring zod and the phone metadata (~50 KB gzip) into
 * the navbar of every staff page for one number.
 * @throws Error 'Unexpected lead summary' when the body is not `{newCount: integer ≥ 0}`
 */
export function parseNewLeadCount(body: unknown): number {
  const count = (body as { newCount?: unknown } | null)?.newCount;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) throw new Error('Unexpected lead summary');
  return count;
}

/** GET /api/leads/summary → the number of new leads. @throws Error "{status}: {text}" (spec §8), or a bad body */
async function fetchNewLeadCount(): Promise<number> {
  return parseNewLeadCount(await (await apiRequest('GET', apiPaths.leadSummary)).json());
}

/** What the button says to screen readers and in its tooltip. */
export function leadsBadgeLabel(count: number): string {
  return count === 0 ? 'Leads: none new' : `Leads: ${count} new`;
}

/**
 * The inbox button with the count of new leads (no count at 0, or until it is known; "99+" above
 * 99). The count is drawn here rather than with MUI's Badge and the hint is the native title
 * rather than a Tooltip: those would add their modules' chunk names to the chunk every page loads
 * (it lists what this lazy chunk needs).
 */
export function NavLeadsBadge() {
  const { data: count = 0 } = useQuery({ queryKey: [apiPaths.leadSummary], queryFn: fetchNewLeadCount, refetchInterval: leadsRefreshMs });
  const label = leadsBadgeLabel(count);
  return (
    <IconButton component={RouterLink} to={adminPaths.leads} aria-label={label} title={label} data-new-leads={count} sx={{ color: 'primary.dark' }}>
      <Inbox />
      {count > 0 && (
        <Box
          component="span"
          aria-hidden
          sx={{
            position: 'absolute',
            top: 2,
            right: 0,
            minWidth: 20,
            height: 20,
            px: 0.5,
            borderRadius: 10,
            bgcolor: 'error.main',
            color: 'error.contrastText',
            fontSize: '0.75rem',
            fontWeight: 700,
            lineHeight: '20px',
            textAlign: 'center',
          }}
        >
          {count > 99 ? '99+' : count}
        </Box>
      )}
    </IconButton>
  );
}
