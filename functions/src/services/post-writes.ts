/**
 * Writes to the `posts` collection (DESIGN §5). Every write sanitizes the stored HTML
 * (`content`) with services/sanitize-html (DESIGN §11, ASVS 1.3.1). Issue 4 adds create,
 * status update and delete here.
 */
import { isDeepStrictEqual } from 'node:util';
import { Timestamp } from 'firebase-admin/firestore';
import type { PostFields } from '@site/contract/post';
import { db } from './firestore';
import { parseStoredPost } from './post-document';
import { postsCollection } from './posts-store';
import { sanitizeOptionalHtml } from './sanitize-html';

/** What an upsert did to the document. */
export type UpsertResult = 'created' | 'updated' | 'unchanged';

/**
 * Creates or refreshes `posts/{id}` in one transaction, keeping its history: on an existing
 * document `createdAt` and `views` are kept, `updatedAt` moves only when a field changed.
 * Used by the seed, which must be idempotent (issue 2).
 * @param id document id (e.g. a DemoProject id)
 * @param fields contract post fields; `content` is sanitized before it is stored
 * @param createdAt creation time for a new document (also its first updatedAt)
 * @returns 'created', 'updated' or 'unchanged'
 * @throws Firestore errors to the caller
 */
export async function upsertPostKeepingHistory(
  id: string,
  fields: PostFields,
  createdAt: Date,
): Promise<UpsertResult> {
  const clean: PostFields = { ...fields, content: sanitizeOptionalHtml(fields.content) };
  const ref = db().collection(postsCollection).doc(id);
  return db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) {
      const created = Timestamp.fromDate(createdAt);
      tx.create(ref, { ...clean, createdAt: created, updatedAt: created });
      return 'created';
    }
    const existing = parseStoredPost(id, snapshot.data());
    const next: PostFields = { ...clean, views: existing?.fields.views ?? clean.views };
    if (existing && isDeepStrictEqual(existing.fields, next)) return 'unchanged';
    tx.set(ref, {
      ...next,
      createdAt: existing?.createdAt ?? Timestamp.fromDate(createdAt),
      updatedAt: Timestamp.now(),
    });
    return 'updated';
  });
}
