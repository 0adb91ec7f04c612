/**
 * The Trash (contract/src/trash.ts; DESIGN §12 "deletes go to a trash"). Deleting a
 * project, service or page post moves its document, as it is, from `posts/{id}` to `trash/{id}`
 * with `trashedAt`, `purgeAt` (30 days later) and `trashedBy`; nothing else moves:
 * - its photos stay in the object store, and stay "used": the image rule counts trashed posts as
 *   users (services/media/image-references.ts), so neither another post's save nor the daily orphan
 *   cleanup deletes them;
 * - a project keeps its slug reservations (its current slug and its history), so no other project
 *   takes its address, and a restore brings the same address back; a service or page post frees
 *   its fixed slug (the built-in text is back and staff may write new text meanwhile);
 * - its view count stays in the view counter (services/posts/post-views), keyed by the post's id.
 * Visitors never see it: every visitor read, listing and the sitemap read `posts` only, so a
 * trashed post is a 404 and in no list at the next request (the visitor read cache is dropped).
 *
 * "Delete forever" and the daily purge (index.ts `purgeTrash`) delete the trashed document, its
 * slug reservations, its revisions and its view counts, and free its photos under the image rule, in one
 * transaction: only the photos no other post (live or trashed) names are recorded as deleted,
 * and removed from the object store after the commit.
 */
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import type { PostFields } from '@site/contract/post';
import { projectImagePaths } from '@site/contract/project-images';
import { trashDays, type TrashedPost } from '@site/contract/trash';
import { db } from '../platform/firestore';
import { queryShape } from '../platform/firestore-queries';
import {
  imageMasterPath,
  markImagesDeleted,
  postImageNames,
  unreferencedImages,
  assertImagesNotDeleted,
} from '../media/image-references';
import { parseStoredPost, type StoredPost } from './post-document';
import { deleteViewCounts } from './post-views';
import { changeExistingPost, readBack, uniqueSlug } from './post-writes';
import {
  isDocumentId,
  postByTypeAndSlugQuery,
  postsCollection,
  revisionsCollection,
  trashCollection,
} from './posts-store';
import { revisionsInTransaction } from './revisions';
import { releaseSlug, reserveSlug, slugHolderId, slugsOfPost, typesWithSlugHistory } from './slug-reservations';
import { invalidateVisitorReads } from '../platform/visitor-read-cache';
import { postListFields } from './post-list-fields';
import { readListPage } from '../platform/list-pages';
import type { ListPage, ListPageQuery } from '@site/contract/list-page';

/** A day in milliseconds. */
const dayMs = 24 * 60 * 60 * 1000;

/** The fields a trashed document has beyond the post's own. */
const trashFields = ['trashedAt', 'purgeAt', 'trashedBy'] as const;

/** The Trash, newest first (one field ordered: Firestore's automatic index). */
export const trashListQuery = queryShape('trash.list', {
  collection: trashCollection,
  orderBy: [{ field: 'trashedAt', direction: 'desc' }],
});

/** Trashed posts due for the purge (one range filter: the automatic index). */
export const trashDueQuery = queryShape('trash.due', {
  collection: trashCollection,
  where: [{ field: 'purgeAt', op: '<=' }],
});

/** Who moved a post to the Trash: a staff uid and the name staff see. */
export interface TrashedBy {
  uid: string;
  name: string | null;
}

/** The post part of a trashed document's data (the trash fields taken off). */
function postDataOf(data: DocumentData): DocumentData {
  const post = { ...data };
  for (const field of trashFields) delete post[field];
  return post;
}

/**
 * Moves a post to the Trash (DELETE /api/posts/:id; see the module comment), in one transaction.
 * @param id document id
 * @param by who deletes it
 * @param now the clock (the purge date is 30 days later)
 * @returns true, or false when no post has this id
 * @throws Firestore errors to the caller
 */
