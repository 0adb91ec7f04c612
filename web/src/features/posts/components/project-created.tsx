/**
 * The end of 'Upload New Project' ("after 'Project Created!' the job has an end"): what
 * was made and whether visitors see it (a draft: not yet; published: live, and where), with the
 * next steps: view it (a draft shows to staff with its draft banner), edit it, back to the
 * projects, or upload another (the form, photos and service picks start empty, spec §4).
 */
import Add from '@mui/icons-material/Add';
import CheckCircle from '@mui/icons-material/CheckCircle';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ViewList from '@mui/icons-material/ViewList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Post } from '@site/contract/post';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { NewTabButton } from './new-tab-button';

export interface ProjectCreatedProps {
  post: Post;
  /** Shows an empty form for the next project. */
  onAnother: () => void;
}

/** The panel; its heading takes the focus, so a screen reader hears what happened. */
export function ProjectCreated({ post, onAnother }: ProjectCreatedProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, []);
  const live = post.status === 'published';
  const publicPath = paths.project(post.slug);
  return (
    <Paper
      component="section"
      aria-labelledby="project-created-title"
      variant="outlined"
      sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 720, display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <CheckCircle color="success" sx={{ fontSize: 36 }} aria-hidden />
        <Typography
          id="project-created-title"
          ref={heading}
          tabIndex={-1}
          variant="h2"
          sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' }, outline: 'none' }}
        >
          Project created
        </Typography>
      </Box>
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        <strong>“{post.title}”</strong>{' '}
        {live ? (
          <>
            is <strong>live</strong>: visitors see it on the Projects page and at{' '}
            <Box component="span" sx={{ fontFamily: 'monospace' }}>
              {publicPath}
            </Box>
            .
          </>
        ) : (
          <>
            is saved as a <strong>draft</strong>: visitors do not see it until you publish it (Edit, or Publish in the
            projects list).
          </>
        )}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <NewTabButton href={publicPath} variant="contained" iconAt="start">
          {live ? 'View project' : 'Preview draft'}
        </NewTabButton>
        <Button
          component={RouterLink}
          to={paths.editPost(post.id)}
          variant="outlined"
          startIcon={<EditOutlined aria-hidden />}
        >
          Edit project
        </Button>
        <Button component={RouterLink} to={paths.admin} variant="outlined" startIcon={<ViewList aria-hidden />}>
          Back to projects
        </Button>
        <Button onClick={onAnother} variant="outlined" startIcon={<Add aria-hidden />}>
          Upload another project
        </Button>
      </Box>
    </Paper>
  );
}
