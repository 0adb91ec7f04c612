/**
 * The visitor read cache (services/platform/visitor-read-cache: values, @epic-web/cachified over
 * lru-cache) through the API, against the Firestore emulator: hits answer the same JSON (also
 * compressed, also 304), every post write through the API is visible to the next visitor read at
 * once, staff never get a cached visitor answer, visitors never get a draft or archived post,
 * and when Firestore fails the last good value is served.
 */
import request from 'supertest';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Post, PostPage } from '@site/contract/post';
import { seedDatabase } from '../src/seed/seed';
import { db } from '../src/services/platform/firestore';
import { logger } from 'firebase-functions/logger';
import {
  cachedVisitorRead,
  invalidateVisitorReads,
  visitorCacheSize,
  visitorCacheTtlMs,
  writeStampPath,
} from '../src/services/platform/visitor-read-cache';
import { useTestFirestore } from './emulator';
import { hiddenIds, hiddenSlugs, testProjects } from './fixtures';
import { staffApp } from './objects-helpers';

useTestFirestore('visitor-cache');
const app = staffApp({
  deleteImages: async () => undefined,
});
const list = '/api/posts?type=project&status=published';
const visitor = (path: string) => request(app).get(path);
const staff = (path: string) => request(app).get(path).set('Cookie', '__session=staff');
const write = (method: 'post' | 'put' | 'delete', path: string) =>
  request(app)
    [method](path)
    .set('Cookie', '__session=staff')
    .set('Origin', 'http://127.0.0.1:5050')
    .set('X-Requested-With', 'fetch');
const ids = (body: unknown) => (body as PostPage).items.map((post) => post.id);

beforeAll(async () => {
  await seedDatabase({ projects: testProjects });
});
beforeEach(() => invalidateVisitorReads());

