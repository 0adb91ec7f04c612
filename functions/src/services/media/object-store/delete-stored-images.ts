/**
 * Removing a post's stored images (DESIGN §6: DELETE /api/posts/:id — "its stored images go too").
 */
import { parsePublicPath, publishedPaths, type ObjectStore } from './object-store';
import { defaultObjectStore } from './select-object-store';
import { logger } from 'firebase-functions/logger';

/**
 * Deletes the master and all 6 variants of every `/objects/…` path given (a master or a variant
 * path names the whole image). Demo photos (`/photos/…`), absolute URLs, empty values and
 * anything else are ignored.
 * @param paths image fields of a post (featuredImageUrl, image, galleryImages, beforeImageUrl,
 *   afterImageUrl), in any order, duplicates allowed
 * @param store the object store (default: this environment's, select-object-store.ts)
 * @returns when every deletion was attempted
 * @throws nothing: storage failures are logged, and what remains unreferenced is removed later
 *   by cleanupOrphans (the post itself is already gone when this runs)
 */
export async function deleteStoredImages(
  paths: readonly (string | null | undefined)[],
  store: ObjectStore = defaultObjectStore(),
): Promise<void> {
  const names = new Set(paths.flatMap((p) => (typeof p === 'string' ? (parsePublicPath(p)?.name ?? []) : [])));
  for (const name of names) {
    try {
      await store.deletePublic(publishedPaths(name));
    } catch (error) {
      logger.error('could not delete stored image', error, { objectName: name });
    }
  }
}

/** Deletes stored images by their `/objects/…` paths (deleteStoredImages; tests pass their own). */
export type ImageDeleter = (paths: string[]) => Promise<void>;

/**
 * Deletes images after a committed write; a failure is logged, not answered (the post change
 * already happened; an unreferenced upload is an orphan the object store can expire).
 * @param deleteImages the deleter, or undefined to leave images in place
 * @param context what the log line names, e.g. "post abc update"
 */
export async function removeImages(
  deleteImages: ImageDeleter | undefined,
  paths: string[],
  context: string,
): Promise<void> {
  if (paths.length === 0 || !deleteImages) return;
  try {
    await deleteImages(paths);
  } catch (error) {
    logger.error(`${context}: deleting stored images failed`, error, { objectPaths: paths });
  }
}
