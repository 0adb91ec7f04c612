/**
 * Visitors' photos of a request ("up to 5 photos of the property (each ≤ 10 MB,
 * JPEG/PNG/WebP/HEIC, re-encoded and EXIF/GPS-stripped by the existing image pipeline, stored
 * privately: only staff can see them)").
 *
 * A photo goes through the staff upload's pipeline (services/media/image-pipeline: magic bytes, pixel
 * limit, auto-rotation, every metadata block dropped, sRGB, ≤ 2400 px JPEG) but is stored as a
 * private object `lead-photos/<photoId>.jpg` (object-store.ts), with a record
 * `leadPhotos/{photoId}` = {claimed, leadId, createdAt, claimedAt}. POST /api/leads claims the
 * photos it names (lead-writes.ts); photos never claimed expire after 24 h (cleanupLeadPhotos,
 * run by the daily orphan cleanup).
 */
import { randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../platform/firestore';
import { queryShape } from '../platform/firestore-queries';
import { UploadNotFoundError } from '../media/image-pipeline/publish-upload';
import { processImage } from '../media/image-pipeline/process-image';
import type { ObjectStore, StoredObject } from '../media/object-store/object-store';
import { leadPhotosCollection } from './leads-store';

/** The private folder of lead photos. */
export const leadPhotoFolder = 'lead-photos';

/** The private object key of a photo. */
export const leadPhotoKey = (photoId: string) => `${leadPhotoFolder}/${photoId}.jpg`;

/** Photo records never claimed by a request, created before a time (index: claimed + createdAt). */
export const unclaimedLeadPhotosQuery = queryShape('leadPhotos.unclaimed', {
  collection: leadPhotosCollection,
  where: [
    { field: 'claimed', op: '==' },
    { field: 'createdAt', op: '<' },
  ],
});

/**
 * Turns a finished visitor upload into a private photo: reads the upload, runs the image pipeline
 * (master only), writes the private object, records it unclaimed, deletes the upload.
 * @param store the object store; @param objectName the upload's uuid (from its URL)
 * @returns the new photo id: 24 characters of base64url from 18 random bytes (contract
 *   leadPhotoIdSchema), a capability only its uploader learns
 * @throws UploadNotFoundError, UploadTooLargeError, UnsupportedImageError (400s); storage or
 *   Firestore errors (a file written without its record has none, so the cleanup removes it)
 */
export async function storeLeadPhoto(store: ObjectStore, objectName: string, now: Date): Promise<string> {
  const bytes = await store.readUpload(objectName);
  if (!bytes) throw new UploadNotFoundError(`no upload named ${objectName}`);
  const image = await processImage(bytes, { variants: false });
  const photoId = randomBytes(18).toString('base64url');
  await store.privateObjects.write(leadPhotoKey(photoId), image.master.bytes);
  await db()
    .collection(leadPhotosCollection)
    .doc(photoId)
    .create({ claimed: false, leadId: null, createdAt: Timestamp.fromDate(now), claimedAt: null });
  await store.deleteUpload(objectName);
  return photoId;
}

/** One photo of a lead, or null when the photo is not one of the lead's or its file is gone. */
export async function readLeadPhoto(
  store: ObjectStore,
  photoIds: readonly string[],
  photoId: string,
): Promise<StoredObject | null> {
  if (!photoIds.includes(photoId)) return null;
  return store.privateObjects.read(leadPhotoKey(photoId));
}

/**
 * Deletes the files of photos (every stored version: PrivateObjectStore.delete).
 * @throws storage errors (the records are gone already; the cleanup removes what is left)
 */
export async function deleteLeadPhotoFiles(store: ObjectStore, photoIds: readonly string[]): Promise<void> {
  if (photoIds.length > 0) await store.privateObjects.delete(photoIds.map(leadPhotoKey));
}

/**
 * The lead-photo part of the orphan cleanup: deletes photos never claimed by a request and older
 * than `cutoff` (record and file), and files older than `cutoff` that have no record (a write cut
 * short, or an erasure whose file deletion failed).
 * @returns how many photos were deleted
 * @throws Firestore or storage errors
 */
export async function cleanupLeadPhotos(store: ObjectStore, cutoff: Date): Promise<number> {
  const unclaimed = await unclaimedLeadPhotosQuery
    .query(db(), { claimed: false, createdAt: Timestamp.fromDate(cutoff) })
    .get();
  for (const doc of unclaimed.docs) {
    await store.privateObjects.delete([leadPhotoKey(doc.id)]);
    await doc.ref.delete();
  }
  const keys = await store.privateObjects.list(leadPhotoFolder, cutoff);
  const ids = keys.map((key) => key.slice(leadPhotoFolder.length + 1, -'.jpg'.length));
  const records =
    ids.length > 0 ? await db().getAll(...ids.map((id) => db().collection(leadPhotosCollection).doc(id))) : [];
  const withoutRecord = records.filter((record) => !record.exists).map((record) => leadPhotoKey(record.id));
  if (withoutRecord.length > 0) await store.privateObjects.delete(withoutRecord);
  return unclaimed.size + withoutRecord.length;
}
