/**
 * In-memory cache of the VISITOR read responses (GET /api/posts and GET /api/posts/:idOrSlug
 * without a staff session, and the project and gallery pages rendered from published posts) in
 * one function instance.
 *
 * Why: the visitor list is one Firestore query over every published post (515 in the bench)
 * plus a schema parse and a ~1 MB JSON body per request; measured on the Express app alone with
 * the Firestore stand-in, ~95 % of a list request is the query (issue 5 bench). A hit costs a
 * Map lookup and a write of a ready Buffer (identity, gzip or br, compressed once per entry).
 *
 * Rules:
 * - Only visitor responses go in (published posts only: the routes build them with
 *   `status: published` / `findPost(…, true)`); staff reads never read or fill it. The pages
 *   (routes/site-pages) are the same for everyone: served before the session is read, from
 *   published posts and the public settings only; a render costs 60 ms for 15 projects and
 *   230–310 ms for the gallery of 515 (docs/performance.md), a hit a Map lookup.
 * - An entry is fresh for `visitorCacheTtlMs` (30 s). After that, while its stamp is still the
 *   current one, it is served once more and rebuilt in the background (stale-while-revalidate,
 *   as RFC 5861 describes it for HTTP caches), up to `visitorCacheMaxAgeMs` (10 min); older
 *   entries are dropped and the request waits for the rebuild. The stamp is what keeps content
 *   true (checked on every read); the 30 s only bound how old the view counts in a body get
 *   (post-views.ts). Why: a contractor's site gets a page view every few minutes, so the CDN's
 *   60 s copy (routes/posts `s-maxage`) has usually expired and a 30 s entry too; rendering again
 *   costs the visitor 60–250 ms of waiting (docs/performance.md, 2026-11-26), a kept page 15 ms.
 * - Every post, service or settings write calls `invalidateVisitorReads()` after it commits: this instance
 *   drops its entries at once (a fetch that started before the write is never stored:
 *   generation check), and the write stamp document (`meta/visitor-reads`, a new random
 *   `stamp`) changes. Every visitor read first gets that one document and uses an entry only
 *   if it was built under the current stamp, so other instances (Cloud Functions scales out;
 *   the functions emulator runs one process per concurrent request) see the write at their
 *   next read too. One document read per visitor request instead of a query over every post.
 *   If the stamp write fails (logged), other instances catch up when their entries expire
 *   (`visitorCacheMaxAgeMs`), or at their next read after `visitorCacheTtlMs` (the rebuild).
 * - Bounded by size (lru-cache `maxSize`, bytes of the identity body plus compressed variants), so
 *   arbitrary search terms or slugs cannot grow memory without limit (instance: 512 MiB).
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { db } from './firestore';
import { logger } from 'firebase-functions/logger';

/** How long a cached visitor response is fresh, in milliseconds (30 s; see the module comment). */
export const visitorCacheTtlMs = 30_000;

/** How long a cached visitor response may be served at all, rebuilt in the background after `visitorCacheTtlMs` (10 min). */
export const visitorCacheMaxAgeMs = 10 * 60_000;

/** Most bytes the cache holds (identity bodies plus their compressed variants): 64 MiB. */
export const visitorCacheMaxBytes = 64 * 1024 * 1024;

/** Encodings a cached body is kept in besides identity (RFC 9110 §8.4.1 content codings). */
export type CachedEncoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compression settings of cached bodies: brotli quality 6 and gzip level 6. Measured on the
 * 1.1 MB bench list: br 6 in 10 ms (q 11: 311 ms for 12 % fewer bytes), gzip 6 in 6 ms.
 */
const compressors: Record<CachedEncoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 6,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipAsync(body, { level: 6 }),
};

/** Content types a cached body is sent with. */
const contentTypes = { json: 'application/json; charset=utf-8', html: 'text/html; charset=utf-8' } as const;

/**
 * A ready response: status, content type, body bytes, their ETag and the compressed forms made
 * on first demand. Made with `CachedBody.json` (API reads) or `CachedBody.html` (pages rendered
 * from live data: routes/site-pages).
 */
export class CachedBody {
  /** Weak ETag of the bytes (sha1, base64), shared by every encoding of them (RFC 9110 §8.8.1). */
  readonly etag: string;
  private readonly variants = new Map<CachedEncoding, Promise<Buffer>>();

  /**
   * @param status HTTP status (200, or 404 for an unknown or hidden post)
   * @param bytes the body (UTF-8)
   * @param contentType its Content-Type header
   * @param keep false for an answer to send once but not to cache (a page whose render failed)
   * @param headers further response headers of this answer (a page's Content-Security-Policy)
   */
  private constructor(
    readonly status: number,
    readonly bytes: Buffer,
    readonly contentType: string,
    readonly keep: boolean,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    this.etag = `W/"${bytes.length.toString(16)}-${createHash('sha1').update(bytes).digest('base64').slice(0, 27)}"`;
  }

  /** A JSON response: `JSON.stringify(value)` as application/json. */
  static json(status: number, value: unknown): CachedBody {
    return new CachedBody(status, Buffer.from(JSON.stringify(value), 'utf8'), contentTypes.json, true);
  }

