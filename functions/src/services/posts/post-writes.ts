/**
 * Writes to the `posts` collection (DESIGN §5): the seed's upsert and the creation of projects
 * (POST /api/posts). Stored HTML (`content`) is sanitized with services/posts/sanitize-html
 * (DESIGN §11, ASVS 1.3.1): staff forms' by the route's parse (middleware/post-body.ts), the seed's
 * by upsertPostKeepingHistory. Updates and deletes: services/posts/post-updates.
 */
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import type { ProjectInputParsed } from '@site/contract/project-input';
import { postFieldsSchema, type PostFields, type PostType } from '@site/contract/post';
import { slugify } from '@site/contract/slug';
import { db, isAlreadyExists } from '../platform/firestore';
import { releaseImages } from '../media/image-references';
import { parseStoredPost, storedPostData, type StoredPost } from './post-document';
import { isDocumentId, postByTypeAndSlugQuery, postsCollection } from './posts-store';
import { sanitizeOptionalHtml } from './sanitize-html';
import { reserveSlug, slugHolderId } from './slug-reservations';
import { invalidateVisitorReads } from '../platform/visitor-read-cache';

/** What an upsert did to the document. */
export type UpsertResult = 'created' | 'updated' | 'unchanged';

/**
 * Creates or refreshes `posts/{id}` in one transaction, keeping its history: on an existing
 * document `createdAt` is kept, `updatedAt` moves only when a field changed.
 * Used by the seed, which must be idempotent. Drops the instance's visitor read cache.
 * @param id document id (e.g. a DemoProject id)
 * @param fields contract post fields; `content` is sanitized before it is stored
 * @param createdAt creation time for a new document (also its first updatedAt)
 * @returns 'created', 'updated' or 'unchanged'
 * @throws Firestore errors to the caller
 */
export async function upsertPostKeepingHistory(id: string, fields: PostFields, createdAt: Date): Promise<UpsertResult> {
  const clean: PostFields = { ...fields, content: sanitizeOptionalHtml(fields.content) };
  const ref = db().collection(postsCollection).doc(id);
  try {
    return await db().runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      if (!snapshot.exists) {
        const created = Timestamp.fromDate(createdAt);
        tx.create(ref, { ...storedPostData(clean), createdAt: created, updatedAt: created });
        return 'created';
      }
      const existing = parseStoredPost(id, snapshot.data());
      if (existing && isDeepStrictEqual(existing.fields, clean)) return 'unchanged';
      tx.set(ref, {
        ...storedPostData(clean),
        createdAt: existing?.createdAt ?? Timestamp.fromDate(createdAt),
        updatedAt: Timestamp.now(),
      });
      return 'updated';
    });
  } finally {
    await invalidateVisitorReads();
  }
}

/** Longest base slug, leaving room for a `-N` suffix within the schema's 200 characters. */
const maxBaseSlugLength = 190;
/** Suffixes tried before falling back to a random one. */
const maxSlugAttempts = 50;

/**
 * The slug of a title (spec §5 rule, contract slugify), cut to 190 characters; a title without
 * letters or digits gives the post type ("project").
 */
export function baseSlug(title: string, type: PostType): string {
  return slugify(title).slice(0, maxBaseSlugLength).replace(/-+$/, '') || type;
}

/**
 * A slug for `title` that no other post of `type` holds (DESIGN §5: unique per type) and that is
 * no other post's document id (GET /api/posts/:idOrSlug tries ids first): the base slug, else
 * `-2`, `-3`, … A slug is taken when its reservation (services/posts/slug-reservations.ts) names another
 * post, or, for posts written before reservations, when such a post has it. Reads only, in the
 * caller's transaction; the caller reserves the slug there (reserveSlug), and a concurrent
 * create of the same slug makes one of the two commits fail (retryOnCreateConflict tries again).
 * @param selfId the post being written (its own slug and id do not count as taken)
 * @param skipFree free candidates to pass over first (a retry after losing a race takes a random
 *   one of the next few, so the writes that lost together do not race for one slug again)
 * @throws Firestore errors to the caller
 */
export async function uniqueSlug(
  tx: Transaction,
  type: PostType,
  title: string,
  selfId: string,
  skipFree = 0,
): Promise<string> {
  const posts = db().collection(postsCollection);
  const base = baseSlug(title, type);
  let skip = skipFree;
  for (let n = 1; n <= maxSlugAttempts; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    const holder = await slugHolderId(tx, type, candidate);
    const sameSlug = await tx.get(postByTypeAndSlugQuery.query(db(), { type, slug: candidate }).limit(2));
    const sameId = await tx.get(posts.doc(candidate));
    const taken =
      (holder !== null && holder !== selfId) ||
      sameSlug.docs.some((doc) => doc.id !== selfId) ||
      (sameId.exists && sameId.id !== selfId);
    if (!taken && skip === 0) return candidate;
    if (!taken) skip -= 1;
  }
  return `${base}-${randomUUID().slice(0, 8)}`;
}

/** How often a write is tried again after losing a create race (a slug, a reference): every candidate slug once, and some. */
const createConflictAttempts = maxSlugAttempts + 10;

/**
 * Runs `write` (one transaction) again while its commit fails with ALREADY_EXISTS: another write
 * created a document it meant to create (a slug reservation) between its reads and its commit.
 * Nothing of a refused commit is applied, so trying again is safe; the next try reads the winner's
 * documents and picks another slug.
 * @param write one try; it gets `skipFree` for uniqueSlug: 0 on the first try, then a random
 *   number below the tries so far (at most 9), so writes that lost together spread over the next
 *   free slugs instead of racing for the same one again
 * @throws the last error, or any other error at once
 */
