/**
 * /upload (spec §2 "Upload New Project"; issue 4): staff only, a lazy client-only route chunk.
 */
import { siteSettings } from '@site/contract/site-settings';
import { StaffOnly } from '../../features/posts/components/staff-only';
import { UploadProjectPage } from '../../features/posts/components/upload-project-page';

/** Title of the screen; not indexed. */
export function meta() {
  return [{ title: `Upload New Project | ${siteSettings.companyName}` }, { name: 'robots', content: 'noindex' }];
}

/** Route module: the create form, for staff. */
export default function UploadRoute() {
  return (
    <StaffOnly>
      <UploadProjectPage />
    </StaffOnly>
  );
}
