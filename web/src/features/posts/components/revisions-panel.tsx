/**
 * The kept versions of a post on its edit screen ("Revisions"): the last 20 saves, newest
 * first, each with who saved it and when and what the next save changed (title, text, photos,
 * status, details); Compare opens it against the current version, where Restore brings it back.
 * A restore is a save: the version it replaces is kept as a revision too, so it can be undone.
 */
import History from '@mui/icons-material/History';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Post } from '@site/contract/post';
import type { RevisionPart } from '@site/contract/revisions';
import { useState } from 'react';
import { FormSection } from '../../../components/forms/form-section';
import { toast } from '../../../lib/toast';
import { isUnauthorizedError } from '../../../lib/api-client';
import { parseApiFailure } from '../../../lib/api-failure';
import { useRestoreRevision, useRevisions } from '../api/revisions';
import { RevisionCompare } from './revision-compare';

/** The office's word for each part. */
const partLabel: Record<RevisionPart, string> = {
  title: 'Title',
  text: 'Text',
  photos: 'Photos',
  status: 'Status',
  details: 'Details',
};

/** When, in the office's time, to the second (two saves a minute apart read apart). */
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  });

/**
 * The panel. After a restore every posts query refetches (this post's too), and the edit screens
 * key their form by the post's `updatedAt`, so the form shows the restored version.
 */
export function RevisionsPanel({ post }: { post: Post }) {
  const revisions = useRevisions(post.id);
  const restore = useRestoreRevision();
  const [open, setOpen] = useState<string | null>(null);
  const onRestore = (revisionId: string) =>
    restore.mutate(
      { id: post.id, revisionId },
      {
        onSuccess: (restored) => {
          setOpen(null);
          void toast({
            title: 'Version Restored',
            description: `“${restored.title}” shows that version again. The version it replaced is kept below.`,
          });
        },
        onError: (error) => {
          // A 401 is the logged-out flow (lib/query-client.ts).
          if (isUnauthorizedError(error)) return;
          const { status, message } = parseApiFailure(error);
          void toast({
            title: 'Error',
            description: status === 409 ? message : 'Failed to restore the version. Please try again.',
            variant: 'destructive',
          });
        },
      },
    );
  let body;
  if (revisions.isPending) body = <Typography color="text.secondary">Loading versions...</Typography>;
  else if (revisions.isError) body = <Alert severity="error">The versions could not be loaded.</Alert>;
  else if (revisions.data.length === 0)
    body = (
      <Typography color="text.secondary">No earlier versions yet: each save keeps the version before it.</Typography>
    );
  else
    body = (
      <Box component="ol" aria-label="Earlier versions" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {revisions.data.map((revision) => (
          <Box
            component="li"
            key={revision.id}
            data-revision-id={revision.id}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.25, display: 'grid', gap: 0.75 }}
          >
            <Typography variant="body2">
              <strong>{when(revision.savedAt)}</strong>
              {revision.savedBy ? ` · ${revision.savedBy}` : ''} · “{revision.title}” ({revision.status})
            </Typography>
            {revision.snippet && (
              <Typography
                variant="body2"
                color="text.secondary"
                data-revision-snippet=""
                sx={{ overflowWrap: 'anywhere', fontStyle: 'italic' }}
              >
                {revision.snippet}
              </Typography>
            )}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
              <Typography variant="caption" color="text.secondary">
                Replaced {when(revision.replacedAt)}
                {revision.replacedBy ? ` by ${revision.replacedBy}` : ''}
                {revision.restoredFrom ? ' (a restore)' : ''}; changed:
              </Typography>
              {revision.changes.length === 0 ? (
                <Chip size="small" label="Nothing" />
              ) : (
                revision.changes.map((part) => <Chip key={part} size="small" label={partLabel[part]} />)
              )}
              <Button
                size="small"
                onClick={() => setOpen(revision.id)}
                aria-label={`Compare the version of ${when(revision.savedAt)}`}
                sx={{ ml: 'auto' }}
              >
                Compare
              </Button>
            </Box>
          </Box>
        ))}
      </Box>
    );
  return (
    <FormSection
      id="post-revisions"
      title="Earlier versions"
      hint="The last 20 saves are kept. Compare one with the current version, and restore it if you want it back."
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', mb: 1 }}>
        <History fontSize="small" aria-hidden />
        <Typography variant="body2">{revisions.data ? `${revisions.data.length} kept` : ''}</Typography>
      </Box>
      {body}
      <RevisionCompare
        postId={post.id}
        revisionId={open}
        current={post}
        restoring={restore.isPending}
        onRestore={onRestore}
        onClose={() => setOpen(null)}
      />
    </FormSection>
  );
}