export async function trashPost(id: string, by: TrashedBy, now = new Date()): Promise<boolean> {
  return changeExistingPost(id, false, async (tx, { ref, snapshot }) => {
    const data = snapshot.data() ?? {};
    const post = parseStoredPost(id, data);
    const holder = post ? await slugHolderId(tx, post.fields.type, post.fields.slug) : null;
    if (post && typesWithSlugHistory.includes(post.fields.type) && holder === null)
      reserveSlug(tx, post.fields.type, post.fields.slug, id, now);
    if (post && !typesWithSlugHistory.includes(post.fields.type) && holder === id)
      releaseSlug(tx, post.fields.type, post.fields.slug);
    tx.set(db().collection(trashCollection).doc(id), {
      ...data,
      trashedAt: Timestamp.fromDate(now),
      purgeAt: Timestamp.fromDate(new Date(now.getTime() + trashDays * dayMs)),
      trashedBy: by,
    });
    tx.delete(ref);
    return true;
  });
}

/** Outcome of a restore. */
export type RestoreResult =
  | { kind: 'restored'; post: StoredPost; slugChanged: boolean }
  | { kind: 'not-found' }
  /** A service or page post whose slug has its own post again (staff wrote new text meanwhile). */
  | { kind: 'taken'; type: PostFields['type']; slug: string; id: string };

/**
 * Brings a trashed post back whole (POST /api/trash/:id/restore): the same id, status, slug,
 * photos, dates and view count. A project whose slug another project took meanwhile (only a post
 * written before slug reservations can lose it) gets the next free slug instead.
 * @returns 'restored' with the post; 'not-found'; 'taken' for a service or page post whose slug
 *   has another post now (nothing changed)
 * @throws ImageGoneError (a photo of it was deleted meanwhile: never under the image rule); Firestore errors
 */
export async function restorePost(id: string): Promise<RestoreResult> {
  if (!isDocumentId(id)) return { kind: 'not-found' };
  const trashRef = db().collection(trashCollection).doc(id);
  const ref = db().collection(postsCollection).doc(id);
  const result = await db()
    .runTransaction(async (tx): Promise<RestoreResult | { kind: 'written'; slugChanged: boolean }> => {
      const [trashed, live] = await tx.getAll(trashRef, ref);
      if (!trashed?.exists || live?.exists) return { kind: 'not-found' };
      const data = postDataOf(trashed.data() ?? {});
      const post = parseStoredPost(id, data);
      if (!post) return { kind: 'not-found' };
      const { type, slug, title } = post.fields;
      const holder = await slugHolderId(tx, type, slug);
      const sameSlug = await tx.get(postByTypeAndSlugQuery.query(db(), { type, slug }).limit(2));
      const other =
        (holder !== null && holder !== id ? holder : null) ?? sameSlug.docs.find((doc) => doc.id !== id)?.id ?? null;
      if (other && !typesWithSlugHistory.includes(type)) return { kind: 'taken', type, slug, id: other };
      const finalSlug = other ? await uniqueSlug(tx, type, title, id) : slug;
      await assertImagesNotDeleted(tx, postImageNames(post.fields));
      if (finalSlug !== slug || holder === null) reserveSlug(tx, type, finalSlug, id);
      tx.set(ref, {
        ...data,
        ...postListFields(post.fields),
        slug: finalSlug,
        updatedAt: FieldValue.serverTimestamp(),
      });
      tx.delete(trashRef);
      return { kind: 'written', slugChanged: finalSlug !== slug };
    })
    .finally(invalidateVisitorReads);
  if (result.kind !== 'written') return result;
  return { kind: 'restored', post: await readBack(id), slugChanged: result.slugChanged };
}

/**
 * Deletes a trashed post for good ("Delete forever", and the purge), in one transaction: its
 * trashed document, every slug it held and its revisions; its photos and its revisions' photos
 * are freed under the image rule (only those no other post, live or trashed, names). Its view counts go after the commit (a failure
 * there is logged: counts of a missing post are never shown).
 * @returns the freed photos' master paths (for the caller to delete from the object store), or
 *   null when the Trash has no post with this id
 * @throws Firestore errors to the caller
 */
