/**
 * /upload (spec §2 "Upload New Project"; issue 4): staff only, a lazy client-only route chunk.
 */
import { StaffOnly } from '../../features/posts/components/staff-only';
import { UploadProjectPage } from '../../features/posts/components/upload-project-page';
import { currentSiteData } from '../../lib/site-data';

/** Title of the screen; not indexed. */
export function meta() {
  return [{ title: `Upload New Project | ${currentSiteData().settings.companyName}` }, { name: 'robots', content: 'noindex' }];
}

/** Route module: the create form, for staff. */
export default function UploadRoute() {
  return (
    <StaffOnly>
      <UploadProjectPage />
    </StaffOnly>
  );
}
