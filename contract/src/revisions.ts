/**
 * Revisions of a post ("Revisions"): every save keeps the version it replaces (the last
 * 20 per post, functions/src/services/posts/revisions.ts); staff open one, see what changed (title,
 * text, photos, status, other details) and restore it, which is itself a save (a new revision).
 */
import { z } from 'zod';
import { postFieldsSchema, type PostFields } from './post';

/** The parts of a post a change is reported in, in the order staff read them. */
export const revisionParts = ['title', 'text', 'photos', 'status', 'details'] as const;
export type RevisionPart = (typeof revisionParts)[number];

/** The fields of each part (the type never changes; `details`: everything else a form sets). */
const partFields: Record<RevisionPart, readonly (keyof PostFields)[]> = {
  title: ['title'],
  text: ['content', 'excerpt'],
  photos: [
    'featuredImageUrl',
    'image',
    'imageAlt',
    'galleryImages',
    'galleryImageAlts',
    'beforeImageUrl',
    'afterImageUrl',
    'beforeImageAlt',
    'afterImageAlt',
  ],
  status: ['status'],
  details: ['slug', 'location', 'completionDate', 'metaTitle', 'metaDescription', 'serviceIds'],
};

/**
 * The parts in which two versions of a post differ.
 * @returns e.g. ['title', 'photos'] (in revisionParts order; [] when equal)
 */
export function changedParts(older: PostFields, newer: PostFields): RevisionPart[] {
  return revisionParts.filter((part) =>
    partFields[part].some((field) => JSON.stringify(older[field] ?? null) !== JSON.stringify(newer[field] ?? null)),
  );
}

/** One revision in a post's list (GET /api/posts/:id/revisions), newest first. */
export const revisionSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  status: postFieldsSchema.shape.status,
  /** When this version was saved, and by whom (null: saved before revisions named people). */
  savedAt: z.iso.datetime(),
  savedBy: z.string().nullable(),
  /** When a later save replaced it, and by whom. */
  replacedAt: z.iso.datetime(),
  replacedBy: z.string().nullable(),
  /** The revision this version was restored from, if it was a restore. */
  restoredFrom: z.string().nullable(),
  /** What the save that replaced it changed (this version against the next one). */
  changes: z.array(z.enum(revisionParts)),
  /** A line of this version's text where the next save changed it (its start when the text did not change). */
  snippet: z.string(),
});
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;

/** GET /api/posts/:id/revisions. */
export const revisionListSchema = z.array(revisionSummarySchema);

/** GET /api/posts/:id/revisions/:revisionId: the summary and the version's own fields. */
export const revisionDetailSchema = revisionSummarySchema.extend({ post: postFieldsSchema });
export type RevisionDetail = z.infer<typeof revisionDetailSchema>;
