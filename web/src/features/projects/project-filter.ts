/**
 * Project filter of the projects gallery (spec §2 "Projects gallery"; spec §4 "Project filter:
 * all, residential, commercial").
 *
 * - The filter comes from the path (/projects/residential, /projects/commercial), or from a
 *   query parameter named `filter`; default all. Unknown values read as all.
 * - A residential or commercial filter matches a project when its title, metaDescription or
 *   content contains that word, case-insensitive; all matches everything (lib/project-sector.ts,
 *   which the admin's projects list uses too).
 */
import type { ProjectFilter } from '../../config/paths';

export const projectFilters: readonly ProjectFilter[] = ['all', 'residential', 'commercial'];

/** Button labels of the filters, in display order (spec §2 "Filter buttons All, Residential, Commercial"). */
export const projectFilterLabels: Record<ProjectFilter, string> = {
  all: 'All',
  residential: 'Residential',
  commercial: 'Commercial',
};

/** Reads a filter value; anything but residential/commercial/all (any case) is `all`. */
export function parseProjectFilter(value: string | null | undefined): ProjectFilter {
  const v = value?.trim().toLowerCase();
  return v === 'residential' || v === 'commercial' ? v : 'all';
}

/**
 * The filter a location asks for: the path segment after /projects/ wins, else `?filter=`.
 * @param pathname e.g. '/projects/residential' or '/category/projects'
 * @param search e.g. '?filter=commercial' (with or without the leading '?')
 */
export function filterFromLocation(pathname: string, search: string): ProjectFilter {
  const fromPath = /^\/projects\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (fromPath) return parseProjectFilter(decodeURIComponent(fromPath));
  return parseProjectFilter(new URLSearchParams(search).get('filter'));
}
