/**
 * The orphan cleanup ("A crash between upload and create loses nothing the user saved and
 * leaves no public orphan (unreferenced uploads expire)"). Scheduled daily in index.ts.
 *
 * An upload becomes public only through PUT /api/objects/acl, and a published image is meant to be
 * referenced by a post the same session creates. What is left when that does not happen:
 * - raw uploads never published (closed tab, refused file): deleted 24 h after their last write;
 * - published images no post references (form abandoned after upload, crash before create, post
 *   deleted while deleteStoredImages failed): deleted when older than 24 h, not named anywhere in
 *   any `posts`, `trash` or `postRevisions` document nor in `settings/heroSlides`, and then under the rule every post write uses (services/media/image-references.ts):
 *   checked again in a transaction that records them as deleted, so a post
 *   saved meanwhile either keeps the image or is refused;
 * - visitors' private photos no request claimed (form abandoned after a photo), and
 *   private photo files without a record: deleted when older than 24 h (leads/lead-photos.ts).
 */
import { db } from '../../platform/firestore';
import { cleanupLeadPhotos } from '../../leads/lead-photos';
import {
  markImagesDeleted,
  referencingCollections,
  referencingDocuments,
  unreferencedImages,
} from '../image-references';
import { orphanAgeMs, publishedPaths, type ObjectStore, parsePublicPath } from './object-store';
import { defaultObjectStore } from './select-object-store';

/** What one cleanup run removed. */
export interface CleanupResult {
  /** Raw uploads deleted. */
  uploads: number;
  /** Published images (master + variants each) deleted. */
  images: number;
  /** Visitors' private photos deleted (never claimed by a request, or without a record). */
  leadPhotos: number;
}

const objectNameInText = /\/objects\/([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})/g;

/** Collects every object uuid named in any string inside a value (fields, lists, maps, HTML). */
function collectNames(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    for (const match of value.matchAll(objectNameInText)) into.add(match[1]!);
  } else if (Array.isArray(value)) {
    for (const item of value) collectNames(item, into);
  } else if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const item of Object.values(value)) collectNames(item, into);
  }
}

/**
 * The uuids of published images any post names, live, in the Trash or in a kept revision,
 * or the home hero slides name (ADR 0026), in any field
 * (image fields, gallery, content HTML), read from the raw documents so even a post that fails
 * the schema keeps its images.
 * @throws Firestore errors (the cleanup then deletes nothing)
 */
export async function referencedObjectNames(): Promise<Set<string>> {
  const names = new Set<string>();
  for (const collection of referencingCollections) {
    const snapshot = await db().collection(collection).get();
    for (const doc of snapshot.docs) collectNames(doc.data(), names);
  }
  // The home hero slides (ADR 0026).
  for (const path of referencingDocuments) collectNames((await db().doc(path).get()).data(), names);
  return names;
}

/**
 * Of `names`, the images no post names, recorded as deleted in one transaction per 30
 * (image-references.ts unreferencedImages, markImagesDeleted): the same rule as a post delete.
 * @returns the names that may be deleted now
 */
async function freeUnreferencedImages(names: string[]): Promise<string[]> {
  const freed: string[] = [];
  for (let start = 0; start < names.length; start += 30) {
    const chunk = names.slice(start, start + 30);
    freed.push(
      ...(await db().runTransaction(async (tx) => {
        const free = await unreferencedImages(tx, chunk);
        markImagesDeleted(tx, free);
        return free;
      })),
    );
  }
  return freed;
}

/**
 * Deletes expired uploads, unreferenced published images and unclaimed visitor photos older than 24 h.
 * @param options.store object store (default: this environment's); options.now the clock
 *   (default now); options.referenced the names in use (default referencedObjectNames())
 * @returns counts of what was deleted
 * @throws storage or Firestore errors; Firestore is read before any published image is deleted
 */
export async function cleanupOrphans(
  options: { store?: ObjectStore; now?: Date; referenced?: () => Promise<Set<string>> } = {},
): Promise<CleanupResult> {
  const store = options.store ?? defaultObjectStore();
  const cutoff = new Date((options.now ?? new Date()).getTime() - orphanAgeMs);
  const uploads = await store.listExpiredUploads(cutoff);
  for (const name of uploads) await store.deleteUpload(name);

  const candidates = new Set((await store.listPublished(cutoff)).map((p) => parsePublicPath(p)!.name));
  let images = 0;
  if (candidates.size > 0) {
    const referenced = await (options.referenced ?? referencedObjectNames)();
    const orphans = [...candidates].filter((name) => !referenced.has(name));
    const freed = orphans.length > 0 ? await freeUnreferencedImages(orphans) : [];
    for (const name of freed) await store.deletePublic(publishedPaths(name));
    images = freed.length;
  }
  const leadPhotos = await cleanupLeadPhotos(store, cutoff);
  return { uploads: uploads.length, images, leadPhotos };
}
