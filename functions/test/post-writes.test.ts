/**
 * POST /api/posts, PUT /api/posts/:id, DELETE /api/posts/:id against the Firestore emulator
 * (status, delete, create, edit; spec §4, §5). The staff session check is injected
 * here; real cookies are covered by auth-matrix.test.ts.
 */
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Post } from '@site/contract/post';
import { seedDatabase } from '../src/seed/seed';
import { db } from '../src/services/platform/firestore';
import { recordView } from '../src/services/posts/post-views';
import { writeDefaultServices } from '../src/migrations/default-services';
import { useTestFirestore } from './emulator';
import { testProjects } from './fixtures';
import { createPost, staffApp, staffHeaders, storedImagePaths, useTempObjects } from './objects-helpers';

useTestFirestore('post-writes');
useTempObjects('post-writes');
const [before1, after1] = await storedImagePaths(2);
const deleteImages = vi.fn(async (paths: string[]) => void paths);
const app = staffApp({ deleteImages });
const send = (method: 'post' | 'put' | 'delete', path: string) => request(app)[method](path).set(staffHeaders);

const form = {
  title: 'Bluestone Patio & Walls — Orange, CT',
  content: '<p>A new patio.</p><script>alert(1)</script><a href="javascript:x()">x</a>',
  status: 'draft',
  type: 'project',
  excerpt: '',
  location: 'Orange, CT',
  serviceIds: ['patios-hardscape', 'patios-hardscape'],
  beforeImageUrl: before1,
  afterImageUrl: after1,
};

beforeAll(async () => {
  await writeDefaultServices();
  await seedDatabase({ projects: testProjects });
});
beforeEach(() => deleteImages.mockClear());

describe('POST /api/posts', () => {
  it('creates a sanitized draft project with a slug, views 0, meta title = title, timestamps', async () => {
    const post = await createPost(app, form);
    expect(post).toMatchObject({
      slug: 'bluestone-patio-walls-orange-ct',
      type: 'project',
      status: 'draft',
      views: 0,
      metaTitle: form.title,
      excerpt: null,
      serviceIds: ['patios-hardscape'],
      postServices: [{ id: 'patios-hardscape', service: { name: 'Patios and Hardscape' } }],
      galleryImages: [],
    });
    expect(post.content).toBe('<p>A new patio.</p><a>x</a>');
    expect(post.createdAt).toBe(post.updatedAt);
    expect(Date.now() - Date.parse(post.createdAt)).toBeLessThan(60_000);
    const stored = (await db().collection('posts').doc(post.id).get()).data();
    expect(stored?.content).not.toMatch(/script|javascript/);
  });

  it('makes slugs unique per type: -2, -3, and never another post id', async () => {
    const title = 'Unique Slug Garden';
    const slugs = [];
    for (let i = 0; i < 3; i += 1)
      slugs.push(
        (
          (
            await send('post', '/api/posts')
              .send({ ...form, title })
              .expect(201)
          ).body as Post
        ).slug,
      );
    expect(slugs).toEqual(['unique-slug-garden', 'unique-slug-garden-2', 'unique-slug-garden-3']);
    const clash = await send('post', '/api/posts')
      .send({ ...form, title: 'Demo Stone Patio' })
      .expect(201);
    expect(clash.body.slug).toBe('demo-stone-patio-2');
    const symbols = await send('post', '/api/posts')
      .send({ ...form, title: '!!!' })
      .expect(201);
    expect(symbols.body.slug).toMatch(/^project(-\d+)?$/);
  });

  it('answers 400 with the spec texts and writes nothing', async () => {
    const before = (await db().collection('posts').count().get()).data().count;
    const res = await send('post', '/api/posts')
      .send({ title: ' ', content: 'short', status: 'archived', type: 'article' })
      .expect(400);
    expect(res.body).toEqual({
      message: 'Validation failed',
      errors: {
        title: 'Project title is required',
        content: 'Please provide project details',
        status: 'Status must be draft or published',
        type: 'Type must be project',
      },
    });
    const scripted = await send('post', '/api/posts')
      .send({ ...form, content: '<script>alert("long enough")</script>' })
      .expect(400);
    expect(scripted.body.errors).toEqual({ content: 'Please provide project details' });
    const services = await send('post', '/api/posts')
      .send({ ...form, serviceIds: ['nope'] })
      .expect(400);
    expect(services.body.errors).toEqual({ serviceIds: 'Unknown service: nope' });
    const image = await send('post', '/api/posts')
      .send({ ...form, beforeImageUrl: 'javascript:alert(1)' })
      .expect(400);
    expect(image.body.errors).toEqual({ beforeImageUrl: 'Image must be an uploaded image path' });
    expect((await db().collection('posts').count().get()).data().count).toBe(before);
  });

  it('is 401 for visitors and writes nothing', async () => {
    await request(app)
      .post('/api/posts')
      .set('Origin', 'http://127.0.0.1:5050')
      .send(form)
      .expect(401, { message: 'Unauthorized' });
  });
});

