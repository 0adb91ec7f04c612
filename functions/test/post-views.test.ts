/**
 * POST /api/posts/:idOrSlug/views and the view counter ("Views that count"; ADR 0012)
 * against the Firestore emulator: once per browser per project per UTC day, staff, bots and
 * prefetches ignored, hidden or unknown posts not counted, concurrent views all counted, and no
 * change to the visitor read cache's write stamp.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Post, PostPage } from '@site/contract/post';
import { createApp } from '../src/app';
import { seedDatabase } from '../src/seed/seed';
import { db } from '../src/services/platform/firestore';
import {
  readViewCount,
  readViewCounts,
  recordView,
  viewCountersCollection,
  viewMarksCollection,
  viewShardCount,
} from '../src/services/posts/post-views';
import { writeStampPath } from '../src/services/platform/visitor-read-cache';
import { useTestFirestore } from './emulator';
import { hiddenIds, hiddenSlugs, testProjects } from './fixtures';
import { staffUser } from './objects-helpers';

useTestFirestore('post-views');
const verifySession = async (cookie: string) => (cookie === 'staff' ? staffUser : null);
const app = createApp({
  verifySession,
  deleteImages: async () => undefined,
  rateLimits: { views: { limit: 10_000, windowMs: 60_000 } },
});
const origin = 'http://127.0.0.1:5050';
const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A browser id of the form the page makes (32 hex characters), distinct per `n`. */
const browser = (n: number | string) => `browser${String(n).padStart(25, '0')}`;

/** The view beacon as the project page sends it: same-site, JSON, X-Requested-With. */
function view(idOrSlug: string, browserId: string, headers: Record<string, string> = {}) {
  return request(app)
    .post(`/api/posts/${encodeURIComponent(idOrSlug)}/views`)
    .set({ Origin: origin, 'User-Agent': chrome, 'X-Requested-With': 'fetch', ...headers })
    .send({ browserId });
}

/** A post's views as the admin reads them (staff GET /api/posts/:id). */
async function staffViews(id: string): Promise<number> {
  const res = await request(app).get(`/api/posts/${id}`).set('Cookie', '__session=staff').expect(200);
  return (res.body as Post).views;
}

beforeAll(async () => {
  await seedDatabase({ projects: testProjects });
});

