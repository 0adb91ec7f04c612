/**
 * /admin/posts/:id/edit ("Edit and show"; paths.editPost): the project form prefilled
 * with one post; staff only, a lazy client-only route chunk. The form is a chunk of its own,
 * loaded by the clientLoader before the route renders, as on /upload.
 */
import { lazy } from 'react';
import { useParams } from 'react-router';
import { StaffOnly } from '../../features/auth/components/staff-only';
import { staffPageMeta } from '../../lib/page-head';
import type { Route } from './+types/edit-post';

export { handle, headers, HydrateFallback } from '../staff-route';

const loadPage = () => import('../../features/posts/components/edit-project-page');
const EditProjectPage = lazy(() => loadPage().then((m) => ({ default: m.EditProjectPage })));

/** Title of the screen; not indexed. */
export const meta: Route.MetaFunction = ({ matches }) => staffPageMeta('Edit Project', matches);

/** Loads the form's chunk with the route. */
export async function clientLoader() {
  await loadPage();
  return null;
}
clientLoader.hydrate = true as const;

/** Route module: the edit form of post `:id`, for staff. */
export default function EditPostRoute() {
  const { id = '' } = useParams();
  return (
    <StaffOnly>
      <EditProjectPage key={id} id={id} />
    </StaffOnly>
  );
}