export async function deleteForever(id: string): Promise<{ images: string[] } | null> {
  if (!isDocumentId(id)) return null;
  const trashRef = db().collection(trashCollection).doc(id);
  const deleted = await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(trashRef);
    if (!snapshot.exists) return null;
    const post = parseStoredPost(id, postDataOf(snapshot.data() ?? {}));
    const slugs = await slugsOfPost(tx, id);
    const revisions = await revisionsInTransaction(tx, id);
    const names = [
      ...new Set([
        ...(post ? postImageNames(post.fields) : []),
        ...revisions.flatMap((revision) => postImageNames(revision.fields)),
      ]),
    ];
    const freed =
      names.length > 0
        ? await unreferencedImages(tx, names, id, new Set(revisions.map((revision) => revision.id)))
        : [];
    markImagesDeleted(tx, freed);
    slugs.release();
    for (const revision of revisions) tx.delete(db().collection(revisionsCollection).doc(revision.id));
    tx.delete(trashRef);
    return { images: freed.map(imageMasterPath) };
  });
  if (deleted)
    await deleteViewCounts(id).catch((error: unknown) =>
      logger.error(`post ${id} deleted forever: view counts not removed`, error),
    );
  return deleted;
}

/**
 * The daily purge (index.ts `purgeTrash`): deletes forever every trashed post whose 30 days are
 * over, then its freed photos through `deleteImages`.
 * @param now the clock (tests move it)
 * @param deleteImages removes photos from the object store (a failure is logged; the orphan
 *   cleanup finds them later)
 * @returns how many posts and photos went
 * @throws Firestore errors (what was purged before stays purged)
 */
export async function purgeExpiredTrash(
  now: Date,
  deleteImages: (paths: string[]) => Promise<void>,
): Promise<{ posts: number; images: number }> {
  const due = await trashDueQuery
    .query(db(), { purgeAt: Timestamp.fromDate(now) })
    .select()
    .get();
  let posts = 0;
  let images = 0;
  for (const doc of due.docs) {
    const deleted = await deleteForever(doc.id);
    if (!deleted) continue;
    posts += 1;
    images += deleted.images.length;
    if (deleted.images.length > 0) {
      await deleteImages(deleted.images).catch((error: unknown) =>
        logger.error(`trash purge: photos of ${doc.id} not removed`, error),
      );
    }
  }
  return { posts, images };
}

/** An ISO date of a stored Timestamp (the epoch when missing). */
const isoOf = (value: unknown) => (value instanceof Timestamp ? value.toDate() : new Date(0)).toISOString();

/**
 * One page of the Trash as staff see it (GET /api/trash), newest first, and its total
 * (services/platform/list-pages.ts); documents that fail the post schema are left out (logged by
 * parseStoredPost).
 * @throws StaleCursorError; Firestore errors to the caller
 */
export async function listTrash(page: ListPageQuery): Promise<ListPage<TrashedPost>> {
  return readListPage(trashListQuery.query(db()), trashCollection, page, (doc): TrashedPost | null => {
    const data = doc.data();
    const post = parseStoredPost(doc.id, postDataOf(data));
    if (!post) return null;
    const by: unknown = data.trashedBy;
    const name = typeof by === 'object' && by !== null ? (by as { name?: unknown }).name : null;
    return {
      id: doc.id,
      slug: post.fields.slug,
      type: post.fields.type,
      title: post.fields.title,
      status: post.fields.status,
      thumbnail: projectImagePaths(post.fields)[0] ?? null,
      photoCount: postImageNames(post.fields).length,
      trashedAt: isoOf(data.trashedAt),
      purgeAt: isoOf(data.purgeAt),
      trashedBy: typeof name === 'string' ? name : null,
    };
  });
}
