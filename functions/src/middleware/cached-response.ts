/**
 * Sends a CachedBody (services/visitor-read-cache): its ready bytes, with its content type, in
 * the best encoding the client accepts (q-values first, then br before gzip, else identity;
 * RFC 9110 §12.5.3 Accept-Encoding), with `Vary: Accept-Encoding`, the entry's weak ETag and
 * 304 on a matching If-None-Match (Express res.send checks freshness). A compressed body carries
 * Content-Encoding, so the `compression` middleware leaves it alone ("already encoded").
 */
import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import Negotiator from 'negotiator';
import { cachedVisitorRead, type CachedBody, type CachedEncoding } from '../services/visitor-read-cache';
import { postReadCdnSeconds, setReadCache } from './cache-control';

/** Smallest body worth compressing: 1 kB, the `compression` middleware's default threshold. */
const compressFrom = 1024;

/** negotiator 1.x `encoding(available, {preferred})` (its README; @types/negotiator 0.6 lacks the option). */
type EncodingNegotiator = { encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined };

/**
 * The encoding to send, from the request's Accept-Encoding with `negotiator` (what Express and
 * `compression` use): the client's q-values decide; among equals br wins over gzip (smaller; the
 * same preference as `compression`). Browsers send `gzip, deflate, br, zstd`: br.
 * @returns 'br', 'gzip', or undefined for identity (no header, `identity`, or nothing we have)
 */
export function pickEncoding(req: Request): CachedEncoding | undefined {
  if (!req.headers['accept-encoding']) return undefined;
  const negotiator = new Negotiator(req) as unknown as EncodingNegotiator;
  const chosen = negotiator.encoding(['br', 'gzip', 'identity'], { preferred: ['br', 'gzip', 'identity'] });
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

/**
 * Writes `body` to `res`. Cache-Control is the caller's (routes/posts setReadCache).
 * @throws zlib errors from the first compression of an entry (then Express answers 500)
 */
export async function sendCachedBody(req: Request, res: Response, body: CachedBody): Promise<void> {
  const encoding = body.bytes.length >= compressFrom ? pickEncoding(req) : undefined;
  res.status(body.status);
  res.type(body.contentType);
  res.vary('Accept-Encoding');
  res.set('ETag', body.etag);
  res.set(body.headers);
  if (encoding) {
    const encoded = await body.encoded(encoding);
    res.set('Content-Encoding', encoding);
    res.send(encoded);
    return;
  }
  res.send(body.bytes);
}

/** Sends one rendered page: from the visitor read cache under `url`, else `load()`'s. */
export type CachedPageSender = (req: Request, res: Response, url: string, load: () => Promise<CachedBody>) => Promise<void>;

/**
 * A sender of the pages the function renders (routes/site-pages.ts; ADR 0010, 0015): each answer comes from the visitor read cache, keyed by `url` in a key space of its
 * own per call of this factory (a router's pages depend on the options it was made with, so two
 * apps in one process never share them), and goes out with the CDN lifetime of post reads.
 * @throws (the sender) what `load` or the cache's stamp read throws
 */
export function cachedPageSender(): CachedPageSender {
  const scope = randomUUID();
  return async (req, res, url, load) => {
    const body = await cachedVisitorRead(`page\u0000${scope}\u0000${url}`, load);
    setReadCache(res, postReadCdnSeconds);
    await sendCachedBody(req, res, body);
  };
}
