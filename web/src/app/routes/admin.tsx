/**
 * /admin (spec §2 Admin Panel; issue 3): staff only, a lazy client-only route chunk.
 */
import { siteSettings } from '@site/contract/site-settings';
import { AdminPanel } from '../../features/admin/components/admin-panel';

/** Title of the Admin Panel; not indexed. */
export function meta() {
  return [
    { title: `Admin Panel | ${siteSettings.companyName}` },
    { name: 'robots', content: 'noindex' },
  ];
}

/** Route module: the Admin Panel. */
export default function AdminRoute() {
  return <AdminPanel />;
}
