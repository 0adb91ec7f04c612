/**
 * Post: the one content entity of the product (spec §3), as the API returns it.
 * `type` project | service | page; `status` published | draft | archived (spec §4).
 * Dates are ISO 8601 strings in API responses; Firestore keeps Timestamps (DESIGN §5).
 */
import { z } from 'zod';
import { listPageQuerySchema, listPageSchema } from './list-page';
import { projectSectors } from './project-card';

export const postTypes = ['project', 'service', 'page'] as const;
export const postStatuses = ['published', 'draft', 'archived'] as const;
export type PostType = (typeof postTypes)[number];
export type PostStatus = (typeof postStatuses)[number];

/** An image path as stored: `/photos/…`, `/objects/…`, a relative path, or an absolute URL. */
const imagePath = z.string().min(1).max(2048);
const optionalText = z.string().nullable().default(null);
/**
 * Alt text of a photo as staff typed it; null, or '' in `galleryImageAlts`, means
 * none was typed and pages use the default from the title (contract project-images.ts).
 */
const altText = z.string().max(300).nullable().default(null);

/** Fields a post document holds in Firestore `posts/{id}`, except timestamps (DESIGN §5). */
export const postFieldsSchema = z.object({
  slug: z.string().min(1).max(200),
  type: z.enum(postTypes),
  title: z.string().min(1).max(300),
  status: z.enum(postStatuses),
  content: optionalText,
  excerpt: optionalText,
  location: optionalText,
  completionDate: optionalText,
  metaTitle: optionalText,
  metaDescription: optionalText,
  featuredImageUrl: imagePath.nullable().default(null),
  image: imagePath.nullable().default(null),
  /** Alt text of `image` (a service post's image); null: the title stands in. */
  imageAlt: altText,
  galleryImages: z.array(imagePath).default([]),
  beforeImageUrl: imagePath.nullable().default(null),
  afterImageUrl: imagePath.nullable().default(null),
  serviceIds: z.array(z.string()).default([]),
  // Alt text. The featured image is one of the project's photos and has that photo's.
  /** Alt text of each gallery photo, by position in `galleryImages` (missing or '': default). */
  galleryImageAlts: z.array(z.string().max(300)).default([]),
  beforeImageAlt: altText,
  afterImageAlt: altText,
});
export type PostFields = z.infer<typeof postFieldsSchema>;

/** `postServices` entry: the joined service names of `serviceIds` (spec §3). */
export const postServiceSchema = z.object({ id: z.string(), service: z.object({ name: z.string() }) });

/**
 * A post as the API returns it (GET /api/posts, GET /api/posts/:idOrSlug). `views` is not a
 * field of the post document: it is the post's count in the view counter (spec §3 "views
 * (number, 0 if missing)", ADR 0012).
 */
export const postSchema = postFieldsSchema.extend({
  id: z.string(),
  postServices: z.array(postServiceSchema),
  views: z.number().int().nonnegative().default(0),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Post = z.infer<typeof postSchema>;

/**
 * Query parameters of GET /api/posts (spec §7, DESIGN §6 and §5 "Lists read pages"). Unknown values
 * are a 400. Visitors always get published posts only, whatever `status` asks. `search` finds
 * posts with a word starting with each typed word (title, location, excerpt, meta description,
 * body; contract search-terms.ts); `sector` is the gallery's residential/commercial rule (spec §2);
 * `cursor` and `limit` name the page (contract list-page.ts).
 */
export const postListQuerySchema = listPageQuerySchema.extend({
  type: z.enum(postTypes, { error: 'type must be one of project, service, page' }).optional(),
  status: z
    .enum([...postStatuses, 'all'], { error: 'status must be one of published, draft, archived, all' })
    .optional(),
  sector: z.enum(projectSectors, { error: 'sector must be one of residential, commercial' }).optional(),
  search: z.string().trim().max(200, 'search must be at most 200 characters').optional(),
});
export type PostListQuery = z.infer<typeof postListQuerySchema>;

/** The answer of GET /api/posts: one page of posts, newest first. */
export const postPageSchema = listPageSchema(postSchema);
export type PostPage = z.infer<typeof postPageSchema>;
