/**
 * The Projects section of the admin at /admin (spec §2 Admin Panel): the heading 'Admin Panel',
 * the subtitle, 'Upload New Project', the 'Set up your site' checklist while a step is left
 * (for the Owner: ADR 0033), the drafts waiting for review (Crew: their own drafts)
 * and, for the Owner and Office, the 'Manage Projects' card. The staff check ('Loading
 * admin panel...', the logged-out flow) is the admin route's, for every section.
 */
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { AdminSectionPage } from '../../../components/layouts/admin-section-header';
import { paths } from '../../../config/paths';
import { useMay } from '../../../lib/use-may';
import { ManageProjects } from './manage-projects';
import { SetupChecklist } from './setup-checklist';
import { DraftsForReview } from './drafts-for-review';

/** The Projects section. */
export function AdminPanel() {
  const maySetUp = useMay('company');
  const mayManage = useMay('content');
  return (
    <AdminSectionPage
      title="Admin Panel"
      lead="Manage your landscaping projects and website content"
      actions={
        <Button
          component={RouterLink}
          to={paths.upload}
          variant="contained"
          startIcon={<AddPhotoAlternate aria-hidden />}
        >
          Upload New Project
        </Button>
      }
    >
      {maySetUp && <SetupChecklist />}
      <DraftsForReview />
      {mayManage && <ManageProjects />}
    </AdminSectionPage>
  );
}
