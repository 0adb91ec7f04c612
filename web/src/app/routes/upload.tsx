/**
 * /upload (spec §2 "Upload New Project"; issue 4): staff only, a lazy client-only route chunk.
 * The form is a chunk of its own, loaded by the clientLoader before the route renders (no
 * waterfall): the route module stays small, so the route manifest every page loads lists only
 * its few imports.
 */
import { siteSettings } from '@site/contract/site-settings';
import { lazy } from 'react';
import { StaffOnly } from '../../features/posts/components/staff-only';

const loadPage = () => import('../../features/posts/components/upload-project-page');
const UploadProjectPage = lazy(() => loadPage().then((m) => ({ default: m.UploadProjectPage })));

/** Title of the screen; not indexed. */
export function meta() {
  return [{ title: `Upload New Project | ${siteSettings.companyName}` }, { name: 'robots', content: 'noindex' }];
}

/** Loads the form's chunk with the route. */
export async function clientLoader() {
  await loadPage();
  return null;
}

/** Route module: the create form, for staff. */
export default function UploadRoute() {
  return (
    <StaffOnly>
      <UploadProjectPage />
    </StaffOnly>
  );
}
