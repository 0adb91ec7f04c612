/**
 * Residential or commercial (spec §2 "Projects gallery": "A residential or commercial filter
 * matches a project when its title, metaDescription or content contains that word,
 * case-insensitive"): the rule of the public gallery's filter and of the admin's Type filter and
 * column. The rule itself is the contract's (project-card.ts sectorsOf), which the page
 * server uses for the gallery's cards.
 */
import type { Post } from '@site/contract/post';
import { sectorsOf, type ProjectSector } from '@site/contract/project-card';
import type { ProjectFilter } from '../config/paths';

export type FilterablePost = Pick<Post, 'title' | 'metaDescription' | 'content'>;

/** Does `post` match `filter`? Word match on title, metaDescription or content, case-insensitive. */
export function matchesProjectFilter(post: FilterablePost, filter: ProjectFilter): boolean {
  return filter === 'all' || sectorsOf(post).includes(filter);
}

/** The sectors a project's words name, e.g. ['residential'] (none, one or both). */
export function projectSectors(post: FilterablePost): ProjectSector[] {
  return sectorsOf(post);
}
