/**
 * Revisions of posts ("Revisions"; DESIGN §12 "saves keep revisions"): every save of a
 * post (the project form, a service or page text, Publish/Unpublish, a revision restore) keeps the
 * version it replaces as a document of `postRevisions`: the post's fields as they were, who saved
 * that version and when (`savedBy`, `savedAt`: the post's `updatedBy`/`updatedAt`), who replaced it
 * and when (`replacedBy`, `replacedAt`), and, for a restore, the revision it came from. The last
 * 20 per post are kept (WordPress keeps every one unless told; 20 is what its docs suggest as a
 * limit, WP_POST_REVISIONS): the save that adds the 21st deletes the oldest in its transaction.
 *
 * A revision keeps its photos: the image rule counts revisions as users
 * (services/media/image-references.ts), so a photo a save drops stays in storage while a kept revision
 * names it, and a restore brings it back. It is freed when the last revision naming it is pruned,
 * or when the post is deleted forever (services/posts/trash.ts).
 */
import { Timestamp, type DocumentData, type QueryDocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { postFieldsSchema, type PostFields } from '@site/contract/post';
import { db } from '../platform/firestore';
import { queryShape } from '../platform/firestore-queries';
import {
  assertImagesNotDeleted,
  imageMasterPath,
  markImagesDeleted,
  postImageNames,
  unreferencedImages,
} from '../media/image-references';
import type { StoredPost } from './post-document';
import { revisionsCollection } from './posts-store';

/** Revisions kept per post (the current version not counted). */
export const maxRevisions = 20;

/** A post's revisions, newest first (composite index postId + replacedAt desc, firestore.indexes.json). */
export const revisionsOfPostQuery = queryShape('postRevisions.ofPost', {
  collection: revisionsCollection,
  where: [{ field: 'postId', op: '==' }],
  orderBy: [{ field: 'replacedAt', direction: 'desc' }],
});

/** A staff member as a revision names them: uid and the name staff see (first name, else e-mail). */
export interface Editor {
  uid: string;
  name: string | null;
}

/** An editor of a stored value (null when missing or malformed: versions saved before revisions). */
export function editorOf(value: unknown): Editor | null {
  if (typeof value !== 'object' || value === null) return null;
  const { uid, name } = value as { uid?: unknown; name?: unknown };
  return typeof uid === 'string' ? { uid, name: typeof name === 'string' ? name : null } : null;
}

/** A stored revision: its id, the post's fields as they were, and who and when. */
export interface StoredRevision {
  id: string;
  postId: string;
  fields: PostFields;
  savedAt: Timestamp;
  savedBy: Editor | null;
  replacedAt: Timestamp;
  replacedBy: Editor | null;
  restoredFrom: string | null;
}

/** Parses a revision document; null for one that is not (logged nowhere: it is simply not listed). */
export function parseRevision(
  doc: QueryDocumentSnapshot<DocumentData> | { id: string; data(): DocumentData | undefined },
): StoredRevision | null {
  const data = doc.data();
  if (!data || typeof data.postId !== 'string' || !(data.replacedAt instanceof Timestamp)) return null;
  const fields = postFieldsSchema.safeParse(data);
  if (!fields.success) return null;
  return {
    id: doc.id,
    postId: data.postId,
    fields: fields.data,
    savedAt: data.savedAt instanceof Timestamp ? data.savedAt : data.replacedAt,
    savedBy: editorOf(data.savedBy),
    replacedAt: data.replacedAt,
    replacedBy: editorOf(data.replacedBy),
    restoredFrom: typeof data.restoredFrom === 'string' ? data.restoredFrom : null,
  };
}

/**
 * Keeps the version a save replaces, in the save's transaction (see the module comment): refuses
 * photos the save adds that were deleted meanwhile, reads the post's revisions, then writes the
 * new revision, deletes those past the 20 kept, and frees the photos only the deleted ones named
 * (recorded as deleted; the caller removes them from storage after the commit). Reads, then
 * writes: call after the save's other reads and before its other writes.
 * @param current the version being replaced, with its raw `updatedBy`
 * @param next the fields the save writes
 * @param by who saves
 * @param restoredFrom the revision a restore brings back (null for a plain save)
 * @returns the freed photos' master paths
 * @throws ImageGoneError; Firestore errors
 */
export async function keepRevision(
  tx: Transaction,
  current: { post: StoredPost; updatedBy: unknown },
  next: PostFields,
  by: Editor,
  restoredFrom: string | null = null,
  now = new Date(),
): Promise<string[]> {
  const { post } = current;
  const before = new Set(postImageNames(post.fields));
  await assertImagesNotDeleted(
    tx,
    postImageNames(next).filter((name) => !before.has(name)),
  );
  const existing = await tx.get(revisionsOfPostQuery.query(db(), { postId: post.id }));
  const pruned = existing.docs.slice(maxRevisions - 1);
  const kept = new Set([...before, ...postImageNames(next)]);
  const candidates = [
    ...new Set(pruned.flatMap((doc) => parseRevision(doc)?.fields ?? []).flatMap((fields) => postImageNames(fields))),
  ].filter((name) => !kept.has(name));
  const freed =
    candidates.length > 0
      ? await unreferencedImages(tx, candidates, post.id, new Set(pruned.map((doc) => doc.id)))
      : [];
  markImagesDeleted(tx, freed, now);
  for (const doc of pruned) tx.delete(doc.ref);
  tx.create(db().collection(revisionsCollection).doc(), {
    postId: post.id,
    ...post.fields,
    savedAt: post.updatedAt,
    savedBy: editorOf(current.updatedBy),
    replacedAt: Timestamp.fromDate(now),
    replacedBy: by,
    restoredFrom,
  });
  return freed.map(imageMasterPath);
}

/**
 * A post's revisions, newest first.
 * @throws Firestore errors
 */
export async function listRevisions(postId: string): Promise<StoredRevision[]> {
  const snapshot = await revisionsOfPostQuery.query(db(), { postId }).get();
  return snapshot.docs.flatMap((doc) => parseRevision(doc) ?? []);
}

/**
 * Every revision of a post, read in `tx` (for a delete forever: they go with the post).
 * @throws Firestore errors
 */
export async function revisionsInTransaction(tx: Transaction, postId: string): Promise<StoredRevision[]> {
  const snapshot = await tx.get(revisionsOfPostQuery.query(db(), { postId }));
  return snapshot.docs.flatMap((doc) => parseRevision(doc) ?? []);
}
