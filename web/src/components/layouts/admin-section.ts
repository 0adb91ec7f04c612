/**
 * The admin's sections (Projects and Leads adds Services, Pages and Company):
 * each has a URL of its own under `/admin`, a place in the section navigation and its own lazy
 * chunk. `app/admin-sections.ts` lists them; adding a section is one `adminSection({…})` entry
 * there, and nothing else (the admin route, its title and the navigation follow the list).
 */
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { StaffAbility } from '@site/contract/staff-roles';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { adminSectionUrl } from '../../config/admin-paths';
import { paths } from '../../config/paths';

/** What a section declares. */
export interface AdminSectionDefinition {
  /** Path below `/admin`: '' is `/admin` itself; 'leads' is `/admin/leads` and everything under it. */
  path: string;
  /** Its name in the section navigation, e.g. 'Leads'. */
  label: string;
  /** The document title of its pages, e.g. 'Leads' ("Leads | {company}"). */
  title: string;
  icon: ComponentType<SvgIconProps>;
  /** What a role needs to see the section (contract staff-roles roleAbilities). */
  ability: StaffAbility;
  /** Loads the section's code (a dynamic import of its component module), e.g. `() => import('…').then((m) => ({ default: m.LeadsSection }))`. */
  load: () => Promise<{ default: ComponentType }>;
}

/** A section ready for the layout: its lazy component and its absolute URL. */
export interface AdminSection extends AdminSectionDefinition {
  /** `/admin` or `/admin/{path}`. */
  url: string;
  Component: LazyExoticComponent<ComponentType>;
}

/** Makes a section from its definition (call once per section, at module scope: React.lazy keeps its state). */
export function adminSection(definition: AdminSectionDefinition): AdminSection {
  const url = adminSectionUrl(definition.path);
  return { ...definition, url, Component: lazy(definition.load) };
}

/**
 * The section a pathname belongs to: the one whose URL is the pathname or a prefix of it at a `/`,
 * the longest such; `/admin` itself only for exactly `/admin` (or `/admin/`).
 * @returns the section, or undefined for an unknown path under /admin (or outside it)
 */
export function sectionAt<S extends Pick<AdminSection, 'url'>>(
  sections: readonly S[],
  pathname: string,
): S | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/u, '') : pathname;
  return sections
    .filter((s) => (s.url === paths.admin ? path === paths.admin : path === s.url || path.startsWith(`${s.url}/`)))
    .sort((a, b) => b.url.length - a.url.length)[0];
}