describe('POST /api/posts/:idOrSlug/views', () => {
  it('counts a browser once per project per day, by id or slug; a second browser counts', async () => {
    expect(await staffViews('demo-office-park')).toBe(0);
    const first = await view('demo-office-park', browser(1)).expect(204);
    expect(first.text).toBe('');
    expect(first.headers['cache-control']).toBe('no-store');
    expect(await staffViews('demo-office-park')).toBe(1);
    await view('demo-office-park', browser(1)).expect(204);
    await view('office-park-plantings', browser(1)).expect(204);
    expect(await staffViews('demo-office-park')).toBe(1);
    await view('office-park-plantings', browser(2)).expect(204);
    expect(await staffViews('demo-office-park')).toBe(2);
    // The same browser on another project counts there.
    await view('demo-old-wall', browser(1)).expect(204);
    expect(await staffViews('demo-old-wall')).toBe(1);
    // The admin list shows the same counts.
    const list = await request(app).get('/api/posts').set('Cookie', '__session=staff').expect(200);
    const views = new Map((list.body as PostPage).items.map((post) => [post.id, post.views]));
    expect(views.get('demo-office-park')).toBe(2);
    expect(views.get('demo-old-wall')).toBe(1);
    expect(views.get('demo-stone-patio')).toBe(0);
  });

  it('ignores staff, bots, headless browsers, missing user agents and prefetches (204, not counted)', async () => {
    const before = await staffViews('demo-stone-patio');
    await view('demo-stone-patio', browser('staff'), { Cookie: '__session=staff' }).expect(204);
    const bots = [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    ];
    for (const [i, userAgent] of bots.entries())
      await view('demo-stone-patio', browser(`bot${i}`), { 'User-Agent': userAgent }).expect(204);
    await view('demo-stone-patio', browser('no-ua'), { 'User-Agent': '' }).expect(204);
    await view('demo-stone-patio', browser('prefetch'), { 'Sec-Purpose': 'prefetch;prerender' }).expect(204);
    await view('demo-stone-patio', browser('purpose'), { Purpose: 'prefetch' }).expect(204);
    expect(await staffViews('demo-stone-patio')).toBe(before);
    // The same browser, as a visitor, counts.
    await view('demo-stone-patio', browser('staff')).expect(204);
    expect(await staffViews('demo-stone-patio')).toBe(before + 1);
  });

  it('does not count drafts, archived, unknown or non-project posts (404)', async () => {
    for (const idOrSlug of [...hiddenIds, ...hiddenSlugs, 'no-such-project', 'meta']) {
      const res = await view(idOrSlug, browser('hidden')).expect(404);
      expect(res.body).toEqual({ message: 'Project not found' });
    }
    const counts = await readViewCounts();
    for (const id of hiddenIds) expect(counts.has(id), id).toBe(false);
    expect(await readViewCount('no-such-project')).toBe(0);
  });

  it('refuses a bad browser id (400) and cross-site or non-JSON requests (403), counting nothing', async () => {
    const before = await staffViews('demo-old-wall');
    const bad = await view('demo-old-wall', 'short').expect(400);
    expect(bad.body).toEqual({ message: 'Invalid view', errors: { browserId: expect.any(String) } });
    await request(app)
      .post('/api/posts/demo-old-wall/views')
      .set({ Origin: origin, 'User-Agent': chrome, 'X-Requested-With': 'fetch' })
      .send({})
      .expect(400);
    await view('demo-old-wall', browser('evil'), { Origin: 'https://evil.example' }).expect(403);
    // What sendBeacon or a cross-site form could send: text/plain without the custom header.
    await request(app)
      .post('/api/posts/demo-old-wall/views')
      .set({ Origin: origin, 'User-Agent': chrome, 'Content-Type': 'text/plain' })
      .send(JSON.stringify({ browserId: browser('beacon') }))
      .expect(403);
    expect(await staffViews('demo-old-wall')).toBe(before);
  });

  it('counts 50 views from different browsers sent at once', async () => {
    const before = await staffViews('demo-stone-patio');
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => view('stone-patio-guilford', browser(`many${i}`))),
    );
    expect(responses.map((res) => res.status)).toEqual(Array(50).fill(204));
    expect(await staffViews('demo-stone-patio')).toBe(before + 50);
    const shards = await db().collection(viewCountersCollection).get();
    expect(shards.size).toBeGreaterThan(1);
    expect(shards.size).toBeLessThanOrEqual(viewShardCount);
  });

  it('does not move the visitor read cache write stamp (a view is not visitor content)', async () => {
    await request(app).get('/api/posts/demo-stone-patio').expect(200);
    const stamp = (await db().doc(writeStampPath).get()).get('stamp') as unknown;
    await view('demo-stone-patio', browser('stamp')).expect(204);
    expect((await db().doc(writeStampPath).get()).get('stamp')).toBe(stamp);
  });

  it('is rate limited per client (429)', async () => {
    const limited = createApp({ verifySession, rateLimits: { views: { limit: 2, windowMs: 60_000 } } });
    const send = () =>
      request(limited)
        .post('/api/posts/demo-old-wall/views')
        .set({ Origin: origin, 'User-Agent': chrome, 'X-Requested-With': 'fetch' })
        .send({ browserId: browser('limited') });
    await send().expect(204);
    await send().expect(204);
    const res = await send().expect(429);
    expect(res.body.message).toMatch(/Too many requests/);
  });
});

describe('the view counter', () => {
  it('keeps per browser marks that name no browser, post or day, expiring at the end of the UTC day', async () => {
    const at = new Date('2026-03-04T23:59:59.000Z');
    expect(await recordView('demo-day', browser('day'), at)).toBe('counted');
    expect(await recordView('demo-day', browser('day'), new Date('2026-03-04T00:00:00.000Z'))).toBe('repeat');
    expect(await recordView('demo-day', browser('day'), new Date('2026-03-05T00:00:00.000Z'))).toBe('counted');
    expect(await readViewCount('demo-day')).toBe(2);
    const marks = await db().collection(viewMarksCollection).get();
    for (const mark of marks.docs) {
      expect(mark.id).toMatch(/^[0-9a-f]{64}$/);
      expect(Object.keys(mark.data())).toEqual(['expireAt']);
    }
    const expiries = marks.docs.map((mark) => mark.get('expireAt').toDate().toISOString());
    expect(expiries).toContain('2026-03-05T00:00:00.000Z');
    expect(expiries).toContain('2026-03-06T00:00:00.000Z');
  });

  it('keeps a post’s counts while it is in the Trash, and drops them when it is deleted forever', async () => {
    await view('demo-old-wall', browser('before-delete')).expect(204);
    const counted = await readViewCount('demo-old-wall');
    expect(counted).toBeGreaterThan(0);
    const staff = { Cookie: '__session=staff', Origin: origin, 'X-Requested-With': 'fetch' };
    await request(app).delete('/api/posts/demo-old-wall').set(staff).expect(204);
    expect(await readViewCount('demo-old-wall')).toBe(counted);
    await request(app).delete('/api/trash/demo-old-wall').set(staff).expect(204);
    expect(await readViewCount('demo-old-wall')).toBe(0);
    expect((await readViewCounts()).has('demo-old-wall')).toBe(false);
  });
});
