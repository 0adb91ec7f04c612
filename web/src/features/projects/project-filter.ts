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
import {
  projectsPageSize,
  type ProjectCardData,
  type ProjectCardsPage,
  type ProjectSector,
} from '@site/contract/project-card';
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
 * Merges lists that each keep one common order (each a listing's newest-first cards) into one list
 * in that order, each card once: a card goes out when no list still holds it behind another card.
 */
function mergeInOrder(lists: readonly (readonly ProjectCardData[])[]): ProjectCardData[] {
  const rest = lists.map((list) => [...list]);
  const out: ProjectCardData[] = [];
  const seen = new Set<string>();
  for (;;) {
    for (const list of rest) while (list[0] && seen.has(list[0].id)) list.shift();
    const heads = rest.flatMap((list) => (list[0] ? [list[0]] : []));
    if (heads.length === 0) return out;
    const next =
      heads.find((head) => rest.every((list) => !list.slice(1).some((card) => card.id === head.id))) ?? heads[0]!;
    seen.add(next.id);
    out.push(next);
  }
}

/**
 * The cards the home page needs for every filter (its loader sends these, not every project).
 * @param newest each filter's newest `limit` cards and whether it has more (`older`), from the
 *   page server's projectCardsPage
 */
export function homeProjects(newest: Record<ProjectFilter, Pick<ProjectCardsPage, 'cards' | 'older'>>): HomeProjects {
  return {
    cards: mergeInOrder(projectFilters.map((filter) => newest[filter].cards)),
    more: projectFilters.filter((filter) => newest[filter].older !== null),
  };
}

/** The sector a filter queries (its stored `sectors`), null for all. */
export function sectorOf(filter: ProjectFilter): ProjectSector | null {
  return filter === 'all' ? null : filter;
}

/**
 * Where a gallery page starts (ADR 0036 "cursor pages"): after the project with that slug (older
 * ones), before it (newer ones), or at the newest (null). `after` wins when a URL has both.
 */
export type ProjectsCursor = { after: string } | { before: string } | null;

/** The cursor of a gallery URL's query (`?after=<slug>` or `?before=<slug>`; empty values are none). */
export function cursorFromSearch(search: string): ProjectsCursor {
  const params = new URLSearchParams(search);
  const after = params.get('after');
  if (after) return { after };
  const before = params.get('before');
  return before ? { before } : null;
}

/** The query of a gallery page's URL: '' for the first page, else `?after=…` or `?before=…`. */
export function cursorQuery(cursor: ProjectsCursor): string {
  return cursor === null ? '' : `?${new URLSearchParams(cursor).toString()}`;
}

/** The neighbours of a gallery page: each the query of its URL (cursorQuery), or null when there is none. */
export interface GalleryNeighbours {
  /** The newer projects' page; '' when that is the first page (the newer ones fit on one page). */
  newer: string | null;
  /** The older projects' page. */
  older: string | null;
}

/** The newer and older pages of a gallery page. */
export function galleryNeighbours(page: Pick<ProjectCardsPage, 'newer' | 'older' | 'newerCount'>): GalleryNeighbours {
  return {
    newer: page.newer === null ? null : page.newerCount <= projectsPageSize ? '' : cursorQuery({ before: page.newer }),
    older: page.older === null ? null : cursorQuery({ after: page.older }),
  };
}

/** "25–48 of 1,000": the cards a gallery page shows, by their place in the whole list. */
export function galleryRange(page: Pick<ProjectCardsPage, 'cards' | 'newerCount' | 'total'>): string {
  const format = (n: number) => n.toLocaleString('en-US');
  const shown = `${format(page.newerCount + 1)}–${format(page.newerCount + page.cards.length)}`;
  return page.total === null ? shown : `${shown} of ${format(page.total)}`;
}