export async function retryOnCreateConflict<T>(
  write: (skipFree: number) => Promise<T>,
  attempts = createConflictAttempts,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write(Math.floor(Math.random() * Math.min(attempt, 10)));
    } catch (error) {
      if (!isAlreadyExists(error) || attempt >= attempts) throw error;
    }
  }
}

/**
 * One change of the existing post `id`, the way each one runs: a Firestore transaction that first
 * reads the post (so a missing post is reported, never created), tried again by
 * retryOnCreateConflict when its commit loses a slug reservation to another write, and afterwards,
 * whatever the outcome, this instance's visitor read cache dropped (services/platform/visitor-read-cache),
 * so the next visitor read sees the change.
 * @param id document id (a slug is not accepted for writes)
 * @param missing what to return, writing nothing, when `id` is not a document id or no post has it
 * @param write the transaction's work: the transaction, the post's document (`ref`, and its
 *   `snapshot`, which exists) and `skipFree` for uniqueSlug
 * @throws what `write` throws; Firestore errors
 */
export async function changeExistingPost<T, M>(
  id: string,
  missing: M,
  write: (
    tx: Transaction,
    post: { ref: DocumentReference; snapshot: DocumentSnapshot },
    skipFree: number,
  ) => Promise<T>,
): Promise<T | M> {
  if (!isDocumentId(id)) return missing;
  const ref = db().collection(postsCollection).doc(id);
  return retryOnCreateConflict((skipFree) =>
    db().runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      return snapshot.exists ? write(tx, { ref, snapshot }, skipFree) : missing;
    }),
  ).finally(invalidateVisitorReads);
}

/**
 * The post fields the project form sets (spec §2 Upload New Project; gallery, featured
 * photo and alt texts): content as given (sanitized by the route's parse, middleware/post-body.ts), meta title defaulting to the title (spec §2:
 * "auto-generated"), service ids without repeats, one alt text per gallery photo ('' where none
 * was typed, so the two lists stay aligned).
 */
export function projectFormFields(input: ProjectInputParsed) {
  return {
    title: input.title,
    status: input.status,
    content: input.content,
    excerpt: input.excerpt,
    location: input.location,
    completionDate: input.completionDate,
    metaTitle: input.metaTitle ?? input.title,
    metaDescription: input.metaDescription,
    serviceIds: [...new Set(input.serviceIds)],
    beforeImageUrl: input.beforeImageUrl,
    afterImageUrl: input.afterImageUrl,
    featuredImageUrl: input.featuredImageUrl,
    galleryImages: input.galleryImages,
    galleryImageAlts: input.galleryImages.map((_, i) => input.galleryImageAlts[i] ?? ''),
    beforeImageAlt: input.beforeImageUrl ? input.beforeImageAlt : null,
    afterImageAlt: input.afterImageUrl ? input.afterImageAlt : null,
  };
}

/**
 * Creates a project post (POST /api/posts): unique slug from the title, reserved
 * (services/posts/slug-reservations.ts), type project, the form's photos (refused when one was deleted
 * meanwhile: services/media/image-references.ts), its views start at 0 (services/posts/post-views),
 * `createdAt`/`updatedAt` server timestamps — all in one transaction, tried again when a
 * concurrent create took the slug. The instance's visitor read cache is dropped afterwards
 * (services/platform/visitor-read-cache).
 * @param input the parsed contract projectInputSchema (the route has validated it)
 * @param by who creates it (`updatedBy`: its first revision names them, services/posts/revisions.ts;
 *   `createdByUid`: a Crew member may edit only their own drafts, services/posts/own-drafts.ts)
 * @returns the stored post as read back (timestamps resolved)
 * @throws ImageGoneError; ZodError if the fields break the post schema; Firestore errors to the caller
 */
export async function createProject(
  input: ProjectInputParsed,
  by: { uid: string; name: string | null } | null = null,
): Promise<StoredPost> {
  const ref = db().collection(postsCollection).doc();
  try {
    await retryOnCreateConflict((skipFree) =>
      db().runTransaction(async (tx) => {
        const slug = await uniqueSlug(tx, 'project', input.title, ref.id, skipFree);
        const fields = postFieldsSchema.parse({
          ...projectFormFields(input),
          slug,
          type: 'project',
          image: null,
        });
        await releaseImages(tx, ref.id, null, fields);
        reserveSlug(tx, 'project', slug, ref.id);
        tx.create(ref, {
          ...storedPostData(fields),
          createdAt: FieldValue.serverTimestamp(),
          updatedAt: FieldValue.serverTimestamp(),
          updatedBy: by,
          createdByUid: by?.uid ?? null,
        });
      }),
    );
  } finally {
    await invalidateVisitorReads();
  }
  return readBack(ref.id);
}

/**
 * The stored post `posts/{id}` right after a write.
 * @throws Error when it is missing or does not match the schema (a write bug, answered 500)
 */
export async function readBack(id: string): Promise<StoredPost> {
  const snapshot = await db().collection(postsCollection).doc(id).get();
  const post = snapshot.exists ? parseStoredPost(id, snapshot.data()) : null;
  if (!post) throw new Error(`posts/${id} unreadable after write`);
  return post;
}
