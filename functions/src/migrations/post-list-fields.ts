/**
 * Backfills the maintained list fields of every post (services/posts/post-list-fields.ts:
 * `searchTerms`, `sector`) — idempotent (ADR 0016), run by `npm run migrate` after every deploy
 * and by the local stack's seed. A post whose stored fields already equal what its text gives is
 * left alone; any other post is updated in its own transaction that reads it again, keeping
 * `updatedAt` (the post did not change for its readers). A document that fails the post schema
 * is skipped (no listing shows it).
 */
import { isDeepStrictEqual } from 'node:util';
import { db } from '../services/platform/firestore';
import { invalidateVisitorReads } from '../services/platform/visitor-read-cache';
import { parseStoredPost } from '../services/posts/post-document';
import { postListFields } from '../services/posts/post-list-fields';
import { postsCollection } from '../services/posts/posts-store';

/** What one run did. */
export interface PostListFieldsMigration {
  examined: number;
  /** Ids of the posts whose list fields were written. */
  updated: string[];
}

/**
 * Writes the missing or outdated list fields.
 * @throws Firestore errors (posts updated before the error stay updated)
 */
export async function backfillPostListFields(): Promise<PostListFieldsMigration> {
  const posts = db().collection(postsCollection);
  const refs = (await posts.select().get()).docs.map((doc) => doc.ref);
  const result: PostListFieldsMigration = { examined: refs.length, updated: [] };
  for (const ref of refs) {
    const written = await db().runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      const post = snapshot.exists ? parseStoredPost(ref.id, snapshot.data()) : null;
      if (!post) return false;
      const wanted = postListFields(post.fields);
      const stored = { searchTerms: snapshot.get('searchTerms'), sector: snapshot.get('sector') };
      if (isDeepStrictEqual(stored, wanted)) return false;
      tx.update(ref, { ...wanted });
      return true;
    });
    if (written) result.updated.push(ref.id);
  }
  if (result.updated.length > 0) await invalidateVisitorReads();
  return result;
}

/** One line for the logs. */
export function formatPostListFields(result: PostListFieldsMigration): string {
  return `migrate: post list fields: ${result.updated.length} of ${result.examined} posts updated`;
}
