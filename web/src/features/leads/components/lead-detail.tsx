/**
 * One lead at /admin/leads/:id: every field, the photos, where the request
 * came from, click-to-call and mailto, the status, the notes, the office e-mail's state with
 * Resend, and Delete with a confirm dialog; other requests with the same phone or e-mail. On a phone the actions the office needs first (call,
 * status) come first; on a desktop they sit in a side column.
 */
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { adminPaths } from '../../../config/admin-paths';
import { isUnauthorizedError } from '../../../lib/api-client';
import { isNotFoundError, useLead } from '../api/get-lead';
import { formatFullDate } from '../lead-labels';
import { LeadChips } from './lead-chips';
import { LeadContactCard } from './lead-contact-card';
import { LeadDeleteButton } from './lead-delete-button';
import { LeadDuplicatesCard } from './lead-duplicates';
import { LeadMailCard } from './lead-mail-card';
import { LeadNotes } from './lead-notes';
import { LeadPhotos } from './lead-photos';
import { LeadRequestCard } from './lead-request-card';
import { LeadStatusSelect } from './lead-status-select';

const backLink = (
  <Button component={Link} to={adminPaths.leads} size="small" startIcon={<ArrowBack aria-hidden />} sx={{ ml: -1 }}>
    All leads
  </Button>
);

/** The lead `id` (from its URL). */
export function LeadDetail({ id }: { id: string }) {
  const navigate = useNavigate();
  // Once deleted, the lead is not fetched again while the view leaves (that would be a 404).
  const [deleted, setDeleted] = useState(false);
  const { data: lead, isPending, error, refetch } = useLead(id, !deleted);

  if (deleted) return null;
  if (isPending) {
    return (
      <Box role="status" sx={{ py: 10, display: 'grid', justifyItems: 'center', gap: 2 }}>
        <CircularProgress aria-hidden />
        <Typography color="text.secondary">Loading lead...</Typography>
      </Box>
    );
  }
  if (error) {
    if (isUnauthorizedError(error)) return null;
    return (
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        {backLink}
        {isNotFoundError(error) ? (
          <Alert severity="info">This lead does not exist. It may have been deleted.</Alert>
        ) : (
          <Alert severity="error" action={<Button onClick={() => void refetch()}>Try again</Button>}>
            Could not load the lead. Please try again.
          </Alert>
        )}
      </Box>
    );
  }

  return (
    <Box component="article" aria-labelledby="lead-name" sx={{ display: 'grid', gap: { xs: 2.5, md: 3 } }}>
      <Box>
        {backLink}
        <Typography
          id="lead-name"
          variant="h1"
          sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mt: 1, mb: 1, overflowWrap: 'anywhere' }}
        >
          {lead.name}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <LeadChips lead={lead} />
          <Typography variant="body2" color="text.secondary">
            {lead.reference} · Received {formatFullDate(lead.createdAt)}
          </Typography>
        </Box>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2.5, md: 3 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' },
          gridTemplateAreas: { xs: '"contact" "main" "side"', md: '"main contact" "main side"' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ gridArea: 'contact', display: 'grid', gap: { xs: 2.5, md: 3 } }}>
          <LeadContactCard lead={lead} />
          <LeadStatusSelect lead={lead} />
        </Box>
        <Box sx={{ gridArea: 'main', display: 'grid', gap: { xs: 2.5, md: 3 } }}>
          <LeadDuplicatesCard lead={lead} />
          <LeadRequestCard lead={lead} />
          {lead.photos.length > 0 && <LeadPhotos photos={lead.photos} />}
          <LeadNotes lead={lead} />
        </Box>
        <Box sx={{ gridArea: 'side', display: 'grid', gap: { xs: 2.5, md: 3 } }}>
          <LeadMailCard lead={lead} />
          <LeadDeleteButton
            lead={lead}
            onDeleted={() => {
              setDeleted(true);
              return navigate(adminPaths.leads);
            }}
          />
        </Box>
      </Box>
    </Box>
  );
}
