/**
 * What the navbar, mobile menu and footer link to (spec §2 Navigation bar, Footer).
 * Service titles are the live ones: the built-in catalog's, or a published override's
 * (lib/site-data.ts useLiveServices).
 */
import type { LiveService } from '@site/contract/site-data';
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
 * The services visitors see, in the site's order (Services dropdown, mobile menu).
 * @param services the live services (useLiveServices)
 */
export function serviceMenuItems(services: readonly LiveService[]): NavItem[] {
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

/** The six services of the footer, in the spec's order (spec §2 Footer): first-run service ids. */
const footerServiceIds = [
  'landscaping',
  'natural-stone-masonry',
  'patios-hardscape',
  'outdoor-kitchens',
  'waterscapes-ponds',
  'fence-installation',
] as const;

/**
 * The footer's six service links: the spec's six where the site shows them (by id, so a new
 * address or title follows), then the site's other services in order, up to six.
 * @param services the live services (useLiveServices)
 */
export function footerServiceItems(services: readonly LiveService[]): NavItem[] {
  const preferred = footerServiceIds.flatMap((id) => services.filter((service) => service.id === id));
  const rest = services.filter((service) => !preferred.includes(service));
  return [...preferred, ...rest]
    .slice(0, footerServiceIds.length)
    .map(({ slug, title }) => ({ label: title, to: paths.service(slug) }));
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
