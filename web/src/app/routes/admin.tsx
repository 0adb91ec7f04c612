/**
 * /admin (spec §2 Admin Panel; issue 3): staff only, a lazy client-only route chunk.
 */
import { AdminPanel } from '../../features/admin/components/admin-panel';
import { currentSiteData } from '../../lib/site-data';

/** Title of the Admin Panel; not indexed. */
export function meta() {
  return [
    { title: `Admin Panel | ${currentSiteData().settings.companyName}` },
    { name: 'robots', content: 'noindex' },
  ];
}

/**
 * Loads the toast presentation (a lazy chunk, components/ui/toast-host.tsx) with the route: a
 * signed-out visit toasts at once and leaves 500 ms later (spec §2), too soon to fetch it then.
 */
export async function clientLoader() {
  await import('../../components/ui/toast-host');
  return null;
}

/** Route module: the Admin Panel. */
export default function AdminRoute() {
  return <AdminPanel />;
}
