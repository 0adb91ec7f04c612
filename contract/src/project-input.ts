/**
 * The 'Upload New Project' payload (spec §2 Upload New Project, §5 Validation rules), parsed by
 * the web form (react-hook-form + zod resolver) and by POST/PUT /api/posts alike.
 * Messages are the spec's own texts.
 */
import { z } from 'zod';
import { bodyTextLength, formStatusField, imageUrlField, optionalTextField } from './post-input-fields';
import { serviceLimits } from './service';

const optionalField = optionalTextField();

// bodyTextLength moved to post-input-fields (the rule of every post body); re-exported for callers.
export { bodyTextLength };

/** Most gallery photos a project may have ("a gallery of up to 20 photos"). */
export const maxGalleryImages = 20;

/** Alt text typed for a photo: trimmed, at most 300 characters; empty means the default. */
const altField = z.string().trim().max(300, 'Alt text must be at most 300 characters');
const optionalAltField = altField
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

/** A path that is present (a gallery photo is never empty). */
const requiredImageUrl = imageUrlField.refine((v) => v !== null, { error: 'Image must be an uploaded image path' });

export const projectInputSchema = z
  .object({
    title: z.string().trim().min(1, 'Project title is required').max(300, 'Title must be at most 300 characters'),
    content: z
      .string()
      .trim()
      .max(100_000, 'Content is too long')
      .refine((html) => bodyTextLength(html) >= 10, { error: 'Please provide project details' }),
    status: formStatusField,
    type: z.literal('project', { error: 'Type must be project' }),
    excerpt: optionalField,
    location: optionalField,
    completionDate: optionalField,
    metaTitle: optionalField,
    metaDescription: optionalField,
    serviceIds: z.array(z.string().min(1).max(100)).max(serviceLimits.services).default([]),
    beforeImageUrl: imageUrlField,
    afterImageUrl: imageUrlField,
    // the gallery (spec §3 galleryImages, in display order), the featured photo (spec §2
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
  })
  .superRefine((input, ctx) => {
    if (input.galleryImageAlts.length > input.galleryImages.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['galleryImageAlts'],
        message: 'There are more alt texts than gallery photos',
      });
    }
    const photos = [input.beforeImageUrl, input.afterImageUrl, ...input.galleryImages];
    if (input.featuredImageUrl !== null && !photos.includes(input.featuredImageUrl)) {
      ctx.addIssue({
        code: 'custom',
        path: ['featuredImageUrl'],
        message: "The featured photo must be one of the project's photos",
      });
    }
  });
export type ProjectInput = z.input<typeof projectInputSchema>;
export type ProjectInputParsed = z.output<typeof projectInputSchema>;

/**
 * Body of PUT /api/posts/:id when only the status changes (spec §7: {status} draft or
 * published), for a post of any type (Publish / Unpublish of spec §2, §4).
 */
export const postStatusUpdateSchema = z.object({ status: formStatusField });
