/**
 * In-memory cache of the VISITOR read responses (GET /api/posts and GET /api/posts/:idOrSlug
 * without a staff session) in one function instance.
 *
 * Why: the visitor list is one Firestore query over every published post (515 in the bench)
 * plus a schema parse and a ~1 MB JSON body per request; measured on the Express app alone with
 * the Firestore stand-in, ~95 % of a list request is the query (issue 5 bench). A hit costs a
 * Map lookup and a write of a ready Buffer (identity, gzip or br, compressed once per entry).
 *
 * Rules:
 * - Only visitor responses go in (published posts only: the routes build them with
 *   `status: published` / `findPost(…, true)`); staff reads never read or fill it.
 * - Entries live `visitorCacheTtlMs` (30 s). The Hosting CDN may keep the same responses 60 s
 *   (routes/posts `s-maxage`), so the in-instance TTL adds no staleness class of its own.
 * - Every post or service write in this instance calls `invalidateVisitorReads()` after it
 *   commits: the next visitor read refetches. A fetch that started before the write is never
 *   stored (generation check), so a write is visible to the next read at once. Other instances
 *   (Cloud Functions scales out; the functions emulator runs one process per concurrent request)
 *   see it within the TTL.
 * - Bounded by size (lru-cache `maxSize`, bytes of the identity body plus compressed variants), so
 *   arbitrary search terms or slugs cannot grow memory without limit (instance: 512 MiB).
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/** Time to live of a cached visitor response, in milliseconds (30 s; see the module comment). */
export const visitorCacheTtlMs = 30_000;

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

/** A ready response: status, JSON body, its ETag and compressed forms made on first demand. */
export class CachedBody {
  /** The JSON body (UTF-8). */
  readonly json: Buffer;
  /** Weak ETag of the JSON (sha1, base64), shared by every encoding of it (RFC 9110 §8.8.1). */
  readonly etag: string;
  private readonly variants = new Map<CachedEncoding, Promise<Buffer>>();

  /**
   * @param status HTTP status (200, or 404 for an unknown or hidden post)
   * @param value what JSON.stringify turns into the body
   */
  constructor(
    readonly status: number,
    value: unknown,
  ) {
    this.json = Buffer.from(JSON.stringify(value), 'utf8');
    this.etag = `W/"${this.json.length.toString(16)}-${createHash('sha1').update(this.json).digest('base64').slice(0, 27)}"`;
  }

  /**
   * The body compressed with `encoding`, compressed on the first call and kept with the entry.
   * @throws zlib errors (not expected for a Buffer input)
   */
  encoded(encoding: CachedEncoding): Promise<Buffer> {
    let variant = this.variants.get(encoding);
    if (!variant) {
      variant = compressors[encoding](this.json);
      this.variants.set(encoding, variant);
    }
    return variant;
  }

  /** Bytes the entry may hold: the identity body and, at most, one of each compressed form (≤ body). */
  get maxBytes(): number {
    return this.json.length * 2 + 1024;
  }
}

const store = new LRUCache<string, CachedBody>({
  max: 10_000,
  maxSize: visitorCacheMaxBytes,
  sizeCalculation: (entry) => entry.maxBytes,
  ttl: visitorCacheTtlMs,
});

/** Loads in flight, keyed by generation and key, so concurrent misses share one Firestore read. */
const inFlight = new Map<string, Promise<CachedBody>>();

/** Bumped by every invalidation; a load started under an older generation is not stored. */
let generation = 0;

/**
 * The cached visitor response for `key`, else `load()`'s, stored for `visitorCacheTtlMs`.
 * Concurrent misses for one key share one `load()`. Never call it for a staff request.
 * @param key what identifies the response among visitor reads (route and its parameters)
 * @param load builds the response from Firestore (published posts only)
 * @returns the cached or new body
 * @throws what `load` throws (nothing is stored then; the next call tries again)
 */
export function cachedVisitorRead(key: string, load: () => Promise<CachedBody>): Promise<CachedBody> {
  const hit = store.get(key);
  if (hit) return Promise.resolve(hit);
  const started = generation;
  const flightKey = `${started}\u0000${key}`;
  let pending = inFlight.get(flightKey);
  if (!pending) {
    pending = load()
      .then((body) => {
        if (started === generation) store.set(key, body);
        return body;
      })
      .finally(() => inFlight.delete(flightKey));
    inFlight.set(flightKey, pending);
  }
  return pending;
}

/**
 * Drops every cached visitor response of this instance and makes loads already in flight
 * unstorable. Called after every write to `posts` or `services` (services/post-writes,
 * services/post-updates, services/services-store).
 */
export function invalidateVisitorReads(): void {
  generation += 1;
  store.clear();
  inFlight.clear();
}

/** How many responses are cached now (tests, diagnostics). */
export function visitorCacheSize(): number {
  return store.size;
}
