/**
 * The leads as a card list on phones (the table's columns, stacked; as the Admin Panel's post
 * cards): a checkbox to select it for a bulk action, status, reference and received time on top,
 * the name (the link to the lead, which the whole card answers to), the start of the message, the
 * phone with a Call button (issue 26: the office calls back from the list), then services, town,
 * sector, the e-mail's state and the duplicate hint.
 */
import Phone from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { adminPaths } from '../../../config/admin-paths';
import { formatPhone, formatReceived, leadSectorLabels, messagePreview, serviceList } from '../lead-labels';
import { LeadStatusChip, NotificationChip } from './lead-chips';
import { DuplicateBadge } from './lead-duplicates';
import type { LeadListProps } from './leads-table';
import { LeadTown } from './lead-town';

/** Above the card's stretched link, so it gets its own taps. */
const overLink = { position: 'relative', zIndex: 1 } as const;

/** One card per lead, in a list. */
export function LeadCards({ leads, selected, onToggle }: LeadListProps) {
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
            borderColor: selected.has(lead.id) ? 'primary.main' : 'divider',
            bgcolor: selected.has(lead.id) ? 'action.selected' : undefined,
            borderRadius: 3,
            p: 1.5,
            pl: 0.5,
            display: 'grid',
            gridTemplateColumns: 'auto minmax(0, 1fr)',
            columnGap: 0.5,
            '&:hover': { bgcolor: 'action.hover' },
            '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          <Checkbox
            checked={selected.has(lead.id)}
            onChange={() => onToggle(lead.id)}
            slotProps={{ input: { 'aria-label': `Select ${lead.name} (${lead.reference})` } }}
            sx={{ ...overLink, alignSelf: 'start', mt: -0.75 }}
          />
          <Box sx={{ display: 'grid', gap: 0.75, minWidth: 0 }}>
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
                overflowWrap: 'anywhere',
                // The whole card is the link's target (stretched link).
                '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 3 },
              }}
            >
              {lead.name}
            </Link>
            <Typography
              variant="body2"
              data-message-preview
              sx={{
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
                overflowWrap: 'anywhere',
              }}
            >
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
                  sx={{ ...overLink, ml: 'auto' }}
                >
                  Call
                </Button>
              </Box>
            )}
            <Typography variant="body2" color="text.secondary">
              {serviceList(lead.serviceSlugs)}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}>
              <Typography variant="body2" color="text.secondary" component="span">
                <LeadTown lead={lead} /> · {leadSectorLabels[lead.sector]}
              </Typography>
              <NotificationChip state={lead.notification.state} />
              <DuplicateBadge lead={lead} />
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
