/**
 * Changing posts (spec §4 Publish/Unpublish; issue 3 PUT /api/posts/:id; issue 4 edit form). A
 * delete moves the post to the Trash (issue 24: services/trash.ts). Each change runs in one transaction that first reads the
 * post, so a missing post is reported, never created. After each transaction the instance's
 * visitor read cache is dropped (services/visitor-read-cache), so the next visitor read sees it.
 */
import { FieldValue } from 'firebase-admin/firestore';
import type { ProjectInputParsed } from '@site/contract/project-input';
import { postFieldsSchema } from '@site/contract/post';
import { db } from './firestore';
import { parseStoredPost, type StoredPost } from './post-document';
import { releaseImages } from './image-references';
import { projectFormFields, readBack, retryOnCreateConflict, uniqueSlug } from './post-writes';
import { isDocumentId, postsCollection } from './posts-store';
import { moveSlug, slugHolderId } from './slug-reservations';
import { invalidateVisitorReads } from './visitor-read-cache';

/**
 * Sets the status of a post (spec §4: Unpublish published → draft; Publish any → published).
 * @param id document id (a slug is not accepted for writes)
 * @param status 'draft' or 'published' (contract postStatusUpdateSchema)
 * @returns the updated post, or null when no post has this id
 * @throws Firestore errors to the caller
 */
export async function setPostStatus(id: string, status: 'draft' | 'published'): Promise<StoredPost | null> {
  if (!isDocumentId(id)) return null;
  const ref = db().collection(postsCollection).doc(id);
  const found = await db()
    .runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      if (!snapshot.exists) return false;
      tx.update(ref, { status, updatedAt: FieldValue.serverTimestamp() });
      return true;
    })
    .finally(invalidateVisitorReads);
  return found ? readBack(id) : null;
}

/** Outcome of a full project update. */
export type ProjectUpdate =
  | { kind: 'updated'; post: StoredPost; removedImages: string[] }
  | { kind: 'not-found' }
  | { kind: 'not-project' };

/**
 * Replaces the form fields of a project (issue 4 "PUT /api/posts/:id accepts the full update
 * with the same schema"; issue 15: the gallery, featured photo and alt texts too). Kept: type,
 * createdAt, `image` (and the view count, kept apart: services/post-views); the slug is kept
 * unless the title changes, then it is made again (unique, spec §5 rule) and its reservation
 * moves, the old slug kept as the post's history so its path redirects (services/slug-reservations.ts,
 * issue 24). Photos it adds must not have been deleted meanwhile;
 * photos it drops are freed only when no other post uses them (services/image-references.ts).
 * @param id document id
 * @param input the parsed contract projectInputSchema
 * @returns 'updated' with the post and the freed images (master paths, for the caller to delete
 *   after the commit); 'not-found' (also for a document that fails the post schema, which no
 *   listing shows); 'not-project' for service and page posts
 * @throws ImageGoneError; Firestore errors to the caller
 */
export async function updateProject(id: string, input: ProjectInputParsed): Promise<ProjectUpdate> {
  if (!isDocumentId(id)) return { kind: 'not-found' };
  const ref = db().collection(postsCollection).doc(id);
  const result = await retryOnCreateConflict((skipFree) =>
    db().runTransaction(async (tx): Promise<ProjectUpdate | { kind: 'written'; removedImages: string[] }> => {
      const snapshot = await tx.get(ref);
      const existing = snapshot.exists ? parseStoredPost(id, snapshot.data()) : null;
      if (!existing) return { kind: 'not-found' };
      if (existing.fields.type !== 'project') return { kind: 'not-project' };
      const oldSlug = existing.fields.slug;
      const oldHolder = await slugHolderId(tx, 'project', oldSlug);
      const slug = input.title === existing.fields.title ? oldSlug : await uniqueSlug(tx, 'project', input.title, id, skipFree);
      const newHolder = slug === oldSlug ? oldHolder : await slugHolderId(tx, 'project', slug);
      const next = postFieldsSchema.parse({ ...existing.fields, ...projectFormFields(input), slug });
      const removedImages = await releaseImages(tx, id, existing.fields, next);
      moveSlug(tx, 'project', { id, oldSlug, oldHolder, newSlug: slug, newHolder });
      tx.set(ref, { ...next, createdAt: existing.createdAt, updatedAt: FieldValue.serverTimestamp() });
      return { kind: 'written', removedImages };
    }),
  ).finally(invalidateVisitorReads);
  if (result.kind !== 'written') return result;
  return { kind: 'updated', post: await readBack(id), removedImages: result.removedImages };
}
