/**
 * Which uploaded images posts still use, and which may go ("Delete an object
 * only when no post still references it, checked in the same transaction as the delete, and let
 * the orphan cleanup use the same rule"). One rule, used by every post write that drops images
 * (services/posts/post-updates.ts, fixed-slug-posts.ts) and by the daily cleanup
 * (object-store/cleanup-orphans.ts):
 *
 *   an uploaded image (`/objects/<name>.jpg`) may be deleted only when, inside the transaction
 *   that decides it, no post other than the one being changed names it in an image field
 *   (unreferencedImages), a post in the Trash and a kept revision included (a trashed
 *   post keeps its photos for its 30 days, services/posts/trash.ts; a revision keeps the photos it
 *   would restore, services/posts/revisions.ts), and the home hero slides do not name it
 *   (`settings/heroSlides`, ADR 0026: a slide's photo is kept like a post's). The same transaction
 *   then records the image as deleted (`deletedImages/{name}`, markImagesDeleted), and the objects
 *   are removed after the commit.
 *
 * A post write that adds an image reads that record in its own transaction and refuses an image
 * deleted meanwhile (assertImagesNotDeleted → ImageGoneError, a 400), so a save racing a delete
 * never points at a removed file. Cloud Firestore transactions are serializable
 * (firebase.google.com/docs/firestore/transaction-data-contention): the reads of both sides lock,
 * so one of them sees the other's commit.
 *
 * Image fields hold master paths (contract site-images.ts: a variant is stored as its master),
 * so the queries look for `/objects/<name>.jpg` in each field; `featured_image_url` is the legacy
 * spelling of featuredImageUrl (spec §3).
 */
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { PostFields } from '@site/contract/post';
import { siteImagePath, uploadedObjectNames } from '@site/contract/site-images';
import { db } from '../platform/firestore';
import type { ObjectStore } from './object-store/object-store';
import { queryShape, type QueryShape } from '../platform/firestore-queries';
import { postsCollection, revisionsCollection, trashCollection } from '../posts/posts-store';
import { heroSlidesPath } from '../site/hero-slides-document';

/** Records of deleted images: `deletedImages/{objectName}` = {deletedAt}. */
export const deletedImagesCollection = 'deletedImages';

/** The single-path image fields of a post (and the legacy spelling of the featured image). */
const singleImageFields = [
  'featuredImageUrl',
  'featured_image_url',
  'image',
  'beforeImageUrl',
  'afterImageUrl',
] as const;

/**
 * The collections whose documents keep the images they name: live posts, the Trash and the kept
 * revisions (a revision restores its photos, services/posts/revisions.ts).
 */
export const referencingCollections = [postsCollection, trashCollection, revisionsCollection] as const;

/** Single documents that keep the images they name: the home hero slides (ADR 0026). */
export const referencingDocuments = [heroSlidesPath] as const;

/**
 * One query per collection and image field: documents naming any of up to 30 paths there
 * (Firestore's limit for `in` and `array-contains-any`; single-field indexes, so no composite index).
 */
const byImageField: readonly QueryShape[] = referencingCollections.flatMap((collection) => [
  ...singleImageFields.map((field) =>
    queryShape(`${collection}.by-${field}`, { collection, where: [{ field, op: 'in' }] }),
  ),
  queryShape(`${collection}.by-galleryImages`, {
    collection,
    where: [{ field: 'galleryImages', op: 'array-contains-any' }],
  }),
]);

/** Values per `in` / `array-contains-any` filter (firebase.google.com/docs/firestore/query-data/queries#limits_on_or_queries). */
const maxFilterValues = 30;

/** The image fields of a post as paths (null and missing ones left out). */
type ImageFields = Pick<
  PostFields,
  'featuredImageUrl' | 'image' | 'beforeImageUrl' | 'afterImageUrl' | 'galleryImages'
>;

