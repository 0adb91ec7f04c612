/**
 * The 'Upload New Project' payload (spec §2 Upload New Project, §5 Validation rules), parsed by
 * the web form (react-hook-form + zod resolver) and by POST/PUT /api/posts alike.
 * Messages are the spec's own texts.
 */
import { z } from 'zod';

const optionalField = z
  .string()
  .trim()
  .max(2000)
  .optional()
  .transform((v) => (v ? v : null));

/**
 * An image of the form: a path on this site (`/objects/…` from PUT /api/objects/acl, `/photos/…`
 * of the built-in content) or an https URL; empty means none. Anything else (`javascript:`,
 * `//host`, `data:`) is refused so stored posts only point at images (DESIGN §11).
 */
const imageUrlField = z
  .string()
  .trim()
  .max(2048, 'Image URL is too long')
  .refine((v) => v === '' || (v.startsWith('/') && !v.startsWith('//') && !v.includes('\\')) || /^https:\/\/[^/\\]/i.test(v), {
    error: 'Image must be an uploaded image path',
  })
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

/**
 * The number of text characters of body HTML (tags removed, character references counted as
 * one, whitespace runs as one space, trimmed): what spec §5's "content at least 10 characters"
 * counts now that the body is HTML from the rich-text editor (issue 15).
 */
export function bodyTextLength(html: string): number {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, '_')
    .replace(/\s+/g, ' ')
    .trim().length;
}

/** Most gallery photos a project may have (issue 15 "a gallery of up to 20 photos"). */
export const maxGalleryImages = 20;

/** Alt text typed for a photo: trimmed, at most 300 characters; empty means the default. */
const altField = z.string().trim().max(300, 'Alt text must be at most 300 characters');
const optionalAltField = altField.nullable().optional().transform((v) => (v ? v : null));

/** A path that is present (a gallery photo is never empty). */
const requiredImageUrl = imageUrlField.refine((v) => v !== null, { error: 'Image must be an uploaded image path' });

export const projectInputSchema = z.object({
  title: z.string().trim().min(1, 'Project title is required').max(300, 'Title must be at most 300 characters'),
  content: z
    .string()
    .trim()
    .max(100_000, 'Content is too long')
    .refine((html) => bodyTextLength(html) >= 10, { error: 'Please provide project details' }),
  status: z.enum(['draft', 'published'], { error: 'Status must be draft or published' }),
  type: z.literal('project', { error: 'Type must be project' }),
  excerpt: optionalField,
  location: optionalField,
  completionDate: optionalField,
  metaTitle: optionalField,
  metaDescription: optionalField,
  serviceIds: z.array(z.string().min(1).max(100)).max(13).default([]),
  beforeImageUrl: imageUrlField,
  afterImageUrl: imageUrlField,
  // Issue 15: the gallery (spec §3 galleryImages, in display order), the featured photo (spec §2
  // card order featured → after → before: one of the project's photos) and alt texts.
  galleryImages: z
    .array(requiredImageUrl)
    .max(maxGalleryImages, `A project can have at most ${maxGalleryImages} gallery photos`)
    .default([])
    .refine((paths) => new Set(paths).size === paths.length, { error: 'A photo can be in the gallery only once' }),
  /** Alt text of each gallery photo, by position; shorter than the gallery means empty for the rest. */
  galleryImageAlts: z.array(altField).max(maxGalleryImages, 'Too many alt texts').default([]),
  featuredImageUrl: imageUrlField,
  beforeImageAlt: optionalAltField,
  afterImageAlt: optionalAltField,
}).superRefine((input, ctx) => {
  if (input.galleryImageAlts.length > input.galleryImages.length) {
    ctx.addIssue({ code: 'custom', path: ['galleryImageAlts'], message: 'There are more alt texts than gallery photos' });
  }
  const photos = [input.beforeImageUrl, input.afterImageUrl, ...input.galleryImages];
  if (input.featuredImageUrl !== null && !photos.includes(input.featuredImageUrl)) {
    ctx.addIssue({ code: 'custom', path: ['featuredImageUrl'], message: "The featured photo must be one of the project's photos" });
  }
});
export type ProjectInput = z.input<typeof projectInputSchema>;
export type ProjectInputParsed = z.output<typeof projectInputSchema>;

/** Body of PUT /api/posts/:id when only the status changes (spec §7: {status} draft or published). */
export const postStatusUpdateSchema = z.object({
  status: z.enum(['draft', 'published'], { error: 'Status must be draft or published' }),
});
