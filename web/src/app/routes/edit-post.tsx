/**
 * /admin/posts/:id/edit (issue 4 "Edit and show"; paths.editPost): the project form prefilled
 * with one post; staff only, a lazy client-only route chunk.
 */
import { useParams } from 'react-router';
import { EditProjectPage } from '../../features/posts/components/edit-project-page';
import { StaffOnly } from '../../features/posts/components/staff-only';
import { currentSiteData } from '../../lib/site-data';

/** Title of the screen; not indexed. */
export function meta() {
  return [{ title: `Edit Project | ${currentSiteData().settings.companyName}` }, { name: 'robots', content: 'noindex' }];
}

/** Route module: the edit form of post `:id`, for staff. */
export default function EditPostRoute() {
  const { id = '' } = useParams();
  return (
    <StaffOnly>
      <EditProjectPage key={id} id={id} />
    </StaffOnly>
  );
}
