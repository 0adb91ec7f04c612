/**
 * The cache of values that visitors read, in one function instance (issue 21; DESIGN §12
 * "Content is live"): the site data every page is rendered with, published posts, the list of
 * published projects, and what the API's visitor reads answer. Values, not response bytes: the
 * pages (React Router's server render) and the API both build their answers from them.
 *
 * A kept library does the caching: @epic-web/cachified (time to live, stale-while-revalidate,
 * one load shared by concurrent callers of a key) over lru-cache (bounded by an estimate of
 * each value's size, 64 MiB in all, so arbitrary search terms or slugs cannot grow memory
 * without limit; the instance has 512 MiB).
 *
 * Rules:
 * - Only what visitors may see goes in: published posts, the public settings. Staff reads and
 *   leads (personal data) never read or fill it.
 * - A value is fresh for `visitorCacheTtlMs` (30 s), then served while it is loaded again in the
 *   background, up to `visitorCacheSwrMs` (10 min) more (stale-while-revalidate, RFC 5861's term).
 * - The write stamp keeps content true: every post, service or settings write calls
 *   `invalidateVisitorReads()` after it commits, which drops this instance's values at once
 *   (a load that started before the write is never used again: its key holds the old
 *   generation) and writes a new random `stamp` to `meta/visitor-reads`. Every read gets that
 *   one document first and uses only values kept under the current stamp, so the other
 *   instances see the write at their next read too: a save shows on every page at the next
 *   request to any instance (0.2–0.4 s on the local stack), and through the CDN within 60 s.
 * - When Firestore cannot be read (the stamp or the value), the last good value of the key is
 *   served (stale-if-error, RFC 5861 §4) and the failure logged, and noted in the request's
 *   `failedReadsOfRequest` (the page server lists the page for staff: it is not showing the live
 *   data); without one the read fails and the page answers 503 (web root route).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { cachified, totalTtl, type Cache, type CacheEntry } from '@epic-web/cachified';
import { LRUCache } from 'lru-cache';
import { logger } from 'firebase-functions/logger';
import { db } from '../platform/firestore';

/** How long a kept value is fresh, in milliseconds (30 s). */
export const visitorCacheTtlMs = 30_000;

/** How long after that a kept value is still served while it is loaded again (10 min). */
export const visitorCacheSwrMs = 10 * 60_000;

/** Most bytes (estimated as the values' JSON length) each of the two stores holds: 64 MiB. */
const maxBytes = 64 * 1024 * 1024;

/** The document whose `stamp` changes with every write that visitors may see. */
export const writeStampPath = 'meta/visitor-reads';

/** Estimated size of a value: its JSON length (a value is plain data: posts, settings). */
const sizeOf = (value: unknown): number => Math.max(1, JSON.stringify(value ?? null).length);

const store = new LRUCache<string, CacheEntry>({
  max: 10_000,
  maxSize: maxBytes,
  sizeCalculation: (entry) => sizeOf(entry.value),
});

/** lru-cache as cachified's cache (the adapter of cachified's README: an entry expires with its ttl + swr). */
const cache: Cache = {
  name: 'visitor values',
  get: (key) => store.get(key),
  set(key, value) {
    const ttl = totalTtl(value?.metadata);
    store.set(key, value, { ttl: ttl === Infinity ? undefined : ttl, start: value?.metadata?.createdTime });
  },
  delete: (key) => store.delete(key),
};

/** The last good value of each key, whatever its stamp: served when Firestore fails. */
const lastGood = new LRUCache<string, { value: unknown }>({
  max: 10_000,
  maxSize: maxBytes,
  sizeCalculation: (entry) => sizeOf(entry.value),
});

/**
 * The failed reads of the request being served, when its caller keeps them (routes/pages.ts runs
 * each page in `failedReadsOfRequest.run(list, …)`): every Firestore failure of cachedVisitorRead
 * is pushed, whether the last good value was served or the read failed.
 */
export const failedReadsOfRequest = new AsyncLocalStorage<unknown[]>();

/** Bumped by every invalidation of this instance. */
let generation = 0;

/** The stamp read in flight, shared by concurrent readers. */
let stampRead: Promise<string> | undefined;

/** The current write stamp ('' before the first write). */
function currentStamp(): Promise<string> {
  stampRead ??= db()
    .doc(writeStampPath)
    .get()
    .then((snapshot) => {
      const stamp: unknown = snapshot.get('stamp');
      return typeof stamp === 'string' ? stamp : '';
    })
    .finally(() => {
      stampRead = undefined;
    });
  return stampRead;
}

/**
 * The value of `key` for visitors: kept, or loaded by `load` (see the module comment).
 * @param key what identifies the value (its kind first: 'site-data', 'post\u0000{idOrSlug}'…)
 * @param load reads it from Firestore (published content only)
 * @returns the current value; when Firestore fails, the last good value of the key
 * @throws what the stamp read or `load` threw, when there is no last good value
 */
export async function cachedVisitorRead<T>(key: string, load: () => Promise<T>): Promise<T> {
  const started = generation;
  try {
    const stamp = await currentStamp();
    const value = await cachified<T>({
      cache,
      key: `${started}\u0000${stamp}\u0000${key}`,
      ttl: visitorCacheTtlMs,
      staleWhileRevalidate: visitorCacheSwrMs,
      getFreshValue: load,
    });
    if (started === generation) lastGood.set(key, { value });
    return value;
  } catch (error) {
    const kept = lastGood.get(key);
    // The key's kind only: a list key holds the visitor's search words.
    logger.error(`visitor read failed; ${kept ? 'serving the last good value' : 'no value to serve'}`, error, {
      kind: key.split('\u0000')[0],
    });
    failedReadsOfRequest.getStore()?.push(error);
    if (kept) return kept.value as T;
    throw error;
  }
}

/**
 * Drops this instance's values and writes a new stamp, so every instance loads anew at its next
 * read (see the module comment). Called after every write to `posts`, `services` or
 * `settings/site`. Never rejects: the write it follows has committed; a failed stamp write is
 * logged (other instances then catch up within `visitorCacheTtlMs`).
 */
export async function invalidateVisitorReads(): Promise<void> {
  generation += 1;
  store.clear();
  try {
    await db().doc(writeStampPath).set({ stamp: randomUUID(), updatedAt: new Date() });
  } catch (error) {
    logger.warn('visitor read cache: the write stamp was not updated; other instances catch up within the TTL', error);
  }
}

/** How many values this instance keeps now (tests, diagnostics). */
export function visitorCacheSize(): number {
  return store.size;
}
