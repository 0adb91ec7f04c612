/**
 * The maintained list fields of a post document (DESIGN §5 "Search and filters are queries"), kept
 * beside the contract's fields by every write of a post (create, update, restore of a version or
 * from the Trash, the seed) and backfilled by the migration (migrations/post-list-fields.ts):
 *
 * - `searchTerms`: the word prefixes of its title, location, excerpt, meta description and body
 *   text (contract search-terms.ts; the title first, so it is never cut by the terms cap). GET
 *   /api/posts?search= is an array-contains query on it.
 * - `sector`: 'residential', 'commercial', 'both' or 'none', the gallery's rule (spec §2 "Projects
 *   gallery": the word in the title, meta description or content; contract project-card.ts
 *   `sectorsOf`). The admin's Type filter is an `in` query on it (residential: residential or
 *   both); an array would need a second array-contains, which Firestore refuses beside the search's.
 *
 * The contract schema does not know these fields: reads drop them (post-document.ts).
 */
import { paragraphText } from '@site/contract/revision-text';
import { sectorsOf, type ProjectSector } from '@site/contract/project-card';
import type { PostFields } from '@site/contract/post';
import { searchTermsOf } from '@site/contract/search-terms';

/** The fields these are made from. */
export type ListedPostFields = Pick<PostFields, 'title' | 'location' | 'excerpt' | 'metaDescription' | 'content'>;

/** The stored sector of a post: which of the two words it has. */
export type StoredSector = ProjectSector | 'both' | 'none';

/** What a post document keeps for its lists. */
export interface PostListFields {
  searchTerms: string[];
  sector: StoredSector;
}

/** The stored sectors a filter on `sector` matches (the `in` values of its query). */
export const sectorsMatching = (sector: ProjectSector): StoredSector[] => [sector, 'both'];

/**
 * The list fields of a post's fields.
 * @param fields the contract fields as they are stored (content is stored HTML)
 * @returns searchTerms and sectors, to spread into the document written
 */
export function postListFields(fields: ListedPostFields): PostListFields {
  const sectors = sectorsOf(fields);
  const sector: StoredSector = sectors.length === 2 ? 'both' : (sectors[0] ?? 'none');
  return {
    searchTerms: searchTermsOf(
      fields.title,
      fields.location,
      fields.excerpt,
      fields.metaDescription,
      fields.content ? paragraphText(fields.content) : null,
    ),
    sector,
  };
}
