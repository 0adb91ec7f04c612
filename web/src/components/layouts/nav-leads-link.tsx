/**
 * The navbar's inbox link , without the query that counts new leads
 * (nav-leads-badge.tsx): imported statically by nav-staff.tsx, which renders it with no count for
 * a visitor (the hidden staff part of the server HTML), so a visitor's page never loads the
 * badge's chunk.
 */
import Inbox from '@mui/icons-material/Inbox';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { Link as RouterLink } from 'react-router';
import { adminPaths } from '../../config/admin-paths';
import { leadsBadgeLabel, newLeadsBadgeText } from '../../lib/new-lead-count';

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
