/**
 * The demo projects of the seed (issue 23: "one action removes every demo project and its
 * images"). The seed marks them by their document id: `demo-<slug>` (contract
 * functions/src/seed/demo-projects.ts, kept by contract content.test.ts); a project staff create gets a Firestore
 * auto-id (20 letters and digits, never a hyphen), so the prefix names the seed's projects only.
 * Removal is for good, not through the Trash (issue 24 keeps staff's own work): each goes to the
 * Trash and out of it the way DELETE /api/posts/:id then DELETE /api/trash/:id do (trash.ts: the
 * slug's redirect, revisions and the photos no other post names go with it), then the freed
 * photos' files.
 */
import { logger } from 'firebase-functions/logger';
import type { ImageDeleter } from '../media/object-store/delete-stored-images';
import { removeImages } from '../media/object-store/delete-stored-images';
import { listPosts } from './posts-store';
import { deleteForever, trashPost, type TrashedBy } from './trash';

/** The id prefix of the seed's projects. */
export const demoProjectIdPrefix = 'demo-';

/** Whether a post id is one of the seed's demo projects. */
export const isDemoProjectId = (id: string): boolean => id.startsWith(demoProjectIdPrefix);

/**
 * The ids of the demo projects still live, in any status.
 * @throws Firestore errors
 */
export async function demoProjectIds(): Promise<string[]> {
  return (await projectIdsBySource()).demo;
}

/**
 * The ids of the live projects (any status), the seed's and staff's own apart.
 * @throws Firestore errors
 */
export async function projectIdsBySource(): Promise<{ demo: string[]; own: string[] }> {
  const ids = (await listPosts({ type: 'project' })).map((post) => post.id);
  return { demo: ids.filter(isDemoProjectId), own: ids.filter((id) => !isDemoProjectId(id)) };
}

/**
 * Deletes every demo project for good, and its stored photos.
 * @param by the staff member who asked (kept on the trash entry while it exists)
 * @param deleteImages the object store's deletion of freed photos
 * @returns the ids deleted
 * @throws Firestore errors (the projects deleted before stay deleted; running it again goes on)
 */
export async function removeDemoProjects(by: TrashedBy, deleteImages: ImageDeleter | undefined): Promise<string[]> {
  const removed: string[] = [];
  for (const id of await demoProjectIds()) {
    if (!(await trashPost(id, by))) continue;
    const deleted = await deleteForever(id);
    removed.push(id);
    if (deleted) await removeImages(deleteImages, deleted.images, `demo project ${id} removal`);
  }
  logger.info('demo projects removed', { count: removed.length });
  return removed;
}
