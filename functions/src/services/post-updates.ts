/**
 * Changing and deleting posts (spec §4 Publish/Unpublish and Delete; issue 3 PUT/DELETE
 * /api/posts/:id; issue 4 edit form). Each change runs in one transaction that first reads the
 * post, so a missing post is reported, never created. After each transaction the instance's
 * visitor read cache is dropped (services/visitor-read-cache), so the next visitor read sees it.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import type { ProjectInputParsed } from '@site/contract/project-input';
import { postFieldsSchema, type PostFields } from '@site/contract/post';
import { db } from './firestore';
import { parseStoredPost, type StoredPost } from './post-document';
import { projectFormFields, readBack, uniqueSlug } from './post-writes';
import { isDocumentId, postsCollection } from './posts-store';
import { deleteViewCounts } from './post-views';
import { invalidateVisitorReads } from './visitor-read-cache';

/** Prefix of images this site stores (object store, `/objects/…`; DESIGN §4, §6). */
const storedImagePrefix = '/objects/';

/**
 * The stored images a post references: featured, image, before, after and gallery paths under
 * `/objects/`, without repeats. Built-in `/photos/…` and external URLs are not ours to delete.
 */
export function storedImagePaths(fields: Pick<PostFields, 'featuredImageUrl' | 'image' | 'beforeImageUrl' | 'afterImageUrl' | 'galleryImages'>): string[] {
  const all = [fields.featuredImageUrl, fields.image, fields.beforeImageUrl, fields.afterImageUrl, ...fields.galleryImages];
  return [...new Set(all.filter((path): path is string => typeof path === 'string' && path.startsWith(storedImagePrefix)))];
}

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
 * unless the title changes, then it is made again (unique, spec §5 rule).
 * @param id document id
 * @param input the parsed contract projectInputSchema
 * @returns 'updated' with the post and the stored images it no longer references (for the
 *   caller to delete after the commit); 'not-found' (also for a document that fails the post
 *   schema, which no listing shows); 'not-project' for service and page posts
 * @throws Firestore errors to the caller
 */
export async function updateProject(id: string, input: ProjectInputParsed): Promise<ProjectUpdate> {
  if (!isDocumentId(id)) return { kind: 'not-found' };
  const ref = db().collection(postsCollection).doc(id);
  const result = await db().runTransaction(async (tx): Promise<ProjectUpdate | { kind: 'written'; removedImages: string[] }> => {
    const snapshot = await tx.get(ref);
    const existing = snapshot.exists ? parseStoredPost(id, snapshot.data()) : null;
    if (!existing) return { kind: 'not-found' };
    if (existing.fields.type !== 'project') return { kind: 'not-project' };
    const slug = input.title === existing.fields.title ? existing.fields.slug : await uniqueSlug(tx, 'project', input.title, id);
    const next = postFieldsSchema.parse({ ...existing.fields, ...projectFormFields(input), slug });
    tx.set(ref, { ...next, createdAt: existing.createdAt, updatedAt: FieldValue.serverTimestamp() });
    const kept = new Set(storedImagePaths(next));
    return { kind: 'written', removedImages: storedImagePaths(existing.fields).filter((path) => !kept.has(path)) };
  }).finally(invalidateVisitorReads);
  if (result.kind !== 'written') return result;
  return { kind: 'updated', post: await readBack(id), removedImages: result.removedImages };
}

/**
 * Deletes a post (spec §4 "Delete removes the post"), then its view counts (services/post-views;
 * a failure there is logged: the post is gone, and counts of a missing post are never shown).
 * @param id document id
 * @returns the stored image paths it referenced (for the caller to delete after the commit),
 *   or null when no post has this id
 * @throws Firestore errors to the caller
 */
export async function deletePost(id: string): Promise<{ images: string[] } | null> {
  if (!isDocumentId(id)) return null;
  const ref = db().collection(postsCollection).doc(id);
  const deleted = await db()
    .runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      if (!snapshot.exists) return null;
      const post = parseStoredPost(id, snapshot.data());
      tx.delete(ref);
      return { images: post ? storedImagePaths(post.fields) : [] };
    })
    .finally(invalidateVisitorReads);
  if (deleted) await deleteViewCounts(id).catch((error: unknown) => logger.error(`post ${id} delete: view counts not removed`, error));
  return deleted;
}
