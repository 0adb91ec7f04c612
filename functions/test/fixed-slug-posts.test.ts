/**
 * Service and page posts through POST/PUT/DELETE /api/posts against the Firestore emulator
 * ("Services", "Pages"): create, one post per slug (409), publish and unpublish with
 * the spec's `{status}` body, edit (replaced images kept for the revision), reset (to the Trash),
 * unknown slugs and other bad input (400, nothing written), visitors (401) and what they read.
 * The staff session check is injected here; real cookies are covered by auth-matrix.test.ts.
 */
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Post, PostPage } from '@site/contract/post';
import { seedDatabase } from '../src/seed/seed';
import { db } from '../src/services/platform/firestore';
import { useTestFirestore } from './emulator';
import { testProjects } from './fixtures';
import { createPost, staffApp, staffHeaders, storedImagePaths, useTempObjects } from './objects-helpers';

useTestFirestore('fixed-slug-posts');
useTempObjects('fixed-slug-posts');
const [service1] = await storedImagePaths(1);
const deleteImages = vi.fn(async (paths: string[]) => void paths);
const app = staffApp({ deleteImages });
const send = (method: 'post' | 'put' | 'delete', path: string) => request(app)[method](path).set(staffHeaders);
const postCount = async () => (await db().collection('posts').count().get()).data().count;
const postsOf = async (type: string, slug: string) =>
  (await db().collection('posts').get()).docs.filter((doc) => doc.get('type') === type && doc.get('slug') === slug);

const serviceForm = (slug: string, overrides: Record<string, unknown> = {}) => ({
  type: 'service',
  slug,
  title: 'Landscape Design & Planting',
  excerpt: 'Gardens planned for Connecticut soil.',
  content:
    '<h2>Our approach</h2><p>Walk the site, then plant.</p><script>alert(1)</script><img src=x onerror=alert(2)>',
  image: service1,
  imageAlt: 'A new perennial bed in Orange',
  status: 'draft',
  ...overrides,
});
const pageForm = (slug: string, overrides: Record<string, unknown> = {}) => ({
  type: 'page',
  slug,
  title: 'Our family business since 1998',
  content: '<p>We started with one truck in Orange.</p>',
  status: 'published',
  ...overrides,
});

beforeAll(async () => {
  await seedDatabase({ projects: testProjects });
});
beforeEach(() => deleteImages.mockClear());

