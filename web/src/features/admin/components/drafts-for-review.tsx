/**
 * The Projects section's drafts card (ADR 0033). For Crew, "Your drafts": their own draft
 * projects, each with Edit and 'Submit for review' (or 'Waiting for review' once submitted). For
 * the Owner and Office, "Waiting for review": the drafts Crew submitted, each with who and when,
 * Edit and Publish; nothing when none waits.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DraftForReview } from '@site/contract/review-requests';
import { Link as RouterLink } from 'react-router';
import { AdminQueryState } from '../../../components/layouts/admin-section-states';
import { toastFailure } from '../../../components/ui/failure-toast';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { useMay } from '../../../lib/use-may';
import { usePublishDraft, useDraftsForReview, useSubmitForReview } from '../api/review-requests';
import { formatDate } from '../admin-posts';

/** Submit (Crew) or Publish (Owner, Office) of one draft. */
function DraftAction({ draft, reviewer }: { draft: DraftForReview; reviewer: boolean }) {
  const submit = useSubmitForReview();
  const publish = usePublishDraft();
  if (!reviewer && draft.submittedAt) return <Chip label="Waiting for review" color="info" size="small" />;
  const action = reviewer ? publish : submit;
  const run = () =>
    action.mutate(draft.id, {
      onSuccess: () =>
        void toast(
          reviewer
            ? { title: 'Published', description: `“${draft.title}” is on your site.` }
            : { title: 'Submitted for Review', description: `The Owner or Office will review “${draft.title}”.` },
        ),
      onError: (error) => toastFailure(error, 'Failed to save. Please try again.', true),
    });
  return (
    <Button variant="contained" size="small" disabled={action.isPending} onClick={run}>
      {reviewer ? 'Publish' : 'Submit for review'}
    </Button>
  );
}

/** The card, or nothing for the Owner and Office when no draft waits. */
export function DraftsForReview() {
  const reviewer = useMay('content');
  const drafts = useDraftsForReview();
  if (reviewer && !drafts.data?.length) return null;
  const heading = reviewer ? 'Waiting for review' : 'Your drafts';
  return (
    <Paper variant="outlined" component="section" aria-label={heading} sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {heading}
      </Typography>
      <AdminQueryState
        query={drafts}
        loading="Loading drafts..."
        failed="The drafts could not be loaded."
        empty={<Typography color="text.secondary">No drafts yet: upload a new project to start one.</Typography>}
      >
        {(list) => (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {list.map((draft) => (
              <Box
                component="li"
                key={draft.id}
                aria-label={draft.title}
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: 1.5,
                  alignItems: 'center',
                  justifyContent: 'space-between',
                }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>{draft.title}</Typography>
                  {reviewer && draft.submittedAt && (
                    <Typography variant="body2" color="text.secondary">
                      Submitted by {draft.submittedBy ?? 'Crew'} on {formatDate(draft.submittedAt)}
                    </Typography>
                  )}
                </Box>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                  <Button component={RouterLink} to={paths.editPost(draft.id)} size="small">
                    Edit
                  </Button>
                  <DraftAction draft={draft} reviewer={reviewer} />
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </AdminQueryState>
    </Paper>
  );
}
