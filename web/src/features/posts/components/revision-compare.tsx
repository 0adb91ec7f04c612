/**
 * One kept version of a post against the current one ("see what changed (title, text,
 * photos, status)"): the title and status side by side, the text (paragraphs kept) and the card text each as a word diff (jsdiff's
 * `diffWords`: removed words struck through in red, added ones underlined in green, from this
 * version to the current), and the photos only one of the two has. Restore brings this version
 * back (a save: the current one becomes a revision in turn).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { PostFields } from '@site/contract/post';
import { diffWords } from 'diff';
import { paragraphText } from '@site/contract/revision-text';
import type { ReactNode } from 'react';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { useRevision } from '../api/revisions';

/**
 * A word diff from the current text to this version's, paragraphs kept (removed words struck
 * through in red, added ones underlined in green).
 */
function TextDiff({ now, old, testId }: { now: string; old: string; testId: string }) {
  if (!now && !old)
    return (
      <Typography variant="body2" color="text.secondary">
        None in either version.
      </Typography>
    );
  return (
    <Typography component="div" data-testid={testId} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {diffWords(now, old).map((part, i) =>
        part.added ? (
          <Box
            key={i}
            component="ins"
            sx={{ bgcolor: 'success.light', color: 'success.contrastText', textDecoration: 'underline' }}
          >
            {part.value}
          </Box>
        ) : part.removed ? (
          <Box key={i} component="del" sx={{ bgcolor: 'error.light', color: 'error.contrastText' }}>
            {part.value}
          </Box>
        ) : (
          <span key={i}>{part.value}</span>
        ),
      )}
    </Typography>
  );
}

/** Every photo path of a post, without repeats. */
function photosOf(fields: PostFields): string[] {
  return [
    ...new Set(
      [
        fields.featuredImageUrl,
        fields.image,
        fields.beforeImageUrl,
        fields.afterImageUrl,
        ...fields.galleryImages,
      ].filter((p): p is string => Boolean(p)),
    ),
  ];
}

/** A labelled part of the comparison. */
function Part({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'grid', gap: 0.75 }}>
      <Typography variant="subtitle2" component="h3">
        {label}
      </Typography>
      {children}
    </Box>
  );
}

/** Thumbnails of photos, or a word when there are none. */
function Photos({ paths, none }: { paths: string[]; none: string }) {
  if (paths.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {none}
      </Typography>
    );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {paths.map((path) => (
        <ResponsiveImage
          key={path}
          src={path}
          alt=""
          sizes="96px"
          width={96}
          height={72}
          sx={{ width: 96, height: 72, objectFit: 'cover', borderRadius: 1 }}
        />
      ))}
    </Box>
  );
}

export interface RevisionCompareProps {
  postId: string;
  /** The revision shown; null closes the dialog. */
  revisionId: string | null;
  /** The post as it is now. */
  current: PostFields;
  restoring: boolean;
  onRestore: (revisionId: string) => void;
  onClose: () => void;
}

/** The dialog (full screen on a phone). */
export function RevisionCompare({ postId, revisionId, current, restoring, onRestore, onClose }: RevisionCompareProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const revision = useRevision(postId, revisionId);
  let body;
  if (revision.isPending) body = <CircularProgress aria-label="Loading the version" />;
  else if (revision.isError) body = <Alert severity="error">This version could not be loaded.</Alert>;
  else {
    const old = revision.data.post;
    const oldPhotos = photosOf(old);
    const nowPhotos = photosOf(current);
    body = (
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <Typography variant="body2" color="text.secondary">
          Saved {new Date(revision.data.savedAt).toLocaleString('en-US')}
          {revision.data.savedBy ? ` by ${revision.data.savedBy}` : ''}. Below: what restoring it changes in the current
          version.
        </Typography>
        <Part label="Title">
          {old.title === current.title ? (
            <Typography>{old.title} (unchanged)</Typography>
          ) : (
            <Typography>
              “{old.title}” instead of “{current.title}”
            </Typography>
          )}
        </Part>
        <Part label="Status">
          <Typography>
            {old.status === current.status ? `${old.status} (unchanged)` : `${old.status} instead of ${current.status}`}
          </Typography>
        </Part>
        <Part label="Text">
          <TextDiff
            now={paragraphText(current.content ?? '')}
            old={paragraphText(old.content ?? '')}
            testId="revision-text-diff"
          />
        </Part>
        {(current.excerpt || old.excerpt) && (
          <Part label="Card text">
            <TextDiff
              now={paragraphText(current.excerpt ?? '')}
              old={paragraphText(old.excerpt ?? '')}
              testId="revision-card-text-diff"
            />
          </Part>
        )}
        <Part label="Photos this version brings back">
          <Photos
            paths={oldPhotos.filter((path) => !nowPhotos.includes(path))}
            none="None: it has no photo the current version lacks."
          />
        </Part>
        <Part label="Photos the current version has that this one does not">
          <Photos paths={nowPhotos.filter((path) => !oldPhotos.includes(path))} none="None." />
        </Part>
      </Box>
    );
  }
  return (
    <Dialog
      open={revisionId !== null}
      onClose={restoring ? undefined : onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      aria-labelledby="revision-compare-title"
    >
      <DialogTitle id="revision-compare-title">Compare with the current version</DialogTitle>
      <DialogContent dividers>{body}</DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button variant="outlined" onClick={onClose} disabled={restoring}>
          Close
        </Button>
        <Button
          variant="contained"
          disabled={restoring || !revision.isSuccess}
          onClick={() => revisionId && onRestore(revisionId)}
        >
          {restoring ? 'Restoring...' : 'Restore this version'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
