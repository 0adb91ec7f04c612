/**
 * /staff/sign-in (DESIGN §7, §8): the staff Google sign-in. A lazy route chunk, the
 * only one that carries the Firebase Auth SDK. GET /api/login redirects here with `?returnTo=`.
 */
import { StaffSignInPage } from '../../features/auth/components/staff-sign-in-page';
import { staffPageMeta } from '../../lib/page-head';
import type { Route } from './+types/staff-sign-in';

export { handle, headers, HydrateFallback } from '../staff-route';

/** Title of the sign-in page; not indexed. */
export const meta: Route.MetaFunction = ({ matches }) => staffPageMeta('Staff sign-in', matches);

/**
 * Nothing to load: it makes the page render in the browser only, as every staff page (the
 * server sends `HydrateFallback`), so the sign-in button is never a dead button on server HTML.
 */
export function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

/** Route module: the staff sign-in page. */
export default function StaffSignInRoute() {
  return <StaffSignInPage />;
}
