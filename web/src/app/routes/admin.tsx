/**
 * /admin and everything under it (spec §2 Admin Panel sections): staff only, a lazy
 * client-only route chunk. While the sign-in check runs, 'Loading admin panel...'; a visitor gets
 * the toast and the login redirect and nothing else (spec §2, §8); staff get the section
 * navigation and the section the URL names (app/admin-sections.ts), those their role may open (ADR 0033). One route with a splat: the
 * sections are routes of the admin layout (components/layouts/admin-layout.tsx), so a new section
 * adds nothing to the route manifest every visitor's page loads. The server sends its loading
 * state only (`HydrateFallback`; staff pages are the SPA), never cached.
 */
import { AdminLayout } from '../../components/layouts/admin-layout';
import { sectionAt } from '../../components/layouts/admin-section';
import { sectionsFor } from '../../config/admin-paths';
import { PageLoading } from '../../components/ui/page-loading';
import { useRequireStaff } from '../../features/auth/use-require-staff';
import { useAuthUser } from '../../lib/auth-user';
import { PageRenderAlert } from '../../features/site-status/components/page-render-alert';
import { adminSections } from '../admin-sections';
import { staffPageMeta } from '../../lib/page-head';
import type { Route } from './+types/admin';

export { handle, headers } from '../staff-route';

/** Title of the section shown (the Projects section is the 'Admin Panel'); not indexed. */
export const meta: Route.MetaFunction = ({ location, matches }) =>
  staffPageMeta(sectionAt(adminSections, location.pathname)?.title ?? 'Admin Panel', matches);

/**
 * Loads the toast presentation (a lazy chunk, components/ui/toast-host.tsx) with the route: a
 * signed-out visit toasts at once and leaves 500 ms later (spec §2), too soon to fetch it then.
 * Starts loading the section's chunk too, so it arrives while the sign-in check runs.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  void sectionAt(adminSections, new URL(request.url).pathname)?.load();
  await import('../../components/ui/toast-host');
  return null;
}
clientLoader.hydrate = true as const;

/** What the server sends, and the browser shows until the client loader has run. */
export function HydrateFallback() {
  return <PageLoading text="Loading admin panel..." />;
}

/** Route module: the admin. */
export default function AdminRoute() {
  const gate = useRequireStaff();
  const { user } = useAuthUser();
  if (gate === 'signed-out') return null;
  if (gate === 'loading' || !user) return <PageLoading text="Loading admin panel..." />;
  return <AdminLayout sections={sectionsFor(adminSections, user.role)} notice={<PageRenderAlert />} />;
}
