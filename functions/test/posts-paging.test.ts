/**
 * GET /api/posts reads pages (DESIGN §5 "Lists read pages"; contract list-page.ts): paging forward
 * for visitors (published only, on every page) and staff (every status), search and the sector
 * filter as queries on the maintained list fields (services/posts/post-list-fields.ts), a stale
 * cursor, and the migration that backfills those fields on posts written before them.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { postFieldsSchema, type PostFields, type PostPage } from '@site/contract/post';
import { createApp } from '../src/app';
import { backfillPostListFields } from '../src/migrations/post-list-fields';
import { db } from '../src/services/platform/firestore';
import { upsertPostKeepingHistory } from '../src/services/posts/post-writes';
import { useTestFirestore } from './emulator';
import { staffUser } from './objects-helpers';

useTestFirestore('posts-paging');
const app = createApp({ verifySession: async (cookie) => (cookie === 'good' ? staffUser : null) });

const base = postFieldsSchema
  .omit({ slug: true, type: true, title: true, status: true })
  .parse({ content: '<p>A garden wall of fieldstone.</p>' });

/** 30 projects, newest first p00…p29; every third a draft; p28 (published, oldest but one) the one "Zanzibar" and "commercial" project. */
const projects = Array.from({ length: 30 }, (_, i) => {
  const id = `p${String(i).padStart(2, '0')}`;
  const fields: PostFields = {
    ...base,
    slug: id,
    type: 'project',
    title: i === 28 ? `Zanzibar courtyard ${id}` : `Stone wall ${id}`,
    status: i % 3 === 0 ? 'draft' : 'published',
    content: i === 28 ? '<p>A <b>commercial</b> courtyard.</p>' : base.content,
  };
  return { id, fields, createdAt: new Date(Date.UTC(2026, 0, 30 - i)) };
});
const published = projects.filter((p) => p.fields.status === 'published').map((p) => p.id);
const everyId = projects.map((p) => p.id);

beforeAll(async () => {
  for (const p of projects) await upsertPostKeepingHistory(p.id, p.fields, p.createdAt);
});

/** Pages through `path` (a query string without cursor) by nextCursor; returns every page. */
async function allPages(path: string, cookie?: string): Promise<PostPage[]> {
  const pages: PostPage[] = [];
  let cursor: string | null | undefined;
  do {
    const url = cursor ? `${path}&cursor=${encodeURIComponent(cursor)}` : path;
    const req = request(app).get(url);
    if (cookie) void req.set('Cookie', cookie);
    const page = (await req.expect(200)).body as PostPage;
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 20);
  return pages;
}

describe('GET /api/posts pages', () => {
  it('pages a visitor through the published projects only, newest first, with the total on every page', async () => {
    const pages = await allPages('/api/posts?type=project&status=all&limit=7');
    expect(pages.map((page) => page.items.length)).toEqual([7, 7, 6]);
    expect(pages.flatMap((page) => page.items.map((post) => post.id))).toEqual(published);
    for (const page of pages) {
      expect(page.total).toBe(published.length);
      for (const post of page.items) expect(post.status).toBe('published');
    }
    expect(pages.at(-1)?.nextCursor).toBeNull();
  });

  it('never gives a visitor a draft on any page, even with a draft as the cursor', async () => {
    const res = await request(app).get('/api/posts?type=project&status=draft&cursor=p00&limit=5').expect(200);
    const page = res.body as PostPage;
    expect(page.items.map((post) => post.id)).toEqual(['p01', 'p02', 'p04', 'p05', 'p07']);
    expect(page.items.every((post) => post.status === 'published')).toBe(true);
  });

  it('pages staff through every status, and through one status', async () => {
    const all = await allPages('/api/posts?type=project&status=all&limit=25', '__session=good');
    expect(all.map((page) => page.items.length)).toEqual([25, 5]);
    expect(all.flatMap((page) => page.items.map((post) => post.id))).toEqual(everyId);
    expect(all[0]?.total).toBe(30);
    const drafts = await allPages('/api/posts?type=project&status=draft&limit=4', '__session=good');
    expect(drafts.flatMap((page) => page.items.map((post) => post.id))).toEqual(
      projects.filter((p) => p.fields.status === 'draft').map((p) => p.id),
    );
    expect(drafts[0]?.total).toBe(10);
  });

  it('finds by search a post that lies beyond the first page, by the start of any word, with its total', async () => {
    const first = (await request(app).get('/api/posts?type=project&limit=10').expect(200)).body as PostPage;
    expect(first.items.map((post) => post.id)).not.toContain('p28');
    for (const search of ['zanz', 'ZANZIBAR', 'Zanzibar court', 'courtyard']) {
      const found = (await request(app).get('/api/posts').query({ type: 'project', search }).expect(200))
        .body as PostPage;
      expect(found, search).toEqual({ items: [expect.objectContaining({ id: 'p28' })], nextCursor: null, total: 1 });
    }
    const none = (await request(app).get('/api/posts?search=zanzibar%20brick').expect(200)).body as PostPage;
    expect(none.items).toEqual([]);
  });

  it('filters by sector (spec §2 gallery rule) as a query', async () => {
    const res = await request(app).get('/api/posts?type=project&sector=commercial').set('Cookie', '__session=good');
    expect((res.body as PostPage).items.map((post) => post.id)).toEqual(['p28']);
    expect((res.body as PostPage).total).toBe(1);
  });

  it('answers 409 with a message for a cursor that names no post, and 400 for a bad limit or cursor', async () => {
    for (const cookie of ['', '__session=good']) {
      const res = await request(app).get('/api/posts?type=project&cursor=gone-post').set('Cookie', cookie).expect(409);
      expect(res.body).toEqual({ message: 'This page of the list is gone: start again from the first page' });
    }
    for (const query of ['limit=0', 'limit=101', 'limit=x', 'cursor=a%2Fb', 'sector=rural']) {
      const res = await request(app).get(`/api/posts?${query}`).expect(400);
      expect((res.body as { message: string }).message).toBe('Invalid query parameters');
    }
  });
});

describe('the list-fields migration', () => {
  it('backfills a post written before the fields existed, once (idempotent)', async () => {
    await db()
      .collection('posts')
      .doc('old-post')
      .set({
        ...base,
        slug: 'old-post',
        type: 'project',
        title: 'Quillfeather terrace',
        status: 'published',
        createdAt: new Date(Date.UTC(2020, 0, 1)),
      });
    const before = (
      await request(app).get('/api/posts?search=quillfeather').set('Cookie', '__session=good').expect(200)
    ).body as PostPage;
    expect(before.total).toBe(0);
    const first = await backfillPostListFields();
    expect(first.updated).toEqual(['old-post']);
    const after = (await request(app).get('/api/posts?search=quill').set('Cookie', '__session=good').expect(200))
      .body as PostPage;
    expect(after.items.map((post) => post.id)).toEqual(['old-post']);
    expect((await backfillPostListFields()).updated).toEqual([]);
  });
});
