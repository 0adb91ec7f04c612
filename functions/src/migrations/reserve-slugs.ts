/**
 * The migration that reserves existing slugs (ADR 0016: idempotent, run by `npm run migrate` and by the
 * local stack's seed): every post written before slug reservations existed gets its reservation
 * `slugs/{type}:{slug}` (services/posts/slug-reservations.ts), in a transaction that reads the post and
 * the reservation again. A slug two old posts share keeps its first reservation; the other post is
 * listed in the log (by id) for staff to rename.
 */
import { postFieldsSchema } from '@site/contract/post';
import { db } from '../services/platform/firestore';
import { postsCollection } from '../services/posts/posts-store';
import { reserveSlug, slugHolderId } from '../services/posts/slug-reservations';

/** What one run did. */
export interface SlugReservationMigration {
  examined: number;
  /** Posts whose reservation was created. */
  reserved: string[];
  /** Posts whose slug another post holds (a duplicate from before reservations). */
  conflicts: string[];
}

/**
 * Creates the missing slug reservations.
 * @throws Firestore errors (reservations made before the error stay)
 */
export async function reserveExistingSlugs(): Promise<SlugReservationMigration> {
  const posts = db().collection(postsCollection);
  const snapshot = await posts.select('type', 'slug').get();
  const result: SlugReservationMigration = { examined: snapshot.size, reserved: [], conflicts: [] };
  for (const doc of snapshot.docs) {
    const outcome = await db().runTransaction(async (tx) => {
      const current = await tx.get(posts.doc(doc.id));
      const fields = postFieldsSchema.pick({ type: true, slug: true }).safeParse(current.data());
      if (!current.exists || !fields.success) return 'skipped';
      const holder = await slugHolderId(tx, fields.data.type, fields.data.slug);
      if (holder === doc.id) return 'held';
      if (holder !== null) return 'conflict';
      reserveSlug(tx, fields.data.type, fields.data.slug, doc.id);
      return 'reserved';
    });
    if (outcome === 'reserved') result.reserved.push(doc.id);
    if (outcome === 'conflict') result.conflicts.push(doc.id);
  }
  return result;
}

/** One line for the logs. */
export function formatSlugReservations(result: SlugReservationMigration): string {
  const conflicts = result.conflicts.length
    ? `; slug held by another post, rename: ${result.conflicts.join(', ')}`
    : '';
  return `migrate: slug reservations: ${result.reserved.length} of ${result.examined} posts reserved${conflicts}`;
}