describe('service posts', () => {
  it("creates a sanitized service post for a service's slug", async () => {
    const post = await createPost(app, serviceForm('hydro-seeding'));
    expect(post).toMatchObject({
      type: 'service',
      slug: 'hydro-seeding',
      title: 'Landscape Design & Planting',
      excerpt: 'Gardens planned for Connecticut soil.',
      image: service1,
      imageAlt: 'A new perennial bed in Orange',
      status: 'draft',
      location: null,
      beforeImageUrl: null,
      serviceIds: [],
      views: 0,
    });
    expect(post.content).toBe('<h2>Our approach</h2><p>Walk the site, then plant.</p>');
  });

  it('allows one service post per slug: a second is 409 with a clear message and writes nothing', async () => {
    await send('post', '/api/posts').send(serviceForm('fertilizer')).expect(201);
    const before = await postCount();
    const res = await send('post', '/api/posts')
      .send(serviceForm('fertilizer', { title: 'Again' }))
      .expect(409);
    expect(res.body.message).toBe(
      'The fertilizer service already has its own text (a service post). Edit that post instead of creating another one.',
    );
    expect(res.body.errors).toEqual({ slug: res.body.message });
    expect(await postCount()).toBe(before);
    expect(await postsOf('service', 'fertilizer')).toHaveLength(1);
  });

  it('refuses unknown slugs and bad fields with 400, writing nothing', async () => {
    const before = await postCount();
    const unknown = await send('post', '/api/posts').send(serviceForm('snow-removal')).expect(400);
    expect(unknown.body).toEqual({
      message: 'Validation failed',
      errors: { slug: 'Unknown service' },
    });
    const bad = await send('post', '/api/posts')
      .send(
        serviceForm('drainage-systems', { title: ' ', excerpt: '', image: 'javascript:alert(1)', status: 'archived' }),
      )
      .expect(400);
    expect(bad.body.errors).toEqual({
      title: 'Service title is required',
      excerpt: 'Card description is required',
      image: 'Image must be an uploaded image path',
      status: 'Status must be draft or published',
    });
    const scripted = await send('post', '/api/posts')
      .send(serviceForm('drainage-systems', { content: '<script>document.write("long enough text")</script>' }))
      .expect(400);
    expect(scripted.body.errors).toEqual({ content: 'Please provide the service page text' });
    expect(await postCount()).toBe(before);
  });

  it('publishes and unpublishes with {status}; visitors read only the published one', async () => {
    const created = await createPost(app, serviceForm('putting-greens'));
    const listed = async () =>
      ((await request(app).get('/api/posts?type=service').expect(200)).body as PostPage).items.map((p) => p.slug);
    expect(await listed()).not.toContain('putting-greens');
    const up = await send('put', `/api/posts/${created.id}`).send({ status: 'published' }).expect(200);
    expect(up.body).toMatchObject({ id: created.id, type: 'service', status: 'published', title: created.title });
    expect(await listed()).toContain('putting-greens');
    await request(app).get('/api/posts/putting-greens').expect(200);
    await send('put', `/api/posts/${created.id}`).send({ status: 'draft' }).expect(200);
    expect(await listed()).not.toContain('putting-greens');
    await request(app).get('/api/posts/putting-greens').expect(404);
  });

  it('edits: replaces the fields, keeps createdAt, keeps the replaced image for the revision; alt text goes with the image', async () => {
    // Images of its own: an image another post still shows is never deleted (image-references.test.ts).
    const [own, replacement] = await storedImagePaths(2);
    const created = (
      await send('post', '/api/posts')
        .send(serviceForm('fence-installation', { image: own }))
        .expect(201)
    ).body as Post;
    const edited = serviceForm('fence-installation', {
      title: 'Fences',
      image: replacement,
      imageAlt: '',
      status: 'published',
    });
    const res = await send('put', `/api/posts/${created.id}`).send(edited).expect(200);
    expect(res.body).toMatchObject({
      id: created.id,
      title: 'Fences',
      image: replacement,
      imageAlt: null,
      createdAt: created.createdAt,
    });
    expect(deleteImages).not.toHaveBeenCalled();
    const noImage = await send('put', `/api/posts/${created.id}`)
      .send({ ...edited, image: '', imageAlt: 'Left over' })
      .expect(200);
    expect(noImage.body).toMatchObject({ image: null, imageAlt: null });
  });

  it('moves to a free slug; a taken slug is 409 and changes nothing', async () => {
    const a = await createPost(app, serviceForm('outdoor-kitchens'));
    await send('post', '/api/posts').send(serviceForm('natural-stone-walls')).expect(201);
    const before = (await db().collection('posts').doc(a.id).get()).data();
    await send('put', `/api/posts/${a.id}`).send(serviceForm('natural-stone-walls')).expect(409);
    expect((await db().collection('posts').doc(a.id).get()).data()).toEqual(before);
    const moved = await send('put', `/api/posts/${a.id}`).send(serviceForm('large-tree-planting')).expect(200);
    expect(moved.body.slug).toBe('large-tree-planting');
    const same = await send('put', `/api/posts/${a.id}`)
      .send(serviceForm('large-tree-planting', { title: 'Trees' }))
      .expect(200);
    expect(same.body.title).toBe('Trees');
  });

  it('resets to the built-in text by moving the post to the Trash (its image kept there); the slug is free again', async () => {
    const [own] = await storedImagePaths(1);
    const created = (
      await send('post', '/api/posts')
        .send(serviceForm('waterscapes-ponds', { status: 'published', image: own }))
        .expect(201)
    ).body as Post;
    await send('delete', `/api/posts/${created.id}`).expect(204);
    expect(deleteImages).not.toHaveBeenCalled();
    expect(await postsOf('service', 'waterscapes-ponds')).toHaveLength(0);
    await request(app).get('/api/posts/waterscapes-ponds').expect(404);
    await send('post', '/api/posts').send(serviceForm('waterscapes-ponds')).expect(201);
  });

  it('never changes a post type: 400 both ways; 404 for a missing post', async () => {
    const res = await send('put', '/api/posts/demo-old-wall').send(serviceForm('commercial-services')).expect(400);
    expect(res.body.errors).toEqual({ type: 'This post is a project; its type cannot change' });
    expect((await db().collection('posts').doc('demo-old-wall').get()).get('type')).toBe('project');
    const service = (await send('post', '/api/posts').send(serviceForm('commercial-services')).expect(201))
      .body as Post;
    const asPage = await send('put', `/api/posts/${service.id}`).send(pageForm('about')).expect(400);
    expect(asPage.body.errors).toEqual({ type: 'This post is a service; its type cannot change' });
    await send('put', '/api/posts/no-such-post')
      .send(serviceForm('commercial-services'))
      .expect(404, { message: 'Post not found' });
  });

  it('is 401 for visitors and 403 without the CSRF header, writing nothing', async () => {
    const before = await postCount();
    await request(app)
      .post('/api/posts')
      .set('Origin', 'http://127.0.0.1:5050')
      .set('X-Requested-With', 'fetch')
      .send(serviceForm('natural-stone-masonry'))
      .expect(401);
    await request(app)
      .post('/api/posts')
      .set('Cookie', '__session=staff')
      .send(serviceForm('natural-stone-masonry'))
      .expect(403);
    expect(await postCount()).toBe(before);
  });
});

