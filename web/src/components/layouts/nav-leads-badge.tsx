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
import { leadsBadgeLabel, newLeadsBadgeText, parseNewLeadCount } from '../../lib/new-lead-count';

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

/**
 * The inbox link with the count (none at 0 or until known, "99+" above 99), for a known count or,
 * in a public page's server HTML, `null`: a plain link whose label and count islands/staff-bits.ts
 * fills in for signed-in staff (`data-staff-leads`). The count is drawn here rather than with
 * MUI's Badge and the hint is the native title rather than a Tooltip: those would add their
 * modules to every page's CSS and the staff chunk.
 */
export function LeadsInboxLink({ count }: { count: number | null }) {
  const label = count === null ? 'Leads' : leadsBadgeLabel(count);
  const text = count === null ? '' : newLeadsBadgeText(count);
  const link = count === null ? { href: adminPaths.leads } : { component: RouterLink, to: adminPaths.leads };
  return (
    <IconButton
      {...link}
      aria-label={label}
      title={label}
      data-new-leads={count ?? undefined}
      data-staff-leads=""
      sx={{ color: 'primary.dark' }}
    >
      <Inbox />
      <Box
        component="span"
        aria-hidden
        data-staff-leads-count=""
        hidden={text === ''}
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
          '&[hidden]': { display: 'none' },
        }}
      >
        {text}
      </Box>
    </IconButton>
  );
}
