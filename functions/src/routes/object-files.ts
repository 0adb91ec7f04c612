/**
 * GET /objects/* (DESIGN §6; issue 4): serves published images and their variants to anyone, with
 * `Cache-Control: public, max-age=31536000, immutable` (names are never reused: a new upload gets
 * a new uuid). Only paths matching the published-name pattern reach the store
 * (object-store.ts parsePublicPath), so `..`, encoded dots, backslashes or absolute paths cannot
 * name anything else (ASVS 5.3.2).
 */
import { pipeline } from 'node:stream';
import { Router } from 'express';
import { parsePublicPath, publicCacheControl, type ObjectStore } from '../services/object-store/object-store';
import { defaultObjectStore } from '../services/object-store/select-object-store';

/**
 * The router mounted at /objects. GET and HEAD: 200 with the bytes, Content-Type, Content-Length,
 * ETag, nosniff and the immutable Cache-Control; 304 for a matching If-None-Match; 404
 * `{message}` (not cached) for anything else. Other methods fall through to the app's 404.
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
    const found = parsePublicPath(objectPath) ? await store().readPublic(objectPath) : null;
    if (!found) {
      res.set('Cache-Control', 'no-store').status(404).json({ message: 'Image not found' });
      return;
    }
    res.set({
      'Content-Type': found.contentType,
      'Content-Length': String(found.size),
      'Cache-Control': publicCacheControl,
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
      if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') console.error('serving', objectPath, 'failed', error);
    });
  });
  return router;
}
