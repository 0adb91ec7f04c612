/**
 * PUT /api/objects/acl's work (DESIGN §6: "checks, re-encodes, publishes"): read an upload, run
 * the pipeline, write the master and its variants under `/objects/`, delete the upload.
 */
import { masterPath, publishedPaths, type ObjectStore } from '../object-store/object-store';
import { processImage } from './process-image';
import { logger } from 'firebase-functions/logger';

/** No upload exists under the name (never uploaded, already published, or expired). */
export class UploadNotFoundError extends Error {}

/**
 * Publishes one upload.
 * The published names reuse the upload's server-chosen uuid, so a retry after a crash rewrites
 * the same paths. When a write fails, the paths already written are deleted (best effort) and the
 * upload is kept, so nothing half-published is referenced and the call can be retried.
 * @param store the object store; @param objectName the upload's uuid
 * @returns the master's path, `/objects/<uuid>.jpg` (spec §3 "Access-control response: objectPath")
 * @throws UploadNotFoundError; UploadTooLargeError (object-store.ts); UnsupportedImageError
 *   (process-image.ts); storage errors
 */
export async function publishUpload(store: ObjectStore, objectName: string): Promise<string> {
  const bytes = await store.readUpload(objectName);
  if (!bytes) throw new UploadNotFoundError(`no upload named ${objectName}`);
  const image = await processImage(bytes);
  const writes: [string, Buffer, string][] = [
    ...image.variants.map((v): [string, Buffer, string] => [
      `/objects/${objectName}-${v.variantWidth}w.${v.format}`,
      v.bytes,
      `image/${v.format}`,
    ]),
    [masterPath(objectName), image.master.bytes, 'image/jpeg'],
  ];
  try {
    await Promise.all(writes.map(([path, data, type]) => store.writePublic(path, data, type)));
  } catch (error) {
    await store.deletePublic(publishedPaths(objectName)).catch((cleanup: unknown) => {
      logger.error('could not remove a partly published image', cleanup, { objectName });
    });
    throw error;
  }
  await store.deleteUpload(objectName);
  return masterPath(objectName);
}