describe('PUT /api/posts/:id', () => {
  it('unpublishes (published → draft) and publishes (archived → published)', async () => {
    const down = await send('put', '/api/posts/demo-office-park').send({ status: 'draft' }).expect(200);
    expect(down.body).toMatchObject({ id: 'demo-office-park', status: 'draft', views: 0 });
    expect(Date.parse(down.body.updatedAt)).toBeGreaterThan(Date.parse(down.body.createdAt));
    await request(app).get('/api/posts/demo-office-park').expect(404);
    const up = await send('put', '/api/posts/demo-archived-pond').send({ status: 'published' }).expect(200);
    expect(up.body.status).toBe('published');
    await request(app).get('/api/posts/demo-archived-pond').expect(200);
  });

  it('rejects other statuses and unknown posts', async () => {
    const res = await send('put', '/api/posts/demo-old-wall').send({ status: 'archived' }).expect(400);
    expect(res.body).toEqual({ message: 'Validation failed', errors: { status: 'Status must be draft or published' } });
    await send('put', '/api/posts/no-such-post')
      .send({ status: 'draft' })
      .expect(404, { message: 'Project not found' });
    await send('put', '/api/posts/..').send({ status: 'draft' }).expect(404);
  });

  it('applies the full edit form: keeps views/createdAt, new slug for a new title, keeps replaced images for the revision', async () => {
    // Photos of its own: a photo another post still shows is never deleted (image-references.test.ts).
    const [ownBefore, ownAfter, replacement] = await storedImagePaths(3);
    const photos = { beforeImageUrl: ownBefore, afterImageUrl: ownAfter };
    const created = (
      await send('post', '/api/posts')
        .send({ ...form, ...photos, title: 'Edit Me Patio' })
        .expect(201)
    ).body as Post;
    expect(created.views).toBe(0);
    await recordView(created.id, 'a-visitor-browser-id-0001');
    const edited = {
      ...form,
      ...photos,
      title: 'Edited Patio',
      status: 'published',
      metaTitle: 'Custom meta',
      afterImageUrl: replacement,
    };
    const res = await send('put', `/api/posts/${created.id}`).send(edited).expect(200);
    expect(res.body).toMatchObject({
      id: created.id,
      slug: 'edited-patio',
      title: 'Edited Patio',
      status: 'published',
      views: 1,
      metaTitle: 'Custom meta',
      createdAt: created.createdAt,
    });
    expect(deleteImages).not.toHaveBeenCalled();
    const same = await send('put', `/api/posts/${created.id}`).send(edited).expect(200);
    expect(same.body.slug).toBe('edited-patio');
  });

  it('refuses a full edit of a service post and an invalid form, changing nothing', async () => {
    const before = (await db().collection('posts').doc('demo-stone-patio').get()).data();
    await send('put', '/api/posts/demo-stone-patio')
      .send({ ...form, title: '' })
      .expect(400);
    expect((await db().collection('posts').doc('demo-stone-patio').get()).data()).toEqual(before);
    await db()
      .collection('posts')
      .doc('svc-page')
      .set({ ...before, type: 'service', slug: 'svc-page' });
    const res = await send('put', '/api/posts/svc-page').send(form).expect(400);
    expect(res.body.errors).toEqual({ type: 'Only project posts can be edited with this form' });
  });
});

describe('DELETE /api/posts/:id', () => {
  it('moves the post to the Trash (its images kept), then 404; deleted forever, its stored images go', async () => {
    const [ownBefore, ownAfter] = await storedImagePaths(2);
    const created = (
      await send('post', '/api/posts')
        .send({ ...form, beforeImageUrl: ownBefore, afterImageUrl: ownAfter, title: 'Delete Me' })
        .expect(201)
    ).body as Post;
    await send('delete', `/api/posts/${created.id}`).expect(204);
    expect(deleteImages).not.toHaveBeenCalled();
    expect((await db().collection('posts').doc(created.id).get()).exists).toBe(false);
    expect((await db().collection('trash').doc(created.id).get()).exists).toBe(true);
    await send('delete', `/api/trash/${created.id}`).expect(204);
    expect(deleteImages).toHaveBeenCalledWith([ownBefore, ownAfter]);
    await send('delete', `/api/posts/${created.id}`).expect(404, { message: 'Project not found' });
    await request(app).get(`/api/posts/${created.id}`).set('Cookie', '__session=staff').expect(404);
  });

  it('leaves built-in /photos images alone and is 401 for visitors', async () => {
    await request(app)
      .delete('/api/posts/demo-old-wall')
      .set('Origin', 'http://127.0.0.1:5050')
      .set('X-Requested-With', 'fetch')
      .expect(401);
    await send('delete', '/api/posts/demo-old-wall').expect(204);
    expect(deleteImages).not.toHaveBeenCalled();
  });
});
