/**
 * The admin's sections, in navigation order (Projects at /admin and Leads;
 * then Services, Pages and Company as one entry each). Each section's code is its own lazy chunk,
 * so no section reaches a visitor's page (DESIGN §12) and one section does not load another's.
 */
import Business from '@mui/icons-material/Business';
import Collections from '@mui/icons-material/Collections';
import DesignServices from '@mui/icons-material/DesignServices';
import Article from '@mui/icons-material/Article';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import MoveToInbox from '@mui/icons-material/MoveToInbox';
import AltRoute from '@mui/icons-material/AltRoute';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import Groups from '@mui/icons-material/Groups';
import History from '@mui/icons-material/History';
import { adminSection } from '../components/layouts/admin-section';
import { adminSectionLinks } from '../config/admin-paths';

export const adminSections = [
  adminSection({
    ...adminSectionLinks.projects,
    title: 'Admin Panel',
    icon: Collections,
    load: () => import('../features/admin/components/admin-panel').then((m) => ({ default: m.AdminPanel })),
  }),
  adminSection({
    ...adminSectionLinks.leads,
    title: 'Leads',
    icon: MoveToInbox,
    load: () => import('../features/leads/components/leads-section').then((m) => ({ default: m.LeadsSection })),
  }),
  adminSection({
    ...adminSectionLinks.services,
    title: 'Services',
    icon: DesignServices,
    load: () => import('../features/posts/components/services-section').then((m) => ({ default: m.ServicesSection })),
  }),
  adminSection({
    ...adminSectionLinks.pages,
    title: 'Pages',
    icon: Article,
    load: () => import('../features/posts/components/pages-section').then((m) => ({ default: m.PagesSection })),
  }),
  adminSection({
    ...adminSectionLinks.reviews,
    title: 'Reviews',
    icon: RateReviewOutlined,
    load: () => import('../features/admin/components/reviews-section').then((m) => ({ default: m.ReviewsSection })),
  }),
  adminSection({
    ...adminSectionLinks.company,
    title: 'Company',
    icon: Business,
    load: () => import('../features/settings/components/company-section').then((m) => ({ default: m.CompanySection })),
  }),
  adminSection({
    ...adminSectionLinks.redirects,
    title: 'Redirects',
    icon: AltRoute,
    load: () => import('../features/admin/components/redirects-section').then((m) => ({ default: m.RedirectsSection })),
  }),
  adminSection({
    ...adminSectionLinks.trash,
    title: 'Trash',
    icon: DeleteOutlined,
    load: () => import('../features/admin/components/trash-section').then((m) => ({ default: m.TrashSection })),
  }),
  adminSection({
    ...adminSectionLinks.activity,
    title: 'Activity',
    icon: History,
    load: () =>
      import('../features/activity/components/activity-section').then((m) => ({ default: m.ActivitySection })),
  }),
  adminSection({
    ...adminSectionLinks.team,
    title: 'Team',
    icon: Groups,
    load: () => import('../features/team/components/team-section').then((m) => ({ default: m.TeamSection })),
  }),
];
