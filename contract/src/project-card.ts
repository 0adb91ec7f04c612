/**
 * A project as its card shows it (spec §2 "Projects section": image, title, location, excerpt;
 * the card leads to /project/{slug or id}), and which sector filter it matches (spec §2
 * "Projects gallery": "a residential or commercial filter matches a project when its title,
 * metaDescription or content contains that word, case-insensitive"). The page server builds the
 * cards from the published posts, so a listing page carries the cards' fields and not every
 * project's full story (issue 21: the home page and the gallery render from their loader data).
 */
import type { Post } from './post';
import { projectCardImage, type GalleryImage } from './project-images';

/** The sector filters besides "all" (spec §4 "Project filter: all, residential, commercial"). */
export const projectSectors = ['residential', 'commercial'] as const;
export type ProjectSector = (typeof projectSectors)[number];

/** What one project card shows, and what the filter reads. */
export interface ProjectCardData {
  id: string;
  slug: string;
  title: string;
  location: string | null;
  excerpt: string | null;
  /** The card photo (featured → after → before) with its alt text; null: 'Photo coming soon'. */
  image: GalleryImage | null;
  /** The sector words its title, meta description or content contain. */
  sectors: ProjectSector[];
}

type SectorFields = Pick<Post, 'title' | 'metaDescription' | 'content'>;

/** The sectors a project matches: each word found in its title, meta description or content, case-insensitive. */
export function sectorsOf(post: SectorFields): ProjectSector[] {
  const texts = [post.title, post.metaDescription, post.content].map((text) => text?.toLowerCase() ?? '');
  return projectSectors.filter((sector) => texts.some((text) => text.includes(sector)));
}

/** The card of a post (a published project as GET /api/posts returns it). */
export function projectCardOf(post: Post): ProjectCardData {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    location: post.location,
    excerpt: post.excerpt,
    image: projectCardImage(post),
    sectors: sectorsOf(post),
  };
}
