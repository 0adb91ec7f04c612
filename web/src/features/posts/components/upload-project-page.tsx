/**
 * 'Upload New Project' (spec §2 /upload): the project form for a new project. Success: the
 * toast 'Project Created!' / 'Your project has been saved successfully.', then the form, photos
 * and service picks reset (spec §4) — the posts list was refreshed by the save itself.
 */
import Container from '@mui/material/Container';
import { toast } from '../../../components/ui/use-toast';
import { PageHeader } from './page-header';
import { ProjectForm } from './project-form';

/** The create screen. */
export function UploadProjectPage() {
  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeader
        title="Upload New Project"
        lead="Describe the work, add a before and an after photo, and save it as a draft or publish it right away."
      />
      <ProjectForm
        onSaved={(_post, reset) => {
          toast({ title: 'Project Created!', description: 'Your project has been saved successfully.' });
          reset();
        }}
      />
    </Container>
  );
}