describe('cache hits', () => {
  it('serve the same body and ETag, even when Firestore changed behind the API (until a write or the TTL)', async () => {
    const first = await visitor(list).expect(200);
    expect(visitorCacheSize()).toBe(1);
    // A change that bypasses the API (another instance, the seed CLI) is not seen before the TTL:
    // proof that the second answer is the cached one.
    await db().collection('posts').doc('demo-office-park').update({ title: 'Changed behind the cache' });
    const second = await visitor(list).expect(200);
    expect(second.text).toBe(first.text);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    // Staff read Firestore itself.
    const forStaff = await staff(list).expect(200);
    expect((forStaff.body as PostPage).items.find((post) => post.id === 'demo-office-park')?.title).toBe(
      'Changed behind the cache',
    );
    await db().collection('posts').doc('demo-office-park').update({ title: 'Office Park Plantings' });
  });

  it('are dropped when another instance has written (the write stamp changed)', async () => {
    const first = await visitor(list).expect(200);
    // Another instance's write: the post changes and so does the stamp (invalidateVisitorReads).
    await db().collection('posts').doc('demo-office-park').update({ title: 'Written by another instance' });
    await db().doc(writeStampPath).set({ stamp: 'another-instance-write', updatedAt: new Date() });
    const second = await visitor(list).expect(200);
    expect(second.text).not.toBe(first.text);
    expect((second.body as PostPage).items.find((post) => post.id === 'demo-office-park')?.title).toBe(
      'Written by another instance',
    );
    await db().collection('posts').doc('demo-office-park').update({ title: 'Office Park Plantings' });
  });

  it('answer 304 to a matching If-None-Match', async () => {
    const first = await visitor('/api/posts/stone-patio-guilford').expect(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/"/);
    await visitor('/api/posts/stone-patio-guilford')
      .set('If-None-Match', etag ?? '')
      .expect(304);
  });

  it('send br or gzip by Accept-Encoding, decoding to the same JSON', async () => {
    const plain = await visitor(list).set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    // supertest (superagent) decodes br and gzip itself (the `compression` middleware encodes).
    const br = await visitor(list).set('Accept-Encoding', 'gzip, deflate, br, zstd').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toEqual(plain.body);
    const gzip = await visitor(list).set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toEqual(plain.body);
    expect(gzip.headers.etag).toBe(plain.headers.etag);
  });
});

describe('writes through the API are visible to the next visitor read', () => {
  it('each write changes the write stamp that every instance checks', async () => {
    const before = (await db().doc(writeStampPath).get()).get('stamp') as unknown;
    await write('put', '/api/posts/demo-stone-patio').send({ status: 'draft' }).expect(200);
    const after = (await db().doc(writeStampPath).get()).get('stamp') as unknown;
    expect(typeof after).toBe('string');
    expect(after).not.toBe(before);
    await write('put', '/api/posts/demo-stone-patio').send({ status: 'published' }).expect(200);
  });

  it('unpublish, publish, create and delete', async () => {
    expect(ids((await visitor(list).expect(200)).body)).toContain('demo-stone-patio');
    await visitor('/api/posts/stone-patio-guilford').expect(200);

    await write('put', '/api/posts/demo-stone-patio').send({ status: 'draft' }).expect(200);
    expect(ids((await visitor(list).expect(200)).body)).not.toContain('demo-stone-patio');
    await visitor('/api/posts/stone-patio-guilford').expect(404);
    await visitor('/api/posts/demo-stone-patio').expect(404);

    await write('put', '/api/posts/demo-stone-patio').send({ status: 'published' }).expect(200);
    expect(ids((await visitor(list).expect(200)).body)).toContain('demo-stone-patio');
    await visitor('/api/posts/stone-patio-guilford').expect(200);

    // A 404 answered before a post exists is not kept after it is created.
    await visitor('/api/posts/cached-new-terrace').expect(404);
    const form = {
      title: 'Cached New Terrace',
      content: '<p>A new terrace with steps.</p>',
      status: 'published',
      type: 'project',
      serviceIds: [],
    };
    const created = (await write('post', '/api/posts').send(form).expect(201)).body as Post;
    expect(created.slug).toBe('cached-new-terrace');
    expect(ids((await visitor(list).expect(200)).body)[0]).toBe(created.id);
    await visitor('/api/posts/cached-new-terrace').expect(200);

    await write('delete', `/api/posts/${created.id}`).expect(204);
    expect(ids((await visitor(list).expect(200)).body)).not.toContain(created.id);
    await visitor('/api/posts/cached-new-terrace').expect(404);
  });

  it('a full edit changes the cached post and list', async () => {
    const before = (await visitor('/api/posts/demo-old-wall').expect(200)).body as Post;
    const form = {
      title: before.title,
      content: '<p>Rebuilt fieldstone wall, now with a cap.</p>',
      status: 'published',
      type: 'project',
      serviceIds: [],
    };
    await write('put', '/api/posts/demo-old-wall').send(form).expect(200);
    expect(((await visitor('/api/posts/demo-old-wall').expect(200)).body as Post).content).toContain('now with a cap');
    const listed = ((await visitor(list).expect(200)).body as PostPage).items;
    expect(listed.find((post) => post.id === 'demo-old-wall')?.content).toContain('now with a cap');
  });
});

describe('staff and visitors never share a body', () => {
  it('staff reads are never served from the visitor cache and never fill it', async () => {
    const forVisitor = await visitor(list).expect(200);
    const forStaff = await staff('/api/posts?type=project&status=published').expect(200);
    expect(forStaff.headers['cache-control']).toBe('private, no-store');
    const all = await staff('/api/posts?type=project&status=all').expect(200);
    expect(ids(all.body)).toEqual(expect.arrayContaining([...hiddenIds]));
    expect(ids(forVisitor.body)).not.toEqual(ids(all.body));
    // A staff session asking the visitor URL of a draft gets the draft, from Firestore.
    const draft = await staff(`/api/posts/${hiddenSlugs[0]}`).expect(200);
    expect((draft.body as Post).status).toBe('draft');
    expect(draft.headers['cache-control']).toBe('private, no-store');
    expect(visitorCacheSize()).toBe(1);
  });

  it('visitors get 404 for drafts and archived posts, also right after staff read them', async () => {
    for (const key of [...hiddenIds, ...hiddenSlugs]) {
      await staff(`/api/posts/${key}`).expect(200);
      const res = await visitor(`/api/posts/${key}`).expect(404);
      expect(res.body).toEqual({ message: 'Project not found' });
      expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
      await staff(`/api/posts/${key}`).expect(200);
    }
    for (const query of ['', '?status=draft', '?status=all', '?status=archived&type=project', '?search=secret']) {
      await staff(`/api/posts${query}`).expect(200);
      const res = await visitor(`/api/posts${query}`).expect(200);
      for (const post of (res.body as PostPage).items) expect(post.status, query).toBe('published');
    }
  });

  it('a cookie that is not a staff session reads as a visitor (cached, published only)', async () => {
    const res = await request(app).get(`/api/posts/${hiddenSlugs[0]}`).set('Cookie', '__session=forged').expect(404);
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
  });
});

describe('cachedVisitorRead', () => {
  it('shares one load between concurrent misses', async () => {
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { n: loads };
    };
    const values = await Promise.all([
      cachedVisitorRead('k', load),
      cachedVisitorRead('k', load),
      cachedVisitorRead('k', load),
    ]);
    expect(loads).toBe(1);
    expect(new Set(values).size).toBe(1);
    expect(await cachedVisitorRead('k', load)).toBe(values[0]);
  });

  it('does not keep a load that was in flight when a write invalidated the cache', async () => {
    let release: (value: { version: string }) => void = () => undefined;
    let loading: () => void = () => undefined;
    const loadStarted = new Promise<void>((resolve) => (loading = resolve));
    const stale = cachedVisitorRead('k', () => {
      loading();
      return new Promise<{ version: string }>((resolve) => (release = resolve));
    });
    await loadStarted;
    await invalidateVisitorReads();
    const fresh = { version: 'after the write' };
    const afterWrite = cachedVisitorRead('k', async () => fresh);
    release({ version: 'before the write' });
    expect(await stale).toEqual({ version: 'before the write' });
    expect(await afterWrite).toBe(fresh);
    expect(await cachedVisitorRead('k', async () => ({ version: 'unexpected load' }))).toBe(fresh);
  });

  it('keeps nothing when the load fails, and says so in the log', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => {});
    await expect(
      cachedVisitorRead('never-loaded', async () => Promise.reject(new Error('unavailable'))),
    ).rejects.toThrow('unavailable');
    expect(visitorCacheSize()).toBe(0);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('no value to serve'), expect.any(Error), {
      kind: 'never-loaded',
    });
    error.mockRestore();
  });

  it('serves the last good value when loading fails after a write (stale-if-error), and loads again next time', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const good = { version: 'good' };
    expect(await cachedVisitorRead('k', async () => good)).toBe(good);
    await invalidateVisitorReads();
    expect(await cachedVisitorRead('k', async () => Promise.reject(new Error('Firestore unavailable')))).toBe(good);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('serving the last good value'), expect.any(Error), {
      kind: 'k',
    });
    const next = { version: 'next' };
    expect(await cachedVisitorRead('k', async () => next)).toBe(next);
    error.mockRestore();
  });

  describe('after the fresh time (stale-while-revalidate)', () => {
    afterEach(() => vi.useRealTimers());

    it('serves the kept value once more and loads it again in the background; a failed load keeps it', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const first = { version: 1 };
      expect(await cachedVisitorRead('k', async () => first)).toBe(first);
      vi.setSystemTime(Date.now() + visitorCacheTtlMs + 1000);

      let reloaded: () => void = () => undefined;
      const reloading = new Promise<void>((resolve) => (reloaded = resolve));
      const second = { version: 2 };
      // Served at once from the kept value, while the load runs.
      expect(await cachedVisitorRead('k', async () => (reloaded(), second))).toBe(first);
      await reloading;
      await vi.waitFor(async () =>
        expect(await cachedVisitorRead('k', async () => ({ version: 'no load' }))).toBe(second),
      );

      vi.setSystemTime(Date.now() + visitorCacheTtlMs + 1000);
      let failed: () => void = () => undefined;
      const failing = new Promise<void>((resolve) => (failed = resolve));
      expect(
        await cachedVisitorRead('k', async () => (failed(), Promise.reject(new Error('Firestore unavailable')))),
      ).toBe(second);
      await failing;
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(await cachedVisitorRead('k', async () => ({ version: 'no load' }))).toBe(second);
    });

    it('never serves a kept value after a write, however fresh', async () => {
      await cachedVisitorRead('k', async () => ({ version: 'before' }));
      await db().doc(writeStampPath).set({ stamp: 'another-instance-write', updatedAt: new Date() });
      const after = { version: 'after' };
      expect(await cachedVisitorRead('k', async () => after)).toBe(after);
    });
  });
});
