/**
 * A post's stored images follow the post (DESIGN §6 "DELETE /api/posts/:id … its stored images go
 * too", since the Trash: when it is deleted for good from the Trash "photos can be
 * replaced", a replaced photo kept while a revision names it): real uploads through the disk object store, then the
 * default image deletion of createApp (deleteStoredImages).
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestFirestore } from './emulator';
import { solidJpeg, staffHeaders, uploadAndPublish, useStaffApp } from './objects-helpers';

useTestFirestore('post-images');
const { app } = useStaffApp('post-images');

beforeAll(async () => {});

describe("a post's stored images", () => {
  it('a replaced photo stays while the revision before the edit names it; all go with the post deleted for good', async () => {
    const [before, after, replacement] = [
      await uploadAndPublish(app, await solidJpeg('#664422', 64, 48)),
      await uploadAndPublish(app, await solidJpeg('#226644', 64, 48)),
      await uploadAndPublish(app, await solidJpeg('#224466', 64, 48)),
    ];
    for (const path of [before, after, replacement]) await request(app).get(path!).expect(200);

    const form = {
      title: 'Photo Patio',
      content: '<p>Before and after photos.</p>',
      status: 'published',
      type: 'project',
      beforeImageUrl: before,
      afterImageUrl: after,
    };
    const created = await request(app).post('/api/posts').set(staffHeaders).send(form).expect(201);
    await request(app)
      .put(`/api/posts/${created.body.id}`)
      .set(staffHeaders)
      .send({ ...form, afterImageUrl: replacement })
      .expect(200);
    // The version before the edit is kept as a revision, with its photo.
    await request(app).get(after!).expect(200);
    await request(app).get(before!).expect(200);

    // Deleted, it is in the Trash with its photos; deleted forever, they go.
    await request(app).delete(`/api/posts/${created.body.id}`).set(staffHeaders).expect(204);
    await request(app).get(before!).expect(200);
    await request(app).delete(`/api/trash/${created.body.id}`).set(staffHeaders).expect(204);
    await request(app).get(before!).expect(404);
    await request(app).get(after!).expect(404);
    await request(app).get(replacement!).expect(404);
    expect((await request(app).get(`/api/posts/${created.body.id}`).set(staffHeaders)).status).toBe(404);
  });
});
