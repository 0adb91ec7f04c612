/**
 * The Trash, Redirects and Reviews lists read pages (DESIGN §5 "Lists read pages"; contract
 * list-page.ts): each list, filled past one page through its real write path, is read page by
 * page by cursor, in its order, with its total on every page; a cursor naming an item that has
 * gone is a 409 with a message, a bad page a 400.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListPage } from '@site/contract/list-page';
import { useTestFirestore } from './emulator';
import { createPost, staffHeaders, useStaffApp } from './objects-helpers';

useTestFirestore('staff-list-pages');
const { app } = useStaffApp('staff-list-pages');

/** Reads every page of `path` with `limit` by nextCursor (at most 20 pages). */
async function allPages<T>(path: string, limit: number): Promise<ListPage<T>[]> {
  const pages: ListPage<T>[] = [];
  let cursor: string | null = null;
  do {
    const query: Record<string, string> = { limit: String(limit) };
    if (cursor) query.cursor = cursor;
    const page = (await request(app).get(path).query(query).set(staffHeaders).expect(200)).body as ListPage<T>;
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 20);
  return pages;
}

/** Every list's stale-cursor and bad-page answers. */
async function refusesBadPages(path: string): Promise<void> {
  const gone = await request(app).get(`${path}?cursor=no-such-item`).set(staffHeaders).expect(409);
  expect(gone.body).toEqual({ message: 'This page of the list is gone: start again from the first page' });
  for (const query of ['limit=0', 'limit=101', 'cursor=a%2Fb']) {
    const res = await request(app).get(`${path}?${query}`).set(staffHeaders).expect(400);
    expect((res.body as { message: string }).message).toBe('Invalid query parameters');
  }
  await request(app).get(path).expect(401);
}

describe('Reviews pages', () => {
  const count = 12;
  beforeAll(async () => {
    for (let i = 0; i < count; i += 1) {
      const day = String(i + 1).padStart(2, '0');
      const res = await request(app)
        .post('/api/reviews')
        .set(staffHeaders)
        .send({
          quote: `Review number ${i} of the paging test.`,
          name: `Client ${i}`,
          town: 'Milford',
          service: null,
          rating: 5,
          date: `2026-03-${day}`,
          status: i % 2 ? 'published' : 'draft',
        });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
  });

  it('reads every review once, newest date first, drafts too, with the total on each page', async () => {
    const pages = await allPages<{ date: string; name: string }>('/api/reviews', 5);
    expect(pages.map((page) => page.items.length)).toEqual([5, 5, 2]);
    expect(pages.every((page) => page.total === count)).toBe(true);
    const dates = pages.flatMap((page) => page.items.map((item) => item.date));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(pages.flatMap((page) => page.items.map((item) => item.name))).size).toBe(count);
  });

  it('answers a gone cursor 409 and a bad page 400', () => refusesBadPages('/api/reviews'));
});

describe('Redirects pages', () => {
  const count = 9;
  beforeAll(async () => {
    const csv = Array.from({ length: count }, (_, i) => `/old-page-${i}.html,/services`).join('\n');
    const res = await request(app).post('/api/redirects/import').set(staffHeaders).send({ csv });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Visits make the order: most hits first.
    for (let i = 0; i < 3; i += 1) await request(app).get('/old-page-4.html').expect(301);
    await request(app).get('/old-page-7.html').expect(301);
  });

  it('reads every rule once, most visits first, with the total on each page', async () => {
    const pages = await allPages<{ from: string; hits: number }>('/api/redirects', 4);
    expect(pages.map((page) => page.items.length)).toEqual([4, 4, 1]);
    expect(pages.every((page) => page.total === count)).toBe(true);
    const rules = pages.flatMap((page) => page.items);
    expect(rules.slice(0, 2).map((rule) => [rule.from, rule.hits])).toEqual([
      ['/old-page-4.html', 3],
      ['/old-page-7.html', 1],
    ]);
    expect(new Set(rules.map((rule) => rule.from)).size).toBe(count);
  });

  it('answers a gone cursor 409 and a bad page 400', () => refusesBadPages('/api/redirects'));
});

describe('Trash pages', () => {
  const count = 7;
  beforeAll(async () => {
    for (let i = 0; i < count; i += 1) {
      const post = await createPost(app, {
        title: `Trashed wall ${i}`,
        content: '<p>A wall for the Trash pages.</p>',
        status: 'draft',
        type: 'project',
      });
      await request(app).delete(`/api/posts/${post.id}`).set(staffHeaders).expect(204);
    }
  });

  it('reads every deleted post once, the last deleted first, with the total on each page', async () => {
    const pages = await allPages<{ title: string; trashedAt: string }>('/api/trash', 3);
    expect(pages.map((page) => page.items.length)).toEqual([3, 3, 1]);
    expect(pages.every((page) => page.total === count)).toBe(true);
    const titles = pages.flatMap((page) => page.items.map((item) => item.title));
    expect(titles).toEqual(Array.from({ length: count }, (_, i) => `Trashed wall ${count - 1 - i}`));
  });

  it('answers a gone cursor 409 and a bad page 400', () => refusesBadPages('/api/trash'));
});
