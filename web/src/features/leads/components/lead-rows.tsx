/**
 * How a lead is drawn in the inbox's staff list (components/ui/staff-list.tsx): the table's
 * columns (received, name, services, town, sector, status, notification state; issue
 * 26: the phone under the name, the start of the message under the services, the duplicate hint)
 * and the phone card (the columns, stacked: status, reference and received time on top, the name
 * — the link to the lead, which the whole card answers to — the start of the message, the phone
 * with a Call button, then services, town, sector, the e-mail's state and the duplicate hint).
 */
import Phone from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Lead } from '@site/contract/lead';
import { useServiceNames } from '../../../lib/managed-services';
import { serviceList } from '../lead-labels';
import { Link as RouterLink } from 'react-router';
import { overCardLink, type StaffListColumn } from '../../../components/ui/staff-list';
import { adminPaths } from '../../../config/admin-paths';
import { formatFullDate, formatPhone, formatReceived, leadSectorLabels, messagePreview } from '../lead-labels';
import { LeadStatusChip, NotificationChip, SentFastChip } from './lead-chips';
import { DuplicateBadge } from './lead-duplicates';
import { LeadTown } from './lead-town';

/** A lead's services by name (the staff's services list). */
function LeadServices({ slugs }: { slugs: readonly string[] }) {
  return serviceList(slugs, useServiceNames());
}
/** The start of the message, two lines at most. */
const clamp2 = { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' } as const;

/** The table's columns (after the selection checkbox). */
export const leadColumns: readonly StaffListColumn<Lead>[] = [
  {
    header: 'Received',
    sx: { whiteSpace: 'nowrap' },
    title: (lead) => formatFullDate(lead.createdAt),
    render: (lead) => formatReceived(lead.createdAt),
  },
  {
    header: 'Name',
    sx: { minWidth: 160 },
    render: (lead) => (
      <>
        <Link component={RouterLink} to={adminPaths.lead(lead.id)} sx={{ fontWeight: 600 }}>
          {lead.name}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {lead.reference}
        </Typography>
        {lead.phone && (
          <Link
            href={`tel:${lead.phone}`}
            variant="body2"
            sx={{ whiteSpace: 'nowrap' }}
            aria-label={`Call ${lead.name}, ${formatPhone(lead.phone)}`}
          >
            {formatPhone(lead.phone)}
          </Link>
        )}
      </>
    ),
  },
  {
    header: 'Request',
    sx: { maxWidth: 340 },
    render: (lead) => (
      <>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          <LeadServices slugs={lead.serviceSlugs} />
        </Typography>
        <Typography variant="body2" color="text.secondary" data-message-preview sx={clamp2}>
          {messagePreview(lead.message, 200)}
        </Typography>
        <DuplicateBadge lead={lead} />
      </>
    ),
  },
  { header: 'Town', render: (lead) => <LeadTown lead={lead} /> },
  { header: 'Sector', render: (lead) => leadSectorLabels[lead.sector] },
  {
    header: 'Status',
    render: (lead) => (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        <LeadStatusChip status={lead.status} />
        <SentFastChip lead={lead} />
      </Box>
    ),
  },
  { header: 'E-mail', render: (lead) => <NotificationChip state={lead.notification.state} prefix={false} /> },
];

/** The body of a lead's phone card (the list draws the card and its checkbox). */
export function LeadCard({ lead }: { lead: Lead }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.75, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <LeadStatusChip status={lead.status} />
        <SentFastChip lead={lead} />
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
          overflowWrap: 'anywhere',
          // The whole card is the link's target (stretched link).
          '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 3 },
        }}
      >
        {lead.name}
      </Link>
      <Typography variant="body2" data-message-preview sx={{ ...clamp2, overflowWrap: 'anywhere' }}>
        {messagePreview(lead.message, 200)}
      </Typography>
      {lead.phone && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {formatPhone(lead.phone)}
          </Typography>
          <Button
            href={`tel:${lead.phone}`}
            size="small"
            variant="contained"
            startIcon={<Phone aria-hidden />}
            aria-label={`Call ${lead.name}`}
            sx={{ ...overCardLink, ml: 'auto' }}
          >
            Call
          </Button>
        </Box>
      )}
      <Typography variant="body2" color="text.secondary">
        <LeadServices slugs={lead.serviceSlugs} />
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}>
        <Typography variant="body2" color="text.secondary" component="span">
          <LeadTown lead={lead} /> · {leadSectorLabels[lead.sector]}
        </Typography>
        <NotificationChip state={lead.notification.state} />
        <DuplicateBadge lead={lead} />
      </Box>
    </Box>
  );
}
