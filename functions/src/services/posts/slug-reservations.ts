/**
 * Slug reservations (DESIGN §5 "slug unique per type"): each post's slug is
 * held by a document `slugs/{type}:{slug}` = {postId, type, slug, reservedAt}, created with
 * `create()` in the same transaction as the post. `create()` fails when the document exists
 * (ALREADY_EXISTS), and a commit is all or nothing, so two concurrent creates can never both hold
 * a slug: the loser's whole transaction is refused and it tries again with the next free slug
 * (services/posts/post-writes.ts withSlugRetry). A query for "posts with this slug" could not give that
 * guarantee on the local stand-in, whose transactions do not lock what they read.
 *
 * A project's reservations are its slug history ("Stable URLs", DESIGN §12): when its
 * slug changes, the old reservation stays with the post's id, so no other project can take the
 * old slug and its path answers 301 to the current one (services/redirects/slug-redirects.ts);
 * they are released only when the post is deleted for good. Service and page posts have fixed
 * slugs whose pages exist whatever the post says (the catalog), so theirs move (the old one is
 * released) and free the slug for another post of the type.
 * Posts written before reservations existed get theirs from the migration (migrations/
 * reserve-slugs.ts); until then the post query of uniqueSlug still sees their slugs.
 */
import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import type { PostType } from '@site/contract/post';
import { db } from '../platform/firestore';
import { queryShape } from '../platform/firestore-queries';

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

/** The post types whose old slugs stay reserved as the post's slug history (their URL is made from the slug). */
export const typesWithSlugHistory: readonly PostType[] = ['project'];

/**
 * Moves a post's reservation when its slug changes, in `tx`: the new one is created (unless the
 * post already holds it: a slug of its history taken back), and the old one, when it was the
 * post's, is kept as history (projects, typesWithSlugHistory) or released (services, pages).
 * Holders are read first with slugHolderId. When the slug is the same, only a missing reservation
 * is made.
 * @param post.oldHolder, post.newHolder the holders of the old and new slug read in `tx` (null: free)
 */
export function moveSlug(
  tx: Transaction,
  type: PostType,
  post: { id: string; oldSlug: string; oldHolder: string | null; newSlug: string; newHolder: string | null },
): void {
  if (post.oldSlug === post.newSlug) {
    if (post.oldHolder === null) reserveSlug(tx, type, post.newSlug, post.id);
    return;
  }
  if (post.newHolder === post.id) tx.update(slugReservationRef(type, post.newSlug), { reservedAt: Timestamp.now() });
  else reserveSlug(tx, type, post.newSlug, post.id);
  if (post.oldHolder === post.id && !typesWithSlugHistory.includes(type)) releaseSlug(tx, type, post.oldSlug);
}

/** Every reservation a post holds: its current slug and, for a project, its slug history (equality on one field: no composite index). */
export const slugsOfPostQuery = queryShape('slugs.ofPost', {
  collection: slugsCollection,
  where: [{ field: 'postId', op: '==' }],
});

/**
 * Every slug a post holds (its current slug and its history), read in `tx`; `release()` deletes
 * them (a write: call it after the transaction's other reads). For a post deleted for good.
 * @throws Firestore errors
 */
export async function slugsOfPost(tx: Transaction, postId: string): Promise<{ slugs: string[]; release(): void }> {
  const snapshot = await tx.get(slugsOfPostQuery.query(db(), { postId }));
  return {
    slugs: snapshot.docs.map((doc) => String(doc.get('slug'))),
    release: () => {
      for (const doc of snapshot.docs) tx.delete(doc.ref);
    },
  };
}
