/**
 * A project as its card shows it (spec §2 "Projects section": image, title, location, excerpt;
 * the card leads to /project/{slug or id}), and which sector filter it matches (spec §2
 * "Projects gallery": "a residential or commercial filter matches a project when its title,
 * metaDescription or content contains that word, case-insensitive"). The page server builds the
 * cards from the published posts, so a listing page carries the cards' fields and not every
 * project's full story (the home page and the gallery render from their loader data).
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

/**
 * Cards per page of the projects gallery (ADR 0036; DESIGN §10: at most 24 cards a page and at
 * most 40 documents read by a cold render): 12, four rows of three on a desk, so a cold render
 * (the site data's ~18 documents, the write stamp, and the page's cursor, 13 cards and two counts)
 * stays within 40 with room for more services.
 */
export const projectsPageSize = 12;

/**
 * Which page of a listing of published projects to read (ADR 0036 "cursor pages"): the newest
 * `limit`, or the `limit` just older than the project with slug `after`, or just newer than the
 * project with slug `before` (`after` wins when both are given).
 */
export interface ProjectCardsRequest {
  /** Only projects of this sector (their stored `sectors`); null: every published project. */
  sector: ProjectSector | null;
  /** Cards on the page (1–`projectsPageSize`). */
  limit: number;
  after?: string | undefined;
  before?: string | undefined;
  /** Count the listing for `total` (a count() aggregation); default true. */
  counted?: boolean;
}

/** One page of a listing of published projects, newest first. */
export interface ProjectCardsPage {
  cards: ProjectCardData[];
  /** Published projects the listing holds (a count() aggregation); null when not `counted`. */
  total: number | null;
  /** How many of them are newer than the first card (0 on the first page; a count() past a cursor). */
  newerCount: number;
  /** Slug of the first card when newer projects exist (the `before` cursor of the newer page); else null. */
  newer: string | null;
  /** Slug of the last card when older projects exist (the `after` cursor of the older page); else null. */
  older: string | null;
}
