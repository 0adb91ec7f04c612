/**
 * The answer for a file of the web build that does not exist: `/assets/…` (the
 * build's scripts and styles, content-hashed) and `/photos/…` (the site's own photos) are files
 * Hosting serves itself (web/build/client); a path there that reaches the function names no file,
 * typically a script of an earlier deploy that an open tab still asks for. It gets a plain
 * `404 Not found` with `Cache-Control: no-store`, so neither the CDN nor the browser keeps the
 * miss: the app reloads once for the new deploy (web/src/lib/preload-error-reload.ts), and a photo
 * added by the next deploy shows at once. Hosting's year-long rule for `/assets/**` replaces that
 * Cache-Control (security/hosting-headers.ts), so the answer also says `Vary: *`: a cache can
 * store it but never reuse it (RFC 9111 §4.1). Not the site's 404 page: no document asked for it.
 */
import { Router } from 'express';

/** The folders of the web build Hosting serves (web/build/client/assets, /photos). */
export const staticFileFolders = ['/assets', '/photos'] as const;

/** The router answering every path below those folders (mounted before the pages). */
export function missingStaticFilesRouter(): Router {
  const router = Router();
  router.all(
    staticFileFolders.map((folder) => `${folder}/{*path}`),
    (_req, res) => {
      res.status(404).set({ 'Cache-Control': 'no-store', Vary: '*' }).type('text/plain').send('Not found');
    },
  );
  return router;
}
