/**
 * Slug reservations (issue 20 finding 10; DESIGN §5 "slug unique per type"): each post's slug is
 * held by a document `slugs/{type}:{slug}` = {postId, type, slug, reservedAt}, created with
 * `create()` in the same transaction as the post. `create()` fails when the document exists
 * (ALREADY_EXISTS), and a commit is all or nothing, so two concurrent creates can never both hold
 * a slug: the loser's whole transaction is refused and it tries again with the next free slug
 * (services/posts/post-writes.ts withSlugRetry). A query for "posts with this slug" could not give that
 * guarantee on the local stand-in, whose transactions do not lock what they read.
 *
 * A reservation is released (deleted) when its post is deleted or takes another slug. Kept apart
 * from the post, it can later hold a slug history (a changed slug that redirects from its old
 * path, DESIGN §12) by keeping the old reservation with the post's id instead of deleting it.
 * Posts written before reservations existed get theirs from the migration (migrations/
 * reserve-slugs.ts); until then the post query of uniqueSlug still sees their slugs.
 */
import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import type { PostType } from '@site/contract/post';
import { db } from '../platform/firestore';

/** The reservations collection. */
export const slugsCollection = 'slugs';

/** The reservation document of a slug of a type, e.g. `slugs/project:stone-patio`. */
export function slugReservationRef(type: PostType, slug: string): DocumentReference {
  return db().collection(slugsCollection).doc(`${type}:${slug}`);
}

/**
 * The post holding a slug, read in `tx`, or null when it is free.
 * @throws Firestore errors
 */
export async function slugHolderId(tx: Transaction, type: PostType, slug: string): Promise<string | null> {
  const snapshot = await tx.get(slugReservationRef(type, slug));
  const postId: unknown = snapshot.get('postId');
  return snapshot.exists ? (typeof postId === 'string' ? postId : '') : null;
}

/** Reserves a slug for a post in `tx` (a create: the commit fails if someone holds it). */
export function reserveSlug(tx: Transaction, type: PostType, slug: string, postId: string, now = new Date()): void {
  tx.create(slugReservationRef(type, slug), { postId, type, slug, reservedAt: Timestamp.fromDate(now) });
}

/** Releases a slug the post held (a delete: call only for a reservation read in `tx` as the post's). */
export function releaseSlug(tx: Transaction, type: PostType, slug: string): void {
  tx.delete(slugReservationRef(type, slug));
}

/**
 * Moves a post's reservation when its slug changes, in `tx`: the new one is created, the old one
 * released when it was the post's (read first with slugHolderId). No-op when the slug is the same.
 */
export function moveSlug(tx: Transaction, type: PostType, post: { id: string; oldSlug: string; oldHolder: string | null; newSlug: string }): void {
  if (post.oldSlug === post.newSlug) {
    if (post.oldHolder === null) reserveSlug(tx, type, post.newSlug, post.id);
    return;
  }
  reserveSlug(tx, type, post.newSlug, post.id);
  if (post.oldHolder === post.id) releaseSlug(tx, type, post.oldSlug);
}
