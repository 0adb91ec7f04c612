/**
 * POST /api/posts/:idOrSlug/views — one view of a published project page ("Views that
 * count"; ADR 0012). The project page sends it after it has loaded and been seen, with the
 * browser's random id; the answer is 204 with no body whether the view counted or not, so a
 * caller learns nothing about other visits.
 *
 * Not counted (still 204): staff (a valid `__session`), bots and headless browsers (`isbot`),
 * prefetches and prerenders, and a browser's second view of the post on the same UTC day.
 * Refused: a cross-site or non-JSON request (403, middleware/csrf: the page sends JSON with
 * `X-Requested-With`), a bad browser id (400), an unknown, unpublished or non-project post
 * (404). Rate limited per client IP in app.ts (429). Nothing here writes a post or the visitor
 * read cache's stamp, so no cached page or read is dropped.
 */
import { Router } from 'express';
import { postViewRequestSchema } from '@site/contract/post-view-request';
import { csrfGuard } from '../middleware/csrf';
import { parseBody } from '../middleware/parse-body';
import { findPost } from '../services/posts/posts-store';
import { recordView } from '../services/posts/post-views';
import { ignoredViewReason } from '../services/posts/view-filter';

/** The post views router, mounted at /api/posts. */
export function postViewsRouter(): Router {
  const router = Router();

  router.post('/:idOrSlug/views', csrfGuard, async (req, res) => {
    const { idOrSlug } = req.params as { idOrSlug: string };
    res.set('Cache-Control', 'no-store');
    if (res.locals.staff || ignoredViewReason(req.headers)) {
      res.status(204).end();
      return;
    }
    const body = parseBody(postViewRequestSchema, req, res, 'Invalid view');
    if (!body) return;
    const post = await findPost(idOrSlug, true);
    if (!post || post.fields.type !== 'project') {
      res.status(404).json({ message: 'Project not found' });
      return;
    }
    await recordView(post.id, body.browserId);
    res.status(204).end();
  });

  return router;
}
