/**
 * The methods a page answers (mounted before the pages router, so React Router sees no other):
 * GET and HEAD for every page; POST only for a page whose route has an action (contract
 * sitePages `action`: /contact), on its path read as the router reads it (`/%63ontact/` is
 * /contact), from this site (sameOriginGuard) and counted by the action's limiter. Any other
 * request for a page path gets a quiet 405 with `Allow` (RFC 9110 §15.5.6).
 */
import type { RequestHandler } from 'express';
import { matchSitePage, pagePathOf } from '@site/contract/site-pages';
import { sitePath } from '@site/contract/site-path';
import { sameOriginGuard } from './csrf';

/** Paths that are not pages (the API, stored files). */
const notPagePaths = /^\/(?:api|objects)(?:\/|$)/;

/**
 * The gate.
 * @param actionLimiter the rate limit of a page action (the leads API's own limiter: one count for both)
 */
export function pageMethodGate(actionLimiter: RequestHandler): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || notPagePaths.test(req.path)) {
      next();
      return;
    }
    const key = sitePath(pagePathOf(req.path))?.key;
    const page = key === undefined ? null : matchSitePage(key)?.page;
    if (req.method === 'POST' && page?.action) {
      sameOriginGuard(req, res, (error?: unknown) => (error ? next(error) : actionLimiter(req, res, next)));
      return;
    }
    res
      .status(405)
      .set({ Allow: page?.action ? 'GET, HEAD, POST' : 'GET, HEAD', 'Cache-Control': 'no-store' })
      .type('text/plain')
      .send('Method Not Allowed');
  };
}
