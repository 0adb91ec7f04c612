/**
 * Paths of the admin's sections beyond the Projects section at `/admin` (`paths.admin`), for
 * staff screens only (kept out of `paths.ts`, which every visitor's page loads). A lead is
 * addressed by its id: no personal data in URLs.
 */
import { may, type StaffAbility, type StaffRole } from '@site/contract/staff-roles';

export const adminPaths = {
  /** The Leads inbox. */
  leads: '/admin/leads',
  /** One lead. */
  lead: (id: string) => `/admin/leads/${encodeURIComponent(id)}`,
  /** The services: their records and texts (ADR 0035). */
  services: '/admin/services',
  /** The editor of one service's text. */
  service: (slug: string) => `/admin/services/${encodeURIComponent(slug)}`,
  /** The pattern of `service(slug)` for React Router's matchPath. */
  servicePattern: '/admin/services/:slug',
  /** The editable parts of pages. */
  pages: '/admin/pages',
  /** The editor of one page part (`about`, `home`). */
  page: (slug: string) => `/admin/pages/${encodeURIComponent(slug)}`,
  /** The pattern of `page(slug)` for React Router's matchPath. */
  pagePattern: '/admin/pages/:slug',
  /** Customers' reviews. */
  reviews: '/admin/reviews',
  /** The editor of the home hero slides, in the Pages section. */
  heroSlides: '/admin/pages/hero-slides',
  /** The company details. */
  company: '/admin/company',
  /** Redirects of the old site's addresses. */
  redirects: '/admin/redirects',
  /** Deleted posts, kept 30 days. */
  trash: '/admin/trash',
  /** The pattern of `lead(id)` for React Router's matchPath. */
  leadPattern: '/admin/leads/:id',
} as const;

/**
 * The admin's sections in navigation order, by name and path below `/admin`.
 * app/admin-sections.ts gives each its title, icon and code; the phone menu lists them
 * ("the phone menu lists the admin sections"), each with the ability its role needs (contract
 * staff-roles; ADR 0033: the admin shows only what the signed-in role may do).
 */
export const adminSectionLinks = {
  projects: { path: '', label: 'Projects', ability: 'drafts' },
  leads: { path: 'leads', label: 'Leads', ability: 'leads' },
  services: { path: 'services', label: 'Services', ability: 'content' },
  pages: { path: 'pages', label: 'Pages', ability: 'content' },
  reviews: { path: 'reviews', label: 'Reviews', ability: 'content' },
  company: { path: 'company', label: 'Company', ability: 'company' },
  redirects: { path: 'redirects', label: 'Redirects', ability: 'content' },
  trash: { path: 'trash', label: 'Trash', ability: 'content' },
  activity: { path: 'activity', label: 'Activity', ability: 'activity' },
  team: { path: 'team', label: 'Team', ability: 'team' },
} as const satisfies Record<string, { path: string; label: string; ability: StaffAbility }>;

/** The URL of a section path ('' → /admin). */
export const adminSectionUrl = (path: string): string => (path ? `/admin/${path}` : '/admin');

/** The sections (or section links) a role may open: the admin shows only those (ADR 0033). */
export function sectionsFor<S extends { ability: StaffAbility }>(sections: readonly S[], role: StaffRole): S[] {
  return sections.filter((section) => may(role, section.ability));
}
