/**
 * /admin and everything under it (spec §2 Admin Panel; issue 13 sections): staff only, a lazy
 * client-only route chunk. While the sign-in check runs, 'Loading admin panel...'; a visitor gets
 * the toast and the login redirect and nothing else (spec §2, §8); staff get the section
 * navigation and the section the URL names (app/admin-sections.ts). One route with a splat: the
 * sections are routes of the admin layout (components/layouts/admin-layout.tsx), so a new section
 * adds nothing to the route manifest every visitor's page loads.
 */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { AdminLayout } from '../../components/layouts/admin-layout';
import { sectionAt } from '../../components/layouts/admin-section';
import { useRequireStaff } from '../../features/auth/use-require-staff';
import { PageRenderAlert } from '../../features/site-status/components/page-render-alert';
import { currentSiteData } from '../../lib/site-data';
import { adminSections } from '../admin-sections';
import type { Route } from './+types/admin';

/** Title of the section shown (the Projects section is the 'Admin Panel'); not indexed. */
export function meta({ location }: Route.MetaArgs) {
  const title = sectionAt(adminSections, location.pathname)?.title ?? 'Admin Panel';
  return [{ title: `${title} | ${currentSiteData().settings.companyName}` }, { name: 'robots', content: 'noindex' }];
}

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

/** Route module: the admin. */
export default function AdminRoute() {
  const gate = useRequireStaff();
  if (gate === 'signed-out') return null;
  if (gate === 'loading') {
    return (
      <Box role="status" sx={{ py: 14, display: 'grid', justifyItems: 'center', gap: 2 }}>
        <CircularProgress aria-hidden />
        <Typography color="text.secondary">Loading admin panel...</Typography>
      </Box>
    );
  }
  return <AdminLayout sections={adminSections} notice={<PageRenderAlert />} />;
}
