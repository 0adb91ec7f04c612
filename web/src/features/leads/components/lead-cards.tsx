/**
 * The leads as a card list on phones (the table's columns, stacked; as the Admin Panel's post
 * cards): status, reference and received time on top, the name (the link to the lead, which
 * the whole card answers to), then services, town, sector and the e-mail's state.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { adminPaths } from '../../../config/admin-paths';
import { formatReceived, leadSectorLabels, serviceList } from '../lead-labels';
import { LeadStatusChip, NotificationChip } from './lead-chips';
import type { LeadListProps } from './leads-table';
import { LeadTown } from './lead-town';

/** One card per lead, in a list. */
export function LeadCards({ leads }: LeadListProps) {
  return (
    <Box component="ul" aria-label="Leads" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {leads.map((lead) => (
        <Box
          component="li"
          key={lead.id}
          data-lead-id={lead.id}
          sx={{
            position: 'relative',
            border: 1,
            borderColor: 'divider',
            borderRadius: 3,
            p: 1.5,
            display: 'grid',
            gap: 0.75,
            '&:hover': { bgcolor: 'action.hover' },
            '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <LeadStatusChip status={lead.status} />
            <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
              {lead.reference}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
              {formatReceived(lead.createdAt)}
            </Typography>
          </Box>
          <Link
            component={RouterLink}
            to={adminPaths.lead(lead.id)}
            underline="none"
            sx={{
              fontWeight: 700,
              fontSize: '1.0625rem',
              color: 'text.primary',
              outline: 'none',
              // The whole card is the link's target (stretched link).
              '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 3 },
            }}
          >
            {lead.name}
          </Link>
          <Typography variant="body2">{serviceList(lead.serviceSlugs)}</Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}>
            <Typography variant="body2" color="text.secondary" component="span">
              <LeadTown lead={lead} /> · {leadSectorLabels[lead.sector]}
            </Typography>
            <NotificationChip state={lead.notification.state} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
