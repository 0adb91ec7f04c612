/**
 * The admin's sections, in navigation order (issue 13: Projects at /admin and Leads; issue 14
 * adds Services, Pages and Company as one entry each). Each section's code is its own lazy chunk,
 * so no section reaches a visitor's page (DESIGN §12) and one section does not load another's.
 */
import Collections from '@mui/icons-material/Collections';
import MoveToInbox from '@mui/icons-material/MoveToInbox';
import { adminSection } from '../components/layouts/admin-section';

export const adminSections = [
  adminSection({
    path: '',
    label: 'Projects',
    title: 'Admin Panel',
    icon: Collections,
    load: () => import('../features/admin/components/admin-panel').then((m) => ({ default: m.AdminPanel })),
  }),
  adminSection({
    path: 'leads',
    label: 'Leads',
    title: 'Leads',
    icon: MoveToInbox,
    load: () => import('../features/leads/components/leads-section').then((m) => ({ default: m.LeadsSection })),
  }),
];
