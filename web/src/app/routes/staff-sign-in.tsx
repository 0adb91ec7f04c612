/**
 * /staff/sign-in (issue 3; DESIGN §7, §8): the staff Google sign-in. A lazy route chunk, the
 * only one that carries the Firebase Auth SDK. GET /api/login redirects here with `?returnTo=`.
 */
import { siteSettings } from '@site/contract/site-settings';
import { StaffSignInPage } from '../../features/auth/components/staff-sign-in-page';

/** Title of the sign-in page; not indexed. */
export function meta() {
  return [
    { title: `Staff sign-in | ${siteSettings.companyName}` },
    { name: 'robots', content: 'noindex' },
  ];
}

/** Route module: the staff sign-in page. */
export default function StaffSignInRoute() {
  return <StaffSignInPage />;
}
