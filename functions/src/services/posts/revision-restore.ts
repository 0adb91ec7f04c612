/**
 * Restoring a revision ("Revisions": "restore it (a restore is itself a new revision)";
 * services/posts/revisions.ts): the post takes the revision's fields back (title, text, photos, status
 * and every other form field), in one transaction that keeps the version it replaces as a new
 * revision. Its address: a project goes back to the revision's slug when that slug is still its
 * own (its history, services/posts/slug-reservations.ts) and keeps its current one otherwise; a service
 * or page post takes its fixed slug back unless another post of the type holds it now ('taken').
 */
import { keptAuthorship } from './own-drafts';
import { FieldValue } from 'firebase-admin/firestore';
import { postFieldsSchema, type PostFields } from '@site/contract/post';
import { db } from '../platform/firestore';
import { parseStoredPost, storedPostData, type StoredPost } from './post-document';
import { readBack } from './post-writes';
import { isDocumentId, postByTypeAndSlugQuery, postsCollection, revisionsCollection } from './posts-store';
import { keepRevision, parseRevision, type Editor } from './revisions';
import { moveSlug, slugHolderId, typesWithSlugHistory } from './slug-reservations';
import { invalidateVisitorReads } from '../platform/visitor-read-cache';

/** Outcome of a restore. */
export type RevisionRestore =
  | { kind: 'restored'; post: StoredPost; removedImages: string[] }
  | { kind: 'not-found' }
  /** A service or page post whose old slug has another post now. */
  | { kind: 'taken'; type: PostFields['type']; slug: string };

/**
 * Restores revision `revisionId` of post `postId` (see the module comment).
 * @param by who restores it (the new revision names them as the one who replaced the current version)
 * @returns 'restored' with the post and the photos freed by pruning old revisions (master paths,
 *   to delete after the commit); 'not-found' (no such post, or the revision is not this post's);
 *   'taken'. Only 'restored' changed anything.
 * @throws ImageGoneError; Firestore errors
 */
export async function restoreRevision(postId: string, revisionId: string, by: Editor): Promise<RevisionRestore> {
  if (!isDocumentId(postId) || !isDocumentId(revisionId)) return { kind: 'not-found' };
  const ref = db().collection(postsCollection).doc(postId);
  const result = await db()
    .runTransaction(async (tx): Promise<RevisionRestore | { kind: 'written'; removedImages: string[] }> => {
      const [snapshot, revisionSnapshot] = await tx.getAll(ref, db().collection(revisionsCollection).doc(revisionId));
      const existing = snapshot?.exists ? parseStoredPost(postId, snapshot.data()) : null;
      const revision = revisionSnapshot?.exists ? parseRevision(revisionSnapshot) : null;
      if (!existing || !revision || revision.postId !== postId) return { kind: 'not-found' };
      const { type, slug: current } = existing.fields;
      const wanted = revision.fields.slug;
      const oldHolder = await slugHolderId(tx, type, current);
      const wantedHolder = wanted === current ? oldHolder : await slugHolderId(tx, type, wanted);
      const sameSlug =
        wanted === current ? null : await tx.get(postByTypeAndSlugQuery.query(db(), { type, slug: wanted }).limit(2));
      const taken =
        (wantedHolder !== null && wantedHolder !== postId) ||
        (sameSlug?.docs.some((doc) => doc.id !== postId) ?? false);
      if (taken && !typesWithSlugHistory.includes(type)) return { kind: 'taken', type, slug: wanted };
      const slug = taken ? current : wanted;
      const next = postFieldsSchema.parse({ ...revision.fields, type, slug });
      const removedImages = await keepRevision(
        tx,
        { post: existing, updatedBy: snapshot?.get('updatedBy') },
        next,
        by,
        revisionId,
      );
      moveSlug(tx, type, {
        id: postId,
        oldSlug: current,
        oldHolder,
        newSlug: slug,
        newHolder: slug === current ? oldHolder : wantedHolder,
      });
      tx.set(ref, {
        ...storedPostData(next),
        ...(snapshot ? keptAuthorship(snapshot) : {}),
        createdAt: existing.createdAt,
        updatedAt: FieldValue.serverTimestamp(),
        updatedBy: by,
      });
      return { kind: 'written', removedImages };
    })
    .finally(invalidateVisitorReads);
  if (result.kind !== 'written') return result;
  return { kind: 'restored', post: await readBack(postId), removedImages: result.removedImages };
}
