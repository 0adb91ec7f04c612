/**
 * What the navbar, mobile menu and footer link to (spec §2 Navigation bar, Footer).
 * Service titles come from the built-in service catalog.
 */
import { paths } from '../../config/paths';
import { serviceNavTitles } from './service-nav-titles';

export interface NavItem {
  label: string;
  to: string;
}

/** The 13 services in catalog order (Services dropdown). */
export const serviceMenuItems: NavItem[] = serviceNavTitles.map(({ slug, title }) => ({
  label: title,
  to: paths.service(slug),
}));

/** Last entry of the Services dropdown. */
export const viewAllServicesItem: NavItem = { label: 'View All Services', to: paths.services };

/** The Projects dropdown (spec §2: 400 px, three entries). */
export const projectMenuItems: NavItem[] = [
  { label: 'All Projects', to: paths.projects('all') },
  { label: 'Residential Projects', to: paths.projects('residential') },
  { label: 'Commercial Projects', to: paths.projects('commercial') },
];

/** The six services of the footer, in the spec's order (spec §2 Footer). */
const footerServiceSlugs = [
  'landscaping',
  'natural-stone-masonry',
  'patios-hardscape',
  'outdoor-kitchens',
  'waterscapes-ponds',
  'fence-installation',
] as const;

export const footerServiceItems: NavItem[] = footerServiceSlugs.map((slug) => ({
  label: serviceNavTitles.find((s) => s.slug === slug)?.title ?? slug,
  to: paths.service(slug),
}));

export type NavSection = 'services' | 'projects' | 'about' | 'contact' | 'admin' | null;

/** Which navbar section a path belongs to (for the active underline). */
export function sectionOf(pathname: string): NavSection {
  if (/^\/(services|service\/|category\/services|landscaping)/.test(pathname)) return 'services';
  if (/^\/(projects|project\/|category\/projects)/.test(pathname)) return 'projects';
  if (pathname.startsWith(paths.about)) return 'about';
  if (pathname.startsWith(paths.contact)) return 'contact';
  if (pathname.startsWith(paths.admin)) return 'admin';
  return null;
}
