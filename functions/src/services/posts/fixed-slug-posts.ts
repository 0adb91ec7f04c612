/**
 * Service and page posts: staff's own text for one service page (spec §2
 * Service detail: "a published service post whose type is service and slug matches" overrides
 * the built-in data) or for a fixed part of a page (`about`, `home`). Unlike projects, their
 * slug is not made from the title but is one of a fixed list, and each slug has at most one post
 * of its type ("fixed-slug posts"); deleting the post brings the built-in text back.
 *
 * Each write runs in one transaction that holds the slug's reservation (services/posts/slug-reservations.ts:
 * a `create()`, so two concurrent creates can never both take a slug, on Firestore and on the local
 * stand-in alike). Stored HTML was sanitized by the route's parse (middleware/post-body.ts); the visitor read cache is
 * dropped after each write.
 */
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { PageInputParsed } from '@site/contract/page-input';
import { postFieldsSchema, type PostFields } from '@site/contract/post';
import type { ServiceInputParsed } from '@site/contract/service-input';
import { db } from '../platform/firestore';
import { parseStoredPost, storedPostData, type StoredPost } from './post-document';
import { releaseImages } from '../media/image-references';
import { keepRevision, type Editor } from './revisions';
import { changeExistingPost, readBack, retryOnCreateConflict } from './post-writes';
import { postByTypeAndSlugQuery, postsCollection } from './posts-store';
import { moveSlug, reserveSlug, slugHolderId } from './slug-reservations';
import { invalidateVisitorReads } from '../platform/visitor-read-cache';

/** A parsed service or page form (contract serviceInputSchema, pageInputSchema). */
export type FixedSlugInput = ServiceInputParsed | PageInputParsed;

/** Outcome of a create or update. */
export type FixedSlugWrite =
  | { kind: 'written'; post: StoredPost; removedImages: string[] }
  | { kind: 'not-found' }
  /** The post exists with another type (a type never changes). */
  | { kind: 'other-type'; type: PostFields['type'] }
  /** Another post of this type already has the slug. */
  | { kind: 'taken'; id: string };

/**
 * The stored fields of a service or page form: content as given (sanitized by the route's parse,
 * middleware/post-body.ts); a service's card description
 * in `excerpt` and its image in `image` with its alt text (none without an image); every
 * project-only field empty.
 */
export function fixedSlugFields(input: FixedSlugInput): PostFields {
  const service = input.type === 'service' ? input : null;
  return postFieldsSchema.parse({
    slug: input.slug,
    type: input.type,
    title: input.title,
    status: input.status,
    content: input.content,
    excerpt: service?.excerpt ?? null,
    image: service?.image ?? null,
    imageAlt: service?.image ? service.imageAlt : null,
  });
}

/**
 * Creates the service or page post of a slug, reserving the slug in the same transaction
 * (services/posts/slug-reservations.ts): of two concurrent creates for one slug, exactly one is written.
 * @param input a parsed form (the route has validated it)
 * @returns 'written' with the post (no removed images), or 'taken' with the id of the post that
 *   already holds the slug (nothing written)
 * @throws ImageGoneError (its image was deleted meanwhile); Firestore errors to the caller
 */
export async function createFixedSlugPost(input: FixedSlugInput, by: Editor | null = null): Promise<FixedSlugWrite> {
  const ref = db().collection(postsCollection).doc();
  const fields = fixedSlugFields(input);
  const taken = await retryOnCreateConflict(() =>
    db().runTransaction(async (tx) => {
      const holder = await slugHolder(tx, input, ref.id);
      if (holder) return holder;
      await releaseImages(tx, ref.id, null, fields);
      reserveSlug(tx, input.type, input.slug, ref.id);
      tx.create(ref, {
        ...storedPostData(fields),
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
        updatedBy: by,
      });
      return null;
    }),
  ).finally(invalidateVisitorReads);
  if (taken) return { kind: 'taken', id: taken };
  return { kind: 'written', post: await readBack(ref.id), removedImages: [] };
}

/**
 * Replaces the form fields of a service or page post (PUT /api/posts/:id with its form). Kept:
 * type and createdAt. The slug may change to another free one of the list (its reservation
 * moves). The version it replaces is kept as a revision (services/posts/revisions.ts), which
 * keeps an image it drops until that revision is pruned.
 * @param id document id
 * @param input a parsed form of the post's own type
 * @returns 'written' with the post and the freed images (master paths, for the caller to delete
 *   after the commit); 'not-found' (also for a document that fails the post schema); 'other-type'
 *   when the post is of another type; 'taken' when another post of the type holds the new slug.
 *   Only 'written' changed anything.
 * @throws ImageGoneError; Firestore errors to the caller
 */
export async function updateFixedSlugPost(id: string, input: FixedSlugInput, by: Editor): Promise<FixedSlugWrite> {
  const next = fixedSlugFields(input);
  const result = await changeExistingPost(
    id,
    { kind: 'not-found' } as const,
    async (tx, { ref, snapshot }): Promise<FixedSlugWrite | { kind: 'committed'; removedImages: string[] }> => {
      const existing = parseStoredPost(id, snapshot.data());
      if (!existing) return { kind: 'not-found' };
      if (existing.fields.type !== input.type) return { kind: 'other-type', type: existing.fields.type };
      const holder = await slugHolder(tx, input, id);
      if (holder) return { kind: 'taken', id: holder };
      const oldHolder = await slugHolderId(tx, input.type, existing.fields.slug);
      const newHolder = await slugHolderId(tx, input.type, input.slug);
      const removedImages = await keepRevision(tx, { post: existing, updatedBy: snapshot.get('updatedBy') }, next, by);
      moveSlug(tx, input.type, { id, oldSlug: existing.fields.slug, oldHolder, newSlug: input.slug, newHolder });
      tx.set(ref, {
        ...storedPostData(next),
        createdAt: existing.createdAt,
        updatedAt: FieldValue.serverTimestamp(),
        updatedBy: by,
      });
      return { kind: 'committed', removedImages };
    },
  );
  if (result.kind !== 'committed') return result;
  return { kind: 'written', post: await readBack(id), removedImages: result.removedImages };
}

/**
 * The id of another post holding the input's slug of its type, if any (read in the transaction):
 * by its reservation, or, for posts written before reservations, by a post with that slug.
 */
async function slugHolder(tx: Transaction, input: FixedSlugInput, selfId: string): Promise<string | null> {
  const reserved = await slugHolderId(tx, input.type, input.slug);
  if (reserved !== null && reserved !== selfId) return reserved;
  const same = await tx.get(postByTypeAndSlugQuery.query(db(), { type: input.type, slug: input.slug }).limit(2));
  return same.docs.find((doc) => doc.id !== selfId)?.id ?? null;
}
