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
import type { ProjectCardData } from '@site/contract/project-card';
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

/** Does a project card match `filter`? (Its sectors were found on the server by the same rule: contract project-card.ts sectorsOf.) */
export function cardMatchesFilter(card: Pick<ProjectCardData, 'sectors'>, filter: ProjectFilter): boolean {
  return filter === 'all' || card.sectors.includes(filter);
}

/** The home page's projects section (spec §2, §9 "homepage projects max 4"): what each filter shows. */
export interface HomeProjects {
  /** The cards any filter shows: each filter's first `limit` matches, in list order. */
  cards: ProjectCardData[];
  /** Filters with more matches than `limit` ('View All Projects' shows with them). */
  more: ProjectFilter[];
}

/**
 * The cards the home page needs for every filter (its loader sends these, not every project).
 * @param cards every published project's card, newest first
 * @param limit cards per filter
 */
export function homeProjects(cards: readonly ProjectCardData[], limit: number): HomeProjects {
  const shown = new Set<ProjectCardData>();
  const more: ProjectFilter[] = [];
  for (const filter of projectFilters) {
    const matching = cards.filter((card) => cardMatchesFilter(card, filter));
    for (const card of matching.slice(0, limit)) shown.add(card);
    if (matching.length > limit) more.push(filter);
  }
  return { cards: cards.filter((card) => shown.has(card)), more };
}
