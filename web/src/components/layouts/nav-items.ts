/**
 * What the navbar, mobile menu and footer link to (spec §2 Navigation bar, Footer).
 * Service titles are the live ones: the built-in catalog's, or a published override's
 * (lib/site-data.ts useServiceSummaries).
 */
import type { ServiceSummary } from '@site/contract/content/service-summaries';
import { useLocation } from 'react-router';
import { paths } from '../../config/paths';

export interface NavItem {
  label: string;
  to: string;
}

/**
 * Takes a link's path; returns whether it is the page shown now, and the props that make an MUI
 * component that link: an anchor (`component`), its `href` and `aria-current` ("page" there).
 */
export function useNavLink(to: string) {
  const current = useLocation().pathname === to;
  return {
    current,
    link: { component: 'a' as const, href: to, 'aria-current': current ? ('page' as const) : undefined },
  };
}

/**
 * The 13 services in catalog order (Services dropdown, mobile menu).
 * @param services the live services (useServiceSummaries)
 */
export function serviceMenuItems(services: readonly ServiceSummary[]): NavItem[] {
  return services.map(({ slug, title }) => ({ label: title, to: paths.service(slug) }));
}

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

/**
 * The footer's six service links, with the live titles.
 * @param services the live services (useServiceSummaries)
 */
export function footerServiceItems(services: readonly ServiceSummary[]): NavItem[] {
  return footerServiceSlugs.map((slug) => ({
    label: services.find((s) => s.slug === slug)?.title ?? slug,
    to: paths.service(slug),
  }));
}

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
