/**
 * GET /objects/* (DESIGN §6): serves published images and their variants to anyone, with
 * `Cache-Control: public, max-age=31536000, immutable` (names are never reused: a new upload gets
 * a new uuid). Only paths matching the published-name pattern reach the store
 * (object-store.ts parsePublicPath), so `..`, encoded dots, backslashes or absolute paths cannot
 * name anything else (ASVS 5.3.2).
 *
 * An image stored before a width joined `variantWidths` (contract/src/responsive-image.ts) has
 * no variant of that width. Its srcset names one all the same, so such a request gets the next
 * larger variant of the same format that exists, cached for a day only (not immutable: the
 * missing variant may be made later).
 */
import { pipeline } from 'node:stream';
import { Router } from 'express';
import { variantWidths } from '@site/contract/responsive-image';
import {
  parsePublicPath,
  publicCacheControl,
  type ObjectStore,
  type StoredObject,
} from '../services/media/object-store/object-store';
import { defaultObjectStore } from '../services/media/object-store/select-object-store';
import { logger } from 'firebase-functions/logger';

/** Cache-Control of a larger variant served for a missing one: a day, public, not immutable. */
export const substituteCacheControl = 'public, max-age=86400';

/**
 * The published object at `objectPath`, else, for a variant, the next larger existing variant of
 * the same object and format.
 * @returns the object and whether it stands in for the one asked; null when nothing fits or the
 *   path is not a published name
 */
async function readPublicOrLarger(
  store: ObjectStore,
  objectPath: string,
): Promise<{ found: StoredObject; substitute: boolean } | null> {
  const parsed = parsePublicPath(objectPath);
  if (!parsed) return null;
  const found = await store.readPublic(objectPath);
  if (found) return { found, substitute: false };
  if (parsed.width === undefined) return null;
  for (const width of variantWidths.filter((w) => w > parsed.width!)) {
    const larger = await store.readPublic(`/objects/${parsed.name}-${width}w.${parsed.format}`);
    if (larger) return { found: larger, substitute: true };
  }
  return null;
}

/**
 * The router mounted at /objects. GET and HEAD: 200 with the bytes, Content-Type, Content-Length,
 * ETag, nosniff and the immutable Cache-Control (a day for a larger variant standing in); 304 for
 * a matching If-None-Match; 404 `{message}` (not cached) for anything else. Other methods fall through to the app's 404.
 * @param store which object store to read, asked per request (default: this environment's)
 */
export function objectFilesRouter(store: () => ObjectStore = defaultObjectStore): Router {
  const router = Router();
  router.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    const objectPath = `${req.baseUrl}${req.path}`;
    const read = await readPublicOrLarger(store(), objectPath);
    if (!read) {
      res.set('Cache-Control', 'no-store').status(404).json({ message: 'Image not found' });
      return;
    }
    const { found, substitute } = read;
    res.set({
      'Content-Type': found.contentType,
      'Content-Length': String(found.size),
      'Cache-Control': substitute ? substituteCacheControl : publicCacheControl,
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Resource-Policy': 'same-site',
    });
    if (found.etag) res.set('ETag', found.etag);
    if (req.method === 'HEAD' || (found.etag && req.fresh)) {
      found.body.destroy();
      if (req.method !== 'HEAD') res.removeHeader('Content-Length');
      res.status(req.method === 'HEAD' ? 200 : 304).end();
      return;
    }
    pipeline(found.body, res, (error) => {
      if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE')
        logger.error('serving a stored image failed', error, { objectPath });
    });
  });
  return router;
}
