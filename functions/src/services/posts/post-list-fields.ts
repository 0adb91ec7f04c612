/**
 * The maintained list fields of a post document (DESIGN §5 "Search and filters are queries"), kept
 * beside the contract's fields by every write of a post (create, update, restore of a version or
 * from the Trash, the seed) and backfilled by the migration (migrations/post-list-fields.ts):
 *
 * - `searchTerms`: the word prefixes of its title, location, excerpt, meta description and body
 *   text (contract search-terms.ts; the title first, so it is never cut by the terms cap). GET
 *   /api/posts?search= is an array-contains query on it.
 * - `sectors`: `{residential, commercial}` booleans, the gallery's rule (spec §2 "Projects gallery":
 *   the word in the title, meta description or content; contract project-card.ts `sectorsOf`).
 *   The admin's Type filter is an equality query on one of them (an array would need a second
 *   array-contains, which Firestore refuses beside the search's).
 *
 * The contract schema does not know these fields: reads drop them (post-document.ts).
 */
import { paragraphText } from '@site/contract/revision-text';
import { sectorsOf, type ProjectSector } from '@site/contract/project-card';
import type { PostFields } from '@site/contract/post';
import { searchTermsOf } from '@site/contract/search-terms';

/** The fields these are made from. */
export type ListedPostFields = Pick<PostFields, 'title' | 'location' | 'excerpt' | 'metaDescription' | 'content'>;

/** What a post document keeps for its lists. */
export interface PostListFields {
  searchTerms: string[];
  sectors: Record<ProjectSector, boolean>;
}

/** The document field of a sector's flag, e.g. `sectors.residential` (for queries). */
export const sectorField = (sector: ProjectSector) => `sectors.${sector}` as const;

/**
 * The list fields of a post's fields.
 * @param fields the contract fields as they are stored (content is stored HTML)
 * @returns searchTerms and sectors, to spread into the document written
 */
export function postListFields(fields: ListedPostFields): PostListFields {
  const sectors = sectorsOf(fields);
  return {
    searchTerms: searchTermsOf(
      fields.title,
      fields.location,
      fields.excerpt,
      fields.metaDescription,
      fields.content ? paragraphText(fields.content) : null,
    ),
    sectors: { residential: sectors.includes('residential'), commercial: sectors.includes('commercial') },
  };
}
