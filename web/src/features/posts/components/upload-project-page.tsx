/**
 * 'Upload New Project' (spec §2 /upload): the project form for a new project. Success: the
 * toast 'Project Created!' / 'Your project has been saved successfully.', the form, photos and
 * service picks reset (spec §4; the posts list was refreshed by the save itself), and the page
 * says what was made and what next (project-created.tsx) until staff start another.
 */
import Container from '@mui/material/Container';
import type { Post } from '@site/contract/post';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { PageHeader } from './page-header';
import { ProjectCreated } from './project-created';
import { ProjectForm } from './project-form';

/** The create screen. */
export function UploadProjectPage() {
  const [created, setCreated] = useState<Post | null>(null);
  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeader
        title="Upload New Project"
        lead="Describe the work, add a before and an after photo, and save it as a draft or publish it right away."
      />
      {created ? (
        <ProjectCreated post={created} onAnother={() => setCreated(null)} />
      ) : (
        <ProjectForm
          onSaved={(post, reset) => {
            toast({ title: 'Project Created!', description: 'Your project has been saved successfully.' });
            reset();
            setCreated(post);
          }}
        />
      )}
    </Container>
  );
}
