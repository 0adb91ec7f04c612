/**
 * Cache-Control of API reads: a visitor's may stay at the Hosting CDN briefly (`s-maxage`; its
 * cache key includes `__session`, firebase.google.com/docs/hosting/manage-cache#using_cookies),
 * never in browsers, whose cache does not key on cookies; staff responses are never stored.
 */
import type { RequestHandler, Response } from 'express';

/** How long the CDN may keep a visitor's API reads, so a save shows within a minute (DESIGN §12). */
export const postReadCdnSeconds = 60;

/**
 * Sets Cache-Control for a read.
 * @param res the response; `res.locals.staff` decides private vs public
 * @param cdnSeconds how long the CDN may keep a visitor's response
 */
export function setReadCache(res: Response, cdnSeconds: number): void {
  res.set('Cache-Control', res.locals.staff ? 'private, no-store' : `public, max-age=0, s-maxage=${cdnSeconds}`);
}

/** Cache-Control for per-user responses (GET /api/auth/user, every staff answer): never stored. */
export function setNoStore(res: Response): void {
  res.set('Cache-Control', 'private, no-store');
}

/**
 * Router middleware: every answer of the router is `private, no-store` (setNoStore), the 401s and
 * 400s too; for the staff routers and the visitors' lead routes (personal data).
 */
export const noStoreAnswers: RequestHandler = (_req, res, next) => {
  setNoStore(res);
  next();
};
