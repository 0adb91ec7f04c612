/**
 * The migration of the stored `sectors` (ADR 0036; ADR 0016: idempotent, run by `npm run migrate`
 * and by the local stack's seed): every post written before the field existed, or whose field
 * differs from what its text says now, gets `sectors` (post-document.ts storedPostData), so the
 * gallery's sector filters, which are Firestore queries on it, find it. Only that field is written;
 * `updatedAt` stays (nothing a person edited changed).
 */
import { isDeepStrictEqual } from 'node:util';
import { db } from '../services/platform/firestore';
import { parseStoredPost, storedPostData } from '../services/posts/post-document';
import { postsCollection } from '../services/posts/posts-store';

/** What one run did. */
export interface PostSectorsMigration {
  examined: number;
  /** Posts whose `sectors` was written. */
  updated: number;
}

/**
 * Writes the missing or stale `sectors` of every post (500 writes per batch, Firestore's limit).
 * @throws Firestore errors (batches committed before the error stay)
 */
export async function writePostSectors(): Promise<PostSectorsMigration> {
  const snapshot = await db().collection(postsCollection).get();
  const stale = snapshot.docs.flatMap((doc) => {
    const post = parseStoredPost(doc.id, doc.data());
    if (!post) return [];
    const { sectors } = storedPostData(post.fields);
    return isDeepStrictEqual(doc.get('sectors'), sectors) ? [] : [{ ref: doc.ref, sectors }];
  });
  for (let start = 0; start < stale.length; start += 500) {
    const batch = db().batch();
    for (const { ref, sectors } of stale.slice(start, start + 500)) batch.update(ref, { sectors });
    await batch.commit();
  }
  return { examined: snapshot.size, updated: stale.length };
}

/** One line for the logs. */
export function formatPostSectors(result: PostSectorsMigration): string {
  return `migrate: post sectors: ${result.updated} of ${result.examined} posts written`;
}
