/**
 * Changing posts (spec §4 Publish/Unpublish PUT /api/posts/:id edit form). A
 * delete moves the post to the Trash (services/posts/trash.ts). Each change runs in one
 * transaction that first reads the post (changeExistingPost, services/posts/post-writes.ts: a
 * missing post is reported, never created; the visitor read cache is dropped after it) and keeps
 * the version it replaces as a revision (services/posts/revisions.ts).
 */
import { keptAuthorship } from './own-drafts';
import { FieldValue } from 'firebase-admin/firestore';
import type { ProjectInputParsed } from '@site/contract/project-input';
import { postFieldsSchema } from '@site/contract/post';
import { parseStoredPost, storedPostData, type StoredPost } from './post-document';
import { keepRevision, type Editor } from './revisions';
import { changeExistingPost, projectFormFields, readBack, uniqueSlug } from './post-writes';
import { moveSlug, slugHolderId } from './slug-reservations';

/**
 * Sets the status of a post (spec §4: Unpublish published → draft; Publish any → published).
 * @param id document id (a slug is not accepted for writes)
 * @param status 'draft' or 'published' (contract postStatusUpdateSchema)
 * @param by who saves (the revision of the version it replaces names them)
 * @returns the updated post and the photos freed by pruning old revisions (master paths, for the
 *   caller to delete after the commit), or null when no post has this id
 * @throws Firestore errors to the caller
 */
export async function setPostStatus(
  id: string,
  status: 'draft' | 'published',
  by: Editor,
): Promise<{ post: StoredPost; removedImages: string[] } | null> {
  const found = await changeExistingPost(id, null, async (tx, { ref, snapshot }) => {
    const existing = parseStoredPost(id, snapshot.data());
    const removedImages =
      existing && existing.fields.status !== status
        ? await keepRevision(
            tx,
            { post: existing, updatedBy: snapshot.get('updatedBy') },
            { ...existing.fields, status },
            by,
          )
        : [];
    tx.update(ref, { status, updatedAt: FieldValue.serverTimestamp(), updatedBy: by });
    return { removedImages };
  });
  return found ? { post: await readBack(id), removedImages: found.removedImages } : null;
}

/** Outcome of a full project update. */
export type ProjectUpdate =
  { kind: 'updated'; post: StoredPost; removedImages: string[] } | { kind: 'not-found' } | { kind: 'not-project' };

/**
 * Replaces the form fields of a project ("PUT /api/posts/:id accepts the full update
 * with the same schema": the gallery, featured photo and alt texts too). Kept: type,
 * createdAt, `image` (and the view count, kept apart: services/posts/post-views); the slug is kept
 * unless the title changes, then it is made again (unique, spec §5 rule) and its reservation
 * moves, the old slug kept as the post's history so its path redirects (services/posts/slug-reservations.ts).
 * Photos it adds must not have been deleted meanwhile; the version it replaces is kept
 * as a revision, which keeps the photos the edit drops (services/posts/revisions.ts); photos
 * are freed only when the oldest revisions are pruned and no other post uses them.
 * @param id document id
 * @param input the parsed contract projectInputSchema
 * @returns 'updated' with the post and the freed images (master paths, for the caller to delete
 *   after the commit); 'not-found' (also for a document that fails the post schema, which no
 *   listing shows); 'not-project' for service and page posts
 * @throws ImageGoneError; Firestore errors to the caller
 */
export async function updateProject(id: string, input: ProjectInputParsed, by: Editor): Promise<ProjectUpdate> {
  const result = await changeExistingPost(
    id,
    { kind: 'not-found' } as const,
    async (tx, { ref, snapshot }, skipFree): Promise<ProjectUpdate | { kind: 'written'; removedImages: string[] }> => {
      const existing = parseStoredPost(id, snapshot.data());
      if (!existing) return { kind: 'not-found' };
      if (existing.fields.type !== 'project') return { kind: 'not-project' };
      const oldSlug = existing.fields.slug;
      const oldHolder = await slugHolderId(tx, 'project', oldSlug);
      const slug =
        input.title === existing.fields.title ? oldSlug : await uniqueSlug(tx, 'project', input.title, id, skipFree);
      const newHolder = slug === oldSlug ? oldHolder : await slugHolderId(tx, 'project', slug);
      const next = postFieldsSchema.parse({ ...existing.fields, ...projectFormFields(input), slug });
      const removedImages = await keepRevision(tx, { post: existing, updatedBy: snapshot.get('updatedBy') }, next, by);
      moveSlug(tx, 'project', { id, oldSlug, oldHolder, newSlug: slug, newHolder });
      tx.set(ref, {
        ...storedPostData(next),
        ...keptAuthorship(snapshot),
        createdAt: existing.createdAt,
        updatedAt: FieldValue.serverTimestamp(),
        updatedBy: by,
      });
      return { kind: 'written', removedImages };
    },
  );
  if (result.kind !== 'written') return result;
  return { kind: 'updated', post: await readBack(id), removedImages: result.removedImages };
}
