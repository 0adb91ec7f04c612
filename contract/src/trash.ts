/**
 * The Trash ("Nothing staff publish is lost"): a deleted project, service or page post is
 * kept 30 days with its photos, its slug (so its address comes back) and its view count, then
 * deleted for good by a daily purge; staff restore it, or delete it forever, from the admin's
 * Trash section. Leads are not posts: their erasure stays immediate (personal data).
 */
import { z } from 'zod';
import { postFieldsSchema } from './post';

/** How long a deleted post stays in the Trash before the daily purge deletes it for good: 30 days (WordPress's EMPTY_TRASH_DAYS). */
export const trashDays = 30;

/** One post in the Trash, as GET /api/trash lists it (newest first). */
export const trashedPostSchema = postFieldsSchema.pick({ slug: true, type: true, title: true, status: true }).extend({
  id: z.string(),
  /** The first photo of the post (featured, after, before, image, gallery), for the list's thumbnail. */
  thumbnail: z.string().nullable(),
  /** How many uploaded photos come back with it. */
  photoCount: z.number().int().nonnegative(),
  trashedAt: z.iso.datetime(),
  /** When the daily purge deletes it for good (trashedAt + 30 days). */
  purgeAt: z.iso.datetime(),
  /** Who moved it there (staff's display name or e-mail); null when not known. */
  trashedBy: z.string().nullable(),
});
export type TrashedPost = z.infer<typeof trashedPostSchema>;

/** The list of GET /api/trash. */
export const trashListSchema = z.array(trashedPostSchema);
