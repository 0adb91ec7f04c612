/**
 * /staff/sign-in (issue 3; DESIGN §7, §8): the staff Google sign-in. A lazy route chunk, the
 * only one that carries the Firebase Auth SDK. GET /api/login redirects here with `?returnTo=`.
 */
import { StaffSignInPage } from '../../features/auth/components/staff-sign-in-page';
import { currentSiteData } from '../../lib/site-data';

/** Title of the sign-in page; not indexed. */
export function meta() {
  return [
    { title: `Staff sign-in | ${currentSiteData().settings.companyName}` },
    { name: 'robots', content: 'noindex' },
  ];
}

/** Route module: the staff sign-in page. */
export default function StaffSignInRoute() {
  return <StaffSignInPage />;
}
