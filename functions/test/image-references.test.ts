/**
 * an uploaded image is deleted only when no post still uses it — on a post
 * deleted for good (from the Trash), on an edit that drops it, and in the daily cleanup — against the Firestore emulator and
 * the disk object store, with createApp's real image deletion.
 */
import { utimesSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../src/services/platform/firestore';
import { deletedImagesCollection, missingImageMessage } from '../src/services/media/image-references';
import { cleanupOrphans } from '../src/services/media/object-store/cleanup-orphans';
import { publishedPaths } from '../src/services/media/object-store/object-store';
import { defaultObjectStore } from '../src/services/media/object-store/select-object-store';
import { useTestFirestore } from './emulator';
import { serviceForm } from './fixtures';
import { createPost, publishedPhotos, staffHeaders, useStaffApp } from './objects-helpers';

useTestFirestore('image-references');
const { root, app } = useStaffApp('image-references');
const project = (title: string, photos: Record<string, unknown>) => ({
  title,
  content: '<p>Shared photo project.</p>',
  status: 'published',
  type: 'project',
  ...photos,
});
const create = (body: object) => createPost(app, body);
const nameOf = (objectPath: string) => objectPath.slice('/objects/'.length, -'.jpg'.length);
/** Deletes a post for good: to the Trash (its photos kept there), then out of it. */
const deleteForGood = async (id: string) => {
  await request(app).delete(`/api/posts/${id}`).set(staffHeaders).expect(204);
  await request(app).delete(`/api/trash/${id}`).set(staffHeaders).expect(204);
};

beforeAll(async () => {});

describe('a photo two posts share', () => {
  it('survives the delete of one post and goes with the last one', async () => {
    const [shared] = await publishedPhotos(app, '#446622');
    const first = await create(project('Shared One', { beforeImageUrl: shared }));
    const second = await create(project('Shared Two', { galleryImages: [shared], featuredImageUrl: shared }));

    await deleteForGood(first.id);
    await request(app).get(shared).expect(200);
    const read = await request(app).get(`/api/posts/${second.id}`).expect(200);
    expect(read.body.galleryImages).toEqual([shared]);

    await deleteForGood(second.id);
    await request(app).get(shared).expect(404);
    expect((await db().collection(deletedImagesCollection).doc(nameOf(shared)).get()).exists).toBe(true);
  });

  it('survives an edit of one post that drops it, and a service post can share it too', async () => {
    const [shared, other] = await publishedPhotos(app, '#224466', '#664422');
    const owner = await create(project('Edited Owner', { afterImageUrl: shared }));
    const service = (
      await request(app)
        .post('/api/posts')
        .set(staffHeaders)
        .send(serviceForm('fertilizer', { image: shared }))
        .expect(201)
    ).body as { id: string };

    await request(app)
      .put(`/api/posts/${owner.id}`)
      .set(staffHeaders)
      .send(project('Edited Owner', { afterImageUrl: other }))
      .expect(200);
    await request(app).get(shared).expect(200);
    await deleteForGood(service.id);
    // The owner's revision (the version before its edit) still names it: it stays.
    await request(app).get(shared).expect(200);
    await deleteForGood(owner.id);
    await request(app).get(shared).expect(404);
    await request(app).get(other).expect(404);
  });

  it('cannot be added back once deleted: 400 on its field, nothing written', async () => {
    const [gone] = await publishedPhotos(app, '#662244');
    const owner = await create(project('Short Lived', { beforeImageUrl: gone }));
    await deleteForGood(owner.id);
    await request(app)
      .post('/api/posts')
      .set(staffHeaders)
      .send(project('Too Late', { afterImageUrl: gone }))
      .expect(400);
    // Even if the file came back (a restored bucket, a delete racing this save), its deletion record refuses it.
    await defaultObjectStore().writePublic(gone, Buffer.from('restored'), 'image/jpeg');
    const before = (await db().collection('posts').count().get()).data().count;
    const res = await request(app)
      .post('/api/posts')
      .set(staffHeaders)
      .send(project('Too Late', { afterImageUrl: gone }))
      .expect(400);
    expect(res.body).toEqual({ message: 'Validation failed', errors: { afterImageUrl: missingImageMessage } });
    expect((await db().collection('posts').count().get()).data().count).toBe(before);
  });
});

describe('the orphan cleanup uses the same rule', () => {
  it('keeps an old image a post names even when its scan misses it, and deletes an old one no post names', async () => {
    const [used, unused] = await publishedPhotos(app, '#123456', '#654321');
    await create(project('Still Shown', { beforeImageUrl: used }));
    const twoDaysAgo = new Date(Date.now() - 48 * 3600_000);
    for (const objectPath of [...publishedPaths(nameOf(used)), ...publishedPaths(nameOf(unused))]) {
      utimesSync(path.join(root, objectPath), twoDaysAgo, twoDaysAgo);
    }
    // A scan that found nothing (e.g. the post was saved after it ran): the transaction still sees the post.
    const result = await cleanupOrphans({ referenced: async () => new Set() });
    expect(result.images).toBe(1);
    await request(app).get(used).expect(200);
    await request(app).get(unused).expect(404);
  });
});