/** The uploaded images a post names (object UUIDs), without repeats. */
export function postImageNames(fields: ImageFields): string[] {
  return uploadedObjectNames([
    fields.featuredImageUrl,
    fields.image,
    fields.beforeImageUrl,
    fields.afterImageUrl,
    ...fields.galleryImages,
  ]);
}

/** The master path of an uploaded image. */
export const imageMasterPath = (name: string) => `/objects/${name}.jpg`;

/** Thrown when a write adds an image that was deleted meanwhile (a 400 for that field). */
export class ImageGoneError extends Error {
  constructor(readonly names: string[]) {
    super(`deleted images: ${names.join(', ')}`);
  }
}

/** The uploaded images a document names anywhere in its `slides` (the hero slides' `image` fields). */
function namesInSlides(data: Record<string, unknown> | undefined): string[] {
  const slides: unknown = data?.slides;
  if (!Array.isArray(slides)) return [];
  return uploadedObjectNames(
    slides.map((slide: unknown) =>
      slide && typeof slide === 'object' ? (slide as { image?: unknown }).image : null,
    ) as (string | null)[],
  );
}

/**
 * Of `names`, those no post other than `exceptPostId` names in an image field, live or in the
 * Trash, no kept revision names (but those in `ignoredRevisions`), and the hero slides do not
 * name (unless `exceptDocument` is their path: the slides' own save), read in `tx`.
 * @param exceptPostId the post being changed or deleted (its own document, live or trashed, does
 *   not count; its revisions do)
 * @param ignoredRevisions revision documents being deleted in the same transaction
 * @param exceptDocument a document of `referencingDocuments` being rewritten in `tx` (it does not count)
 * @throws Firestore errors to the caller
 */
export async function unreferencedImages(
  tx: Transaction,
  names: readonly string[],
  exceptPostId?: string,
  ignoredRevisions: ReadonlySet<string> = new Set(),
  exceptDocument?: string,
): Promise<string[]> {
  const referenced = new Set<string>();
  if (names.length === 0) return [];
  for (const path of referencingDocuments) {
    if (path === exceptDocument) continue;
    const snapshot = await tx.get(db().doc(path));
    for (const name of namesInSlides(snapshot.data())) referenced.add(name);
  }
  for (let start = 0; start < names.length; start += maxFilterValues) {
    const chunk = names.slice(start, start + maxFilterValues);
    const paths = chunk.map(imageMasterPath);
    for (const shape of byImageField) {
      const field = shape.spec.where![0]!.field;
      const snapshot = await tx.get(shape.query(db(), { [field]: paths }).select(field));
      for (const doc of snapshot.docs) {
        if (shape.spec.collection === revisionsCollection ? ignoredRevisions.has(doc.id) : doc.id === exceptPostId)
          continue;
        const value: unknown = doc.get(field);
        for (const path of Array.isArray(value) ? value : [value]) {
          const image = siteImagePath(path);
          if (image?.kind === 'object') referenced.add(image.name);
        }
      }
    }
  }
  return names.filter((name) => !referenced.has(name));
}

/** Records images as deleted in `tx` (a write: call after every read of the transaction). */
export function markImagesDeleted(tx: Transaction, names: readonly string[], now = new Date()): void {
  for (const name of names)
    tx.set(db().collection(deletedImagesCollection).doc(name), { deletedAt: Timestamp.fromDate(now) });
}

/**
 * Refuses images recorded as deleted (a read: call before the transaction's writes).
 * @throws ImageGoneError naming them
 */
export async function assertImagesNotDeleted(tx: Transaction, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  const records = await tx.getAll(...names.map((name) => db().collection(deletedImagesCollection).doc(name)));
  const gone = records.filter((record) => record.exists).map((record) => record.id);
  if (gone.length > 0) throw new ImageGoneError(gone);
}