  /**
   * An HTML document as text/html.
   * @param keep false: `cachedVisitorRead` sends it but does not store it (default true)
   * @param headers further response headers sent with it (default none)
   */
  static html(
    status: number,
    html: string,
    { keep = true, headers = {} }: { keep?: boolean; headers?: Record<string, string> } = {},
  ): CachedBody {
    return new CachedBody(status, Buffer.from(html, 'utf8'), contentTypes.html, keep, headers);
  }

  /**
   * The body compressed with `encoding`, compressed on the first call and kept with the entry.
   * @throws zlib errors (not expected for a Buffer input)
   */
  encoded(encoding: CachedEncoding): Promise<Buffer> {
    let variant = this.variants.get(encoding);
    if (!variant) {
      variant = compressors[encoding](this.bytes);
      this.variants.set(encoding, variant);
    }
    return variant;
  }

  /** Bytes the entry may hold: the identity body and, at most, one of each compressed form (≤ body). */
  get maxBytes(): number {
    return this.bytes.length * 2 + 1024;
  }
}

/** The document whose `stamp` changes with every write that visitors may see. */
export const writeStampPath = 'meta/visitor-reads';

/** The current write stamp ('' before the first write). */
async function currentWriteStamp(): Promise<string> {
  const snapshot = await db().doc(writeStampPath).get();
  const stamp: unknown = snapshot.get('stamp');
  return typeof stamp === 'string' ? stamp : '';
}

/** A cached response and the write stamp it was built under. */
interface Entry {
  body: CachedBody;
  stamp: string;
  /** When the body was built (ms since the epoch). */
  builtAt: number;
}

const store = new LRUCache<string, Entry>({
  max: 10_000,
  maxSize: visitorCacheMaxBytes,
  sizeCalculation: (entry) => entry.body.maxBytes,
  ttl: visitorCacheMaxAgeMs,
});

/** Loads in flight, keyed by generation and key, so concurrent misses share one Firestore read. */
const inFlight = new Map<string, Promise<CachedBody>>();

/** Bumped by every invalidation; a load started under an older generation is not stored. */
let generation = 0;

/**
 * The cached visitor response for `key`, else `load()`'s, kept up to `visitorCacheMaxAgeMs`.
 * Reads the write stamp first (one document); an entry built under another stamp is never
 * served. An entry older than `visitorCacheTtlMs` is served and rebuilt in the background (a
 * failed rebuild is logged and leaves the entry). Concurrent misses and rebuilds of one key
 * share one `load()`; a body made with `keep: false` is returned but not stored. Never call it
 * for a staff request.
 * @param key what identifies the response among visitor reads (route and its parameters)
 * @param load builds the response from Firestore (published posts only)
 * @returns the cached or new body
 * @throws what the stamp read or `load` throws (nothing is stored then; the next call tries again)
 */
export async function cachedVisitorRead(key: string, load: () => Promise<CachedBody>): Promise<CachedBody> {
  const started = generation;
  const stamp = await currentWriteStamp();
  const hit = store.get(key);
  if (hit && hit.stamp === stamp && started === generation) {
    if (Date.now() - hit.builtAt > visitorCacheTtlMs) {
      loadOnce(key, started, stamp, load).catch((error: unknown) => {
        // The key's first part only (list, post, page…): a list key holds the visitor's search words.
        logger.warn('visitor read cache: a background rebuild failed; the kept response stays', error, {
          kind: key.split('\u0000')[0],
        });
      });
    }
    return hit.body;
  }
  return loadOnce(key, started, stamp, load);
}

/** `load()` for `key` under `generation` `started` and `stamp`, shared by concurrent callers, stored when still current. */
function loadOnce(key: string, started: number, stamp: string, load: () => Promise<CachedBody>): Promise<CachedBody> {
  const flightKey = `${started}\u0000${stamp}\u0000${key}`;
  let pending = inFlight.get(flightKey);
  if (!pending) {
    const builtAt = Date.now();
    pending = load()
      .then((body) => {
        if (started === generation && body.keep) store.set(key, { body, stamp, builtAt });
        return body;
      })
      .finally(() => inFlight.delete(flightKey));
    inFlight.set(flightKey, pending);
  }
  return pending;
}

/**
 * Drops every cached visitor response of this instance, makes loads already in flight
 * unstorable, and writes a new stamp so other instances drop theirs. Called after every write
 * to `posts` or `services` (services/post-writes, services/post-updates, services/services-store).
 * Never rejects: the write it follows has committed; a failed stamp write is logged.
 */
export async function invalidateVisitorReads(): Promise<void> {
  generation += 1;
  store.clear();
  inFlight.clear();
  try {
    await db().doc(writeStampPath).set({ stamp: randomUUID(), updatedAt: new Date() });
  } catch (error) {
    logger.warn('visitor read cache: the write stamp was not updated; other instances catch up within the TTL', error);
  }
}

/** How many responses are cached now (tests, diagnostics). */
export function visitorCacheSize(): number {
  return store.size;
}
