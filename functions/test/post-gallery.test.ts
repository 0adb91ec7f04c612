/**
 * The gallery, featured photo and alt texts of a project through POST/PUT /api/posts
 * and GET /api/posts/:id against the Firestore emulator: they round-trip as spec §3 names them
 * (galleryImages, featuredImageUrl) with the contract's alt fields, the limits answer 400 and
 * change nothing, and an edit that drops gallery photos deletes their stored files.
 */
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Post } from '@site/contract/post';
import { db } from '../src/services/platform/firestore';
import { useTestFirestore } from './emulator';
import { staffApp, staffHeaders, storedImagePath, storedImagePaths, useTempObjects } from './objects-helpers';

useTestFirestore('post-gallery');
useTempObjects('post-gallery');
const deleteImages = vi.fn(async (paths: string[]) => void paths);
const app = staffApp({ deleteImages });
const send = (method: 'post' | 'put', path: string) => request(app)[method](path).set(staffHeaders);
/** `n` gallery photos of their own (a photo another post still shows is never deleted). */
const gallery = (n: number) => storedImagePaths(n);

/** The project form, with photos of its own. */
async function newForm() {
  const [before, after] = await storedImagePaths(2);
  const photos = await gallery(3);
  return {
    title: 'Fieldstone Terrace',
    content: '<h3>Scope</h3><ul><li><p>Fieldstone walls</p></li></ul>',
    status: 'published',
    type: 'project',
    beforeImageUrl: before,
    afterImageUrl: after,
    beforeImageAlt: '  Lawn sloping to the house  ',
    afterImageAlt: '',
    galleryImages: photos,
    galleryImageAlts: ['Steps from the driveway', '', 'Walls at dusk'],
    featuredImageUrl: photos[2],
  };
}
const form = await newForm();
const postCount = async () => (await db().collection('posts').count().get()).data().count;

beforeAll(async () => {});
beforeEach(() => deleteImages.mockClear());

describe('project gallery and alt texts', () => {
  it('round-trip through create and read, in the order given, alt texts trimmed and aligned', async () => {
    const created = (await send('post', '/api/posts').send(form).expect(201)).body as Post;
    const expected = {
      galleryImages: form.galleryImages,
      galleryImageAlts: ['Steps from the driveway', '', 'Walls at dusk'],
      featuredImageUrl: form.galleryImages[2],
      beforeImageAlt: 'Lawn sloping to the house',
      afterImageAlt: null,
    };
    expect(created).toMatchObject(expected);
    const read = await request(app).get(`/api/posts/${created.slug}`).expect(200);
    expect(read.body).toMatchObject(expected);
  });

  it('are replaced by an edit: reordered, one removed (its file kept for the revision), fewer alt texts than photos', async () => {
    const own = await newForm();
    const [g1, , g3] = own.galleryImages;
    const created = (
      await send('post', '/api/posts')
        .send({ ...own, title: 'Reordered Terrace' })
        .expect(201)
    ).body as Post;
    const edited = {
      ...own,
      title: 'Reordered Terrace',
      galleryImages: [g3, g1],
      galleryImageAlts: ['Walls at dusk'],
      featuredImageUrl: own.afterImageUrl,
    };
    const res = await send('put', `/api/posts/${created.id}`).send(edited).expect(200);
    expect(res.body).toMatchObject({
      galleryImages: [g3, g1],
      galleryImageAlts: ['Walls at dusk', ''],
      featuredImageUrl: own.afterImageUrl,
    });
    expect(deleteImages).not.toHaveBeenCalled();
    // The version before the edit is a revision that names the removed photo.
    const revisions = (
      await request(app).get(`/api/posts/${created.id}/revisions`).set('Cookie', '__session=staff').expect(200)
    ).body as { changes: string[] }[];
    expect(revisions).toHaveLength(1);
    expect(revisions[0]!.changes).toContain('photos');
  });

  it('takes 20 gallery photos; 21 is a 400 with a clear message and writes nothing', async () => {
    const twenty = await gallery(20);
    await send('post', '/api/posts')
      .send({ ...form, title: 'Twenty Photos', galleryImages: twenty, galleryImageAlts: [], featuredImageUrl: null })
      .expect(201);
    const before = await postCount();
    const res = await send('post', '/api/posts')
      .send({
        ...form,
        title: 'Too Many',
        galleryImages: [...twenty, await storedImagePath()],
        galleryImageAlts: [],
        featuredImageUrl: null,
      })
      .expect(400);
    expect(res.body).toEqual({
      message: 'Validation failed',
      errors: { galleryImages: 'A project can have at most 20 gallery photos' },
    });
    expect(await postCount()).toBe(before);
  });

  it('refuses a featured image that is none of the photos, repeats, stray alt texts and bad paths', async () => {
    const before = await postCount();
    const [elsewhere, twice] = await storedImagePaths(2);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ featuredImageUrl: elsewhere }, { featuredImageUrl: "The featured photo must be one of the project's photos" }],
      [
        { galleryImages: [twice, twice], galleryImageAlts: [], featuredImageUrl: null },
        { galleryImages: 'A photo can be in the gallery only once' },
      ],
      [
        { galleryImageAlts: ['a', 'b', 'c', 'd'] },
        { galleryImageAlts: 'There are more alt texts than gallery photos' },
      ],
      [
        { galleryImages: ['javascript:alert(1)'], galleryImageAlts: [], featuredImageUrl: null },
        { 'galleryImages.0': 'Image must be an uploaded image path' },
      ],
      [{ beforeImageAlt: 'x'.repeat(301) }, { beforeImageAlt: 'Alt text must be at most 300 characters' }],
    ];
    for (const [change, errors] of cases) {
      const res = await send('post', '/api/posts')
        .send({ ...form, ...change })
        .expect(400);
      expect(res.body.errors).toEqual(errors);
    }
    expect(await postCount()).toBe(before);
  });
});