describe('page posts', () => {
  it('creates the about and home posts, one each (409 for a second), and refuses other slugs', async () => {
    const about = await send('post', '/api/posts').send(pageForm('about')).expect(201);
    expect(about.body).toMatchObject({
      type: 'page',
      slug: 'about',
      title: 'Our family business since 1998',
      excerpt: null,
      image: null,
    });
    await send('post', '/api/posts')
      .send(pageForm('home', { title: 'Welcome' }))
      .expect(201);
    const again = await send('post', '/api/posts').send(pageForm('about')).expect(409);
    expect(again.body.message).toBe(
      'The about page already has its own text (a page post). Edit that post instead of creating another one.',
    );
    const other = await send('post', '/api/posts').send(pageForm('contact')).expect(400);
    expect(other.body.errors).toEqual({ slug: 'Page must be about, home or privacy' });
    expect(await postsOf('page', 'about')).toHaveLength(1);
  });

  it('edits, unpublishes and resets a page post', async () => {
    const [home] = await postsOf('page', 'home');
    const id = home?.id ?? '';
    const edited = await send('put', `/api/posts/${id}`)
      .send(pageForm('home', { title: 'Stone and gardens', content: '<p>New <em>intro</em>.</p>' }))
      .expect(200);
    expect(edited.body).toMatchObject({
      title: 'Stone and gardens',
      content: '<p>New <em>intro</em>.</p>',
      status: 'published',
    });
    await send('put', `/api/posts/${id}`).send({ status: 'draft' }).expect(200);
    expect((await db().collection('posts').doc(id).get()).get('status')).toBe('draft');
    await send('delete', `/api/posts/${id}`).expect(204);
    expect(await postsOf('page', 'home')).toHaveLength(0);
  });

  it('a service slug is not a page slug and a project form never edits a page', async () => {
    const wrong = await send('post', '/api/posts').send(pageForm('landscaping')).expect(400);
    expect(wrong.body.errors).toEqual({ slug: 'Page must be about, home or privacy' });
    const [about] = await postsOf('page', 'about');
    const project = {
      title: 'A project',
      content: '<p>Long enough project text.</p>',
      status: 'draft',
      type: 'project',
    };
    const res = await send('put', `/api/posts/${about?.id}`).send(project).expect(400);
    expect(res.body.errors).toEqual({ type: 'Only project posts can be edited with this form' });
  });
});
