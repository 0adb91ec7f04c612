/**
 * Editing a project ("Edit and show"; /admin/posts/:id/edit): the project form prefilled
 * from GET /api/posts/{id} (staff also get drafts), saved with PUT /api/posts/{id}. Success:
 * 'Project Updated' / 'Your changes have been saved.' and back to the Admin Panel.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { paths } from '../../../config/paths';
import { isNotFoundError, useProject } from '../../../lib/project-query';
import { postToFormValues } from '../project-form-values';
import { PageHeader } from './page-header';
import { ProjectForm } from './project-form';
import { RevisionsPanel } from './revisions-panel';
import { useMay } from '../../../lib/use-may';

const lead =
  'Change the text, photos or services and save. Each save keeps the version before it (Earlier versions, below).';

/** The edit screen of post `id`. */
export function EditProjectPage({ id }: { id: string }) {
  const navigate = useNavigate();
  const { data: post, isPending, error, refetch } = useProject(id);
  const mayRestore = useMay('content');
  let body;
  if (isPending) {
    body = (
      <Box role="status" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, py: 6 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>Loading project...</Typography>
      </Box>
    );
  } else if (error || post.type !== 'project') {
    body = (
      <Alert
        severity={isNotFoundError(error) || post ? 'warning' : 'error'}
        action={
          !isNotFoundError(error) && !post ? (
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Try again
            </Button>
          ) : undefined
        }
      >
        {post
          ? 'Only projects can be edited with this form.'
          : isNotFoundError(error)
            ? 'Project Not Found'
            : 'The project could not be loaded.'}
      </Alert>
    );
  } else {
    body = (
      <>
        {post.status === 'archived' && (
          <Alert severity="info" sx={{ mb: 3 }}>
            This project is archived. Saving sets it to the status chosen below.
          </Alert>
        )}
        <ProjectForm
          key={`${post.id}:${post.updatedAt}`}
          postId={post.id}
          defaultValues={postToFormValues(post)}
          views={post.views}
          published={post.status === 'published' ? { title: post.title, slug: post.slug } : undefined}
          onSaved={() => {
            toast({ title: 'Project Updated', description: 'Your changes have been saved.' });
            void navigate(paths.admin);
          }}
          secondaryAction={
            <Button component={Link} to={paths.admin} variant="outlined" size="large">
              Cancel
            </Button>
          }
        />
        {mayRestore && (
          <Box sx={{ mt: { xs: 3, md: 4 } }}>
            <RevisionsPanel post={post} />
          </Box>
        )}
      </>
    );
  }
  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeader title="Edit Project" lead={post ? `Editing “${post.title}”. ${lead}` : lead} />
      {body}
    </Container>
  );
}
