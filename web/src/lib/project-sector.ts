/**
 * Residential or commercial (spec §2 "Projects gallery": "A residential or commercial filter
 * matches a project when its title, metaDescription or content contains that word,
 * case-insensitive"): the rule of the public gallery's filter and of the admin's Type filter and
 * column (issue 26), in one place.
 */
import type { Post } from '@site/contract/post';
import type { ProjectFilter } from '../config/paths';

export type FilterablePost = Pick<Post, 'title' | 'metaDescription' | 'content'>;

/** Does `post` match `filter`? Word match on title, metaDescription or content, case-insensitive. */
export function matchesProjectFilter(post: FilterablePost, filter: ProjectFilter): boolean {
  if (filter === 'all') return true;
  return [post.title, post.metaDescription, post.content].some((text) => text?.toLowerCase().includes(filter) ?? false);
}

/** The sectors a project's words name, e.g. ['residential'] (none, one or both). */
export function projectSectors(post: FilterablePost): ('residential' | 'commercial')[] {
  return (['residential', 'commercial'] as const).filter((sector) => matchesProjectFilter(post, sector));
}
