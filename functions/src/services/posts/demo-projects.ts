/**
 * The demo projects of the seed ("one action removes every demo project and its
 * images"). The seed marks them by their document id: `demo-<slug>` (contract
 * functions/src/seed/demo-projects.ts, kept by contract content.test.ts); a project staff create gets a Firestore
 * auto-id (20 letters and digits, never a hyphen), so the prefix names the seed's projects only.
 * Removal is for good, not through the Trash (the Trash keeps staff's own work): each goes to the
 * Trash and out of it the way DELETE /api/posts/:id then DELETE /api/trash/:id do (trash.ts: the
 * slug's redirect, revisions and the photos no other post names go with it), then the freed
 * photos' files.
 */
import { logger } from 'firebase-functions/logger';
import type { ImageDeleter } from '../media/object-store/delete-stored-images';
import { removeImages } from '../media/object-store/delete-stored-images';
import { db } from '../platform/firestore';
import { queryShape } from '../platform/firestore-queries';
import { postListQuery, postsCollection } from './posts-store';
import { deleteForever, trashPost, type TrashedBy } from './trash';

/** The id prefix of the seed's projects. */
export const demoProjectIdPrefix = 'demo-';

/** The first id after every `demo-…` id ('-' + 1 is '.'). */
const demoIdEnd = 'demo.';

/**
 * Posts in document id order; with `startAt('demo-')` and `endBefore('demo.')` ('.' is the
 * character after '-') it reads only the seed's posts, however many projects staff add (DESIGN §5
 * "Lists read pages"). Ids are in every single-field index: no composite index.
 */
export const postsByIdQuery = queryShape('posts.byId', {
  collection: postsCollection,
  orderBy: [{ field: '__name__' }],
});

/**
 * The ids of the demo projects still live, in any status: one read per demo post (its type only).
 * @throws Firestore errors
 */
export async function demoProjectIds(): Promise<string[]> {
  const snapshot = await postsByIdQuery
    .query(db())
    .startAt(demoProjectIdPrefix)
    .endBefore(demoIdEnd)
    .select('type')
    .get();
  return snapshot.docs.filter((doc) => doc.get('type') === 'project').map((doc) => doc.id);
}

/**
 * How many live projects (any status) are the seed's and how many staff's own: the demo ids
 * (above) and a `count()` of every project (one read per 1,000 projects:
 * firebase.google.com/docs/firestore/query-data/aggregation-queries#pricing).
 * @throws Firestore errors
 */
export async function projectCountsBySource(): Promise<{ demo: number; own: number }> {
  const [demo, all] = await Promise.all([
    demoProjectIds(),
    postListQuery.query(db(), { type: 'project' }).count().get(),
  ]);
  return { demo: demo.length, own: all.data().count - demo.length };
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