/**
 * The images a change of one document's image names frees: those it named before and no longer
 * names, that no other document names (unreferencedImages), recorded as deleted in `tx`. Also
 * refuses, first, the images it adds that were deleted meanwhile. Reads, then writes: call after
 * the document's own reads and before its own writes.
 * @param before the image names (object names) the document had
 * @param after the image names it will have
 * @param except the document itself, whose names do not count as references: a post's id, or the
 *   path of another referencing document (e.g. the hero slides')
 * @returns the master paths of the freed images, to delete after the commit
 * @throws ImageGoneError; Firestore errors
 */
export async function releaseImageNames(
  tx: Transaction,
  before: readonly string[],
  after: readonly string[],
  except: { postId?: string; document?: string },
): Promise<string[]> {
  const old = new Set(before);
  const kept = new Set(after);
  await assertImagesNotDeleted(
    tx,
    [...kept].filter((name) => !old.has(name)),
  );
  const freed = await unreferencedImages(
    tx,
    [...old].filter((name) => !kept.has(name)),
    except.postId,
    undefined,
    except.document,
  );
  markImagesDeleted(tx, freed);
  return freed.map(imageMasterPath);
}

/**
 * The images a post change frees (releaseImageNames over the post's image fields).
 * @param before the post's fields before the change (null for a new post)
 * @param after its fields after the change (null for a deletion)
 * @returns the master paths of the freed images, to delete after the commit
 * @throws ImageGoneError; Firestore errors
 */
export function releaseImages(
  tx: Transaction,
  postId: string,
  before: ImageFields | null,
  after: ImageFields | null,
): Promise<string[]> {
  return releaseImageNames(tx, before ? postImageNames(before) : [], after ? postImageNames(after) : [], { postId });
}

/** The image fields of a form or post with their paths, keyed like the API's field errors (`galleryImages.2`). */
export function imageFieldPaths(fields: Partial<ImageFields>): [field: string, path: string][] {
  const single = (['featuredImageUrl', 'image', 'beforeImageUrl', 'afterImageUrl'] as const).flatMap(
    (field): [string, string][] => {
      const path = fields[field];
      return typeof path === 'string' ? [[field, path]] : [];
    },
  );
  return [...single, ...(fields.galleryImages ?? []).map((path, i): [string, string] => [`galleryImages.${i}`, path])];
}

/** Where post writes look up uploaded images (createApp: the environment's object store). */
export type ImageStore = () => Pick<ObjectStore, 'hasPublic'>;

/** The error text of an image that is not (or no longer) on the site. */
export const missingImageMessage =
  'This photo is no longer on the site (it may have been deleted). Please upload it again.';

/**
 * The field errors of uploaded images that do not exist in the object store
 * ("`/objects/{name}` of an object that exists"): the master of each is looked up once.
 * @param store has the object store's `hasPublic` (disk or Cloud Storage adapter)
 * @returns `{field: missingImageMessage}` for each field naming a missing image; {} when all exist
 * @throws storage errors (the route answers 500 then, and nothing is written)
 */
export async function missingImageErrors(
  store: { hasPublic(path: string): Promise<boolean> },
  fields: Partial<ImageFields>,
): Promise<Record<string, string>> {
  const entries = imageFieldPaths(fields);
  const names = uploadedObjectNames(entries.map(([, path]) => path));
  const found = new Map(
    await Promise.all(names.map(async (name) => [name, await store.hasPublic(imageMasterPath(name))] as const)),
  );
  const errors: Record<string, string> = {};
  for (const [field, path] of entries) {
    const image = siteImagePath(path);
    if (image?.kind === 'object' && !found.get(image.name)) errors[field] = missingImageMessage;
  }
  return errors;
}

/** The field errors for images an ImageGoneError names (the fields of `fields` holding them). */
export function goneImageErrors(error: ImageGoneError, fields: Partial<ImageFields>): Record<string, string> {
  const gone = new Set(error.names);
  const errors: Record<string, string> = {};
  for (const [field, path] of imageFieldPaths(fields)) {
    const image = siteImagePath(path);
    if (image?.kind === 'object' && gone.has(image.name)) errors[field] = missingImageMessage;
  }
  return errors;
}
