/**
 * GET /api/posts and GET /api/posts/:idOrSlug against the Firestore emulator ("Read API").
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { postFieldsSchema, postSchema, type Post, type PostFields, type PostPage } from '@site/contract/post';
import { writeDefaultServices } from '../src/migrations/default-services';
import { createApp } from '../src/app';
import { seedDatabase } from '../src/seed/seed';
import { upsertPostKeepingHistory } from '../src/services/posts/post-writes';
import { useTestFirestore } from './emulator';
import { hiddenIds, hiddenSlugs, testProjects } from './fixtures';
import { staffUser } from './objects-helpers';

useTestFirestore('posts');
const app = createApp({ verifySession: async () => null });
/** A post's fields with nothing optional set (the schema's defaults), for documents written directly. */
const base: Omit<PostFields, 'slug' | 'type' | 'title' | 'status'> = postFieldsSchema
  .omit({ slug: true, type: true, title: true, status: true })
  .parse({ content: '<p>Body text of a post.</p>' });

beforeAll(async () => {
  await writeDefaultServices();
  await seedDatabase({ projects: testProjects });
  const at = new Date(Date.now() - 3 * 86_400_000);
  await upsertPostKeepingHistory(
    'svc-landscaping',
    { ...base, slug: 'landscaping', type: 'service', title: 'Landscaping', status: 'published' },
    at,
  );
  await upsertPostKeepingHistory(
    'svc-draft',
    { ...base, slug: 'putting-greens', type: 'service', title: 'Draft service walkway', status: 'draft' },
    at,
  );
  await upsertPostKeepingHistory(
    'page-archived',
    { ...base, slug: 'old-page', type: 'page', title: 'Archived page', status: 'archived' },
    at,
  );
});

const allHiddenIds = [...hiddenIds, 'svc-draft', 'page-archived'];

describe('GET /api/posts for visitors', () => {
  it('returns published posts, newest first, each exactly a contract Post', async () => {
    const res = await request(app).get('/api/posts').expect(200).expect('Content-Type', /json/);
    const posts = (res.body as PostPage).items;
    expect(posts.map((p) => p.id)).toEqual([
      'svc-landscaping',
      'demo-stone-patio',
      'demo-office-park',
      'demo-old-wall',
    ]);
    for (const post of posts) {
      expect(postSchema.strict().parse(post)).toEqual(post);
      expect(new Date(post.createdAt).toISOString()).toBe(post.createdAt);
    }
    const times = posts.map((p) => Date.parse(p.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('never returns a draft or archived post, whatever type, status and search ask', async () => {
    const types = [undefined, 'project', 'service', 'page'];
    const statuses = [undefined, 'published', 'draft', 'archived', 'all'];
    const searches = [undefined, '', 'walkway', 'pond', 'residential', 'COMMERCIAL', 'secret', 'archived'];
    for (const type of types) {
      for (const status of statuses) {
        for (const search of searches) {
          const query = Object.fromEntries(Object.entries({ type, status, search }).filter(([, v]) => v !== undefined));
          const res = await request(app).get('/api/posts').query(query).expect(200);
          for (const post of (res.body as PostPage).items) {
            expect(post.status, JSON.stringify(query)).toBe('published');
            expect(allHiddenIds).not.toContain(post.id);
          }
        }
      }
    }
  });

  it('filters by type', async () => {
    const res = await request(app).get('/api/posts?type=project&status=published').expect(200);
    expect((res.body as PostPage).items.map((p) => p.id)).toEqual([
      'demo-stone-patio',
      'demo-office-park',
      'demo-old-wall',
    ]);
    const services = await request(app).get('/api/posts?type=service').expect(200);
    expect((services.body as PostPage).items.map((p) => p.id)).toEqual(['svc-landscaping']);
  });

  it('searches the words of title or content by their start, case-insensitive', async () => {
    const byContent = await request(app).get('/api/posts?search=BLUESTONE').expect(200);
    expect((byContent.body as PostPage).items.map((p) => p.id)).toEqual(['demo-stone-patio']);
    const byTitle = await request(app).get('/api/posts?search=office%20park').expect(200);
    expect((byTitle.body as PostPage).items.map((p) => p.id)).toEqual(['demo-office-park']);
  });

  it('joins postServices, counts no views before a visit, defaults missing fields, and serves sanitized content', async () => {
    const res = await request(app).get('/api/posts/demo-stone-patio').expect(200);
    const post = res.body as Post;
    expect(post.serviceIds).toEqual(['patios-hardscape', 'no-such-service']);
    expect(post.postServices).toEqual([{ id: 'patios-hardscape', service: { name: 'Patios and Hardscape' } }]);
    expect(post.views).toBe(0);
    expect(post.content).not.toMatch(/script|onerror|javascript:/i);
    expect(post.content).toContain('<p>A residential bluestone patio.</p>');
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
  });
});

describe('GET /api/posts/:idOrSlug for visitors', () => {
  it('finds a published post by id and by slug', async () => {
    const byId = await request(app).get('/api/posts/demo-office-park').expect(200);
    const bySlug = await request(app).get('/api/posts/office-park-plantings').expect(200);
    expect(bySlug.body).toEqual(byId.body);
    expect((bySlug.body as Post).slug).toBe('office-park-plantings');
    const service = await request(app).get('/api/posts/landscaping').expect(200);
    expect((service.body as Post).type).toBe('service');
  });

  it('answers 404 {message: "Project not found"} for drafts, archived and unknown posts', async () => {
    for (const key of [...allHiddenIds, ...hiddenSlugs, 'putting-greens', 'old-page', 'nope', '..', '__x__', 'a%2Fb']) {
      const res = await request(app).get(`/api/posts/${key}`).expect(404).expect('Content-Type', /json/);
      expect(res.body, key).toEqual({ message: 'Project not found' });
    }
  });
});

describe('posts for a staff session (session check injected)', () => {
  const staffApp = createApp({ verifySession: async (cookie) => (cookie === 'good' ? staffUser : null) });
  const asStaff = (path: string) => request(staffApp).get(path).set('Cookie', '__session=good');

  it('sees every status, honours the status filter, and is never cached', async () => {
    const all = await asStaff('/api/posts?status=all').expect(200);
    expect((all.body as PostPage).items.length).toBe(8);
    expect(all.headers['cache-control']).toBe('private, no-store');
    const noFilter = await asStaff('/api/posts').expect(200);
    expect(noFilter.body).toEqual(all.body);
    const drafts = await asStaff('/api/posts?status=draft&type=project').expect(200);
    expect((drafts.body as PostPage).items.map((p) => p.id)).toEqual(['demo-draft-walkway']);
    const searched = await asStaff('/api/posts?status=all&search=walkway').expect(200);
    expect((searched.body as PostPage).items.map((p) => p.id)).toEqual(['demo-draft-walkway', 'svc-draft']);
  });

  it('finds drafts by id and slug', async () => {
    await asStaff('/api/posts/demo-archived-pond').expect(200);
    const res = await asStaff('/api/posts/secret-draft-walkway').expect(200);
    expect((res.body as Post).id).toBe('demo-draft-walkway');
  });

  it('treats a cookie that is not a staff session as a visitor', async () => {
    const res = await request(staffApp).get('/api/posts?status=draft').set('Cookie', '__session=bad').expect(200);
    expect((res.body as PostPage).items.map((p) => p.status)).toEqual([
      'published',
      'published',
      'published',
      'published',
    ]);
    await request(staffApp).get('/api/posts/secret-draft-walkway').set('Cookie', '__session=bad').expect(404);
  });
});
