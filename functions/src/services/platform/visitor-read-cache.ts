/**
 * The cache of values (not response bytes) that visitors read, in one function instance (issue
 * 21; DESIGN §12 "Content is live"): @epic-web/cachified (ttl, stale-while-revalidate, one load
 * per key for concurrent callers) over lru-cache (bounded, so arbitrary slugs cannot grow memory).
 *
 * - Only what visitors may see: published posts, the public settings; never staff reads or leads.
 * - Fresh for `visitorCacheTtlMs` (30 s), then served while reloaded in the background for up to
 *   `visitorCacheSwrMs` (10 min) more (RFC 5861).
 * - The write stamp: every write visitors may see calls `invalidateVisitorReads()` after it
 *   commits, which drops this instance's values (a load begun before the write is keyed by the old
 *   generation, never used again) and writes a new `stamp` to `meta/visitor-reads`. Every read
 *   gets that document first and uses only values kept under the current stamp, so every instance
 *   shows a save at its next request (0.2–0.4 s on the local stack; the CDN within 60 s).
 * - When Firestore cannot be read, the key's last good value is served (stale-if-error, RFC 5861
 *   §4), logged and noted in `failuresOfRequest` (listed for staff); without one the read
 *   fails and the page answers 503.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { cachified, totalTtl, type Cache, type CacheEntry } from '@epic-web/cachified';
import { LRUCache } from 'lru-cache';
import { logger } from 'firebase-functions/logger';
import { db } from './firestore';

/** How long a kept value is fresh (ms), then how long more it is served while reloaded. */
export const visitorCacheTtlMs = 30_000;
export const visitorCacheSwrMs = 10 * 60_000;

/** Most bytes each of the two stores holds (64 MiB), each value counted as its JSON length. */
const maxBytes = 64 * 1024 * 1024;

/** The document whose `stamp` changes with every write that visitors may see. */
export const writeStampPath = 'meta/visitor-reads';

/** A store of at most 10,000 values and `maxBytes`. */
const boundedStore = <V extends { value: unknown }>() =>
  new LRUCache<string, V>({
    max: 10_000,
    maxSize: maxBytes,
    sizeCalculation: (entry) => Math.max(1, JSON.stringify(entry.value ?? null).length),
  });

const store = boundedStore<CacheEntry>();

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
const lastGood = boundedStore<{ value: unknown }>();

/**
 * The failures of the request being served, when its caller keeps them (routes/pages.ts runs each
 * page in `failuresOfRequest.run(list, …)`): every Firestore failure of cachedVisitorRead,
 * whether the last good value was served or not, and the page's render failures.
 */
export const failuresOfRequest = new AsyncLocalStorage<unknown[]>();

/** Bumped by every invalidation of this instance. */
let generation = 0;

/** The stamp read in flight, shared by concurrent readers. */
let stampRead: Promise<string> | undefined;

/** The current write stamp ('' before the first write). */
function currentStamp(): Promise<string> {
  stampRead ??= db()
    .doc(writeStampPath)
    .get()
    .then((snapshot) => String(snapshot.get('stamp') ?? ''))
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
    failuresOfRequest.getStore()?.push(error);
    if (kept) return kept.value as T;
    throw error;
  }
}

/**
 * Drops this instance's values and writes a new stamp, after every write visitors may see. Never
 * rejects: a failed stamp write is logged (other instances catch up within `visitorCacheTtlMs`).
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

/**
 * Deletes a document visitors may see (a redirect rule, a review), then drops the cached visitor
 * reads (`invalidateVisitorReads`) if it was there.
 * @param collection the top-level collection; `id` must already be a valid document id of it
 * @returns false when there was no such document (nothing changed)
 * @throws Firestore errors
 */
export async function deleteVisitorDocument(collection: string, id: string): Promise<boolean> {
  const ref = db().collection(collection).doc(id);
  const existed = await db().runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) return false;
    tx.delete(ref);
    return true;
  });
  if (existed) await invalidateVisitorReads();
  return existed;
}
