/**
 * Duplicate hints: other leads with the same phone or e-mail. In the lists, a small
 * badge with the hint (lead-labels.ts duplicateHint); on a lead, a card linking each of them, so
 * the office sees one customer, not two.
 */
import ContentCopy from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Lead } from '@site/contract/lead';
import { Link as RouterLink } from 'react-router';
import { adminPaths } from '../../../config/admin-paths';
import { duplicateHint, formatReceived, leadStatusLabels } from '../lead-labels';
import { DetailCard } from './detail-card';

/** The badge, or nothing. */
export function DuplicateBadge({ lead }: { lead: Pick<Lead, 'duplicates'> }) {
  const hint = duplicateHint(lead.duplicates);
  if (!hint) return null;
  return (
    <Chip
      size="small"
      icon={<ContentCopy aria-hidden />}
      label={hint}
      data-duplicates={lead.duplicates.length}
      sx={{
        bgcolor: '#fff7ed',
        color: '#9a3412',
        fontWeight: 600,
        height: 24,
        maxWidth: '100%',
        '& .MuiChip-icon': { color: 'inherit', fontSize: 16 },
      }}
    />
  );
}

/** The card on a lead, or nothing. */
export function LeadDuplicatesCard({ lead }: { lead: Pick<Lead, 'duplicates'> }) {
  if (lead.duplicates.length === 0) return null;
  return (
    <DetailCard title="Same customer?">
      <Typography variant="body2" color="text.secondary">
        {lead.duplicates.length === 1 ? 'Another request has' : 'Other requests have'} the same phone number or e-mail
        address:
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
        {lead.duplicates.map((d) => (
          <li key={d.id}>
            <Link component={RouterLink} to={adminPaths.lead(d.id)} sx={{ fontWeight: 600 }}>
              {d.reference} · {d.name}
            </Link>{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              ({leadStatusLabels[d.status]}, {formatReceived(d.createdAt)}; same{' '}
              {d.by.map((f) => (f === 'email' ? 'e-mail' : 'phone')).join(' and ')})
            </Typography>
          </li>
        ))}
      </Box>
    </DetailCard>
  );
}
