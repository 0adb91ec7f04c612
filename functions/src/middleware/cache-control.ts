/**
 * Cache-Control of API reads. Visitors' responses may be kept by the Hosting CDN for a short
 * time (`s-maxage`) but never by browsers (`max-age=0`): a browser's cache does not key on
 * cookies, so a visitor's cached list must not be served after sign-in. Firebase Hosting makes
 * `__session` part of its cache key (firebase.google.com/docs/hosting/manage-cache#using_cookies).
 * Staff responses and the user call are never stored.
 */
import type { Response } from 'express';

/**
 * How long the CDN may keep a visitor's API reads (GET /api/posts…, routes/posts.ts; the pages'
 * own lifetime is their routes' `headers`, web/src/lib/page-server.ts), so staff see a save on
 * the site within a minute (DESIGN §12).
 */
export const postReadCdnSeconds = 60;

/**
 * Sets Cache-Control for a read.
 * @param res the response; `res.locals.staff` decides private vs public
 * @param cdnSeconds how long the CDN may keep a visitor's response
 */
export function setReadCache(res: Response, cdnSeconds: number): void {
  res.set('Cache-Control', res.locals.staff ? 'private, no-store' : `public, max-age=0, s-maxage=${cdnSeconds}`);
}

/** Cache-Control for per-user responses (GET /api/auth/user): never stored. */
export function setNoStore(res: Response): void {
  res.set('Cache-Control', 'private, no-store');
}
