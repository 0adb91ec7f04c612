/**
 * /upload (spec §2 "Upload New Project"): staff only, a lazy client-only route chunk.
 * The form is a chunk of its own, loaded by the clientLoader before the route renders (no
 * waterfall): the route module stays small, so the route manifest every page loads lists only
 * its few imports.
 */
import { lazy } from 'react';
import { StaffOnly } from '../../features/auth/components/staff-only';
import { staffPageMeta } from '../../lib/page-head';
import type { Route } from './+types/upload';

export { handle, headers, HydrateFallback } from '../staff-route';

const loadPage = () => import('../../features/posts/components/upload-project-page');
const UploadProjectPage = lazy(() => loadPage().then((m) => ({ default: m.UploadProjectPage })));

/** Title of the screen; not indexed. */
export const meta: Route.MetaFunction = ({ matches }) => staffPageMeta('Upload New Project', matches);

/** Loads the form's chunk with the route. */
export async function clientLoader() {
  await loadPage();
  return null;
}
clientLoader.hydrate = true as const;

/** Route module: the create form, for staff. */
export default function UploadRoute() {
  return (
    <StaffOnly>
      <UploadProjectPage />
    </StaffOnly>
  );
}
