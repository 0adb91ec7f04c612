/**
 * /upload (spec §2 "Upload New Project"; issue 4): staff only, a lazy client-only route chunk.
 * The form is a chunk of its own, loaded by the clientLoader before the route renders (no
 * waterfall): the route module stays small, so the route manifest every page loads lists only
 * its few imports.
 */
import { lazy } from 'react';
import { StaffOnly } from '../../features/auth/components/staff-only';
import { PageLoading } from '../../components/ui/page-loading';
import { staffPageHeaders } from '../../lib/page-server';
import { staffPageMeta } from '../../lib/page-head';
import type { PageScriptsHandle } from '../../lib/page-scripts';
import type { Route } from './+types/upload';

/** Never stored by the CDN or the browser. */
export const headers = () => staffPageHeaders;

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

/** What the server sends (staff pages are the SPA), and the browser shows until the form's chunk is there. */
export function HydrateFallback() {
  return <PageLoading />;
}

/** This page runs the React app (issue 22: the routes that opt in to `<Scripts/>`). */
export const handle: PageScriptsHandle = { hydrate: true };

/** Route module: the create form, for staff. */
export default function UploadRoute() {
  return (
    <StaffOnly>
      <UploadProjectPage />
    </StaffOnly>
  );
}
