/**
 * GET /api/posts and GET /api/posts/:idOrSlug (spec §7, DESIGN §6 "Read API").
 * Visitors get published posts only, whatever they ask; staff get every status.
 * Visitor answers are values of the instance's visitor read cache (services/posts/published-posts:
 * fresh 30 s, then loaded again in the background; dropped on every write), so their view
 * counts may lag; staff answers, view counts included, are always read from Firestore
 * (services/posts/post-views). Express adds the weak ETag (304 on a match), `compression` the encoding.
 */
import { Router } from 'express';
import { postListQuerySchema, type PostStatus } from '@site/contract/post';
import { postReadCdnSeconds, setReadCache } from '../middleware/cache-control';
import { validationError } from '@site/contract/api';
import { toApiPost } from '../services/posts/post-document';
import { findPost, listPostPage } from '../services/posts/posts-store';
import { readViewCount, readViewCounts } from '../services/posts/post-views';
import { visitorPost, visitorPostPage } from '../services/posts/published-posts';
import { serviceNamesById } from '../services/posts/services-store';

/** 404 body of an unknown or hidden post (spec §8: 'Project not found'). */
const notFoundBody = { message: 'Project not found' };

/**
 * The posts router, mounted at /api/posts.
 * - GET / ?type&status&sector&search&cursor&limit: 200 `{items: Post[], nextCursor, total}`, one
 *   page newest first (contract postPageSchema); 400 `{message, errors}` on bad values; 409
 *   `{message}` when the cursor's post is gone (StaleCursorError, answered by middleware/errors.ts).
 *   Visitors: status is always published. Staff: status filter honoured, `all` = any.
 * - GET /:idOrSlug: 200 Post by document id, else by slug; 404 `{message: "Project not found"}`
 *   (drafts and archived posts are 404 to visitors).
 */
export function postsRouter(): Router {
  const router = Router();

  router.get('/', async (req, res) => {
    const parsed = postListQuerySchema.safeParse(req.query);
    if (!parsed.success) {
      res.status(400).json(validationError('Invalid query parameters', parsed.error));
      return;
    }
    const { type, status, sector, search, cursor, limit } = parsed.data;
    const page = { cursor, limit };
    setReadCache(res, postReadCdnSeconds);
    if (res.locals.staff === undefined) {
      res.json(await visitorPostPage({ type, sector, search }, page));
      return;
    }
    const effectiveStatus: PostStatus | undefined = status === 'all' ? undefined : status;
    const [found, names, views] = await Promise.all([
      listPostPage({ type, status: effectiveStatus, sector, search }, page),
      serviceNamesById(),
      readViewCounts(),
    ]);
    res.json({ ...found, items: found.items.map((post) => toApiPost(post, names, views.get(post.id) ?? 0)) });
  });

  router.get('/:idOrSlug', async (req, res) => {
    const { idOrSlug } = req.params;
    // Also on a visitor's 404: without a header the Hosting CDN keeps a 404 for 10 minutes
    // (firebase.google.com/docs/hosting/manage-cache), so a post published later would stay hidden.
    setReadCache(res, postReadCdnSeconds);
    if (res.locals.staff === undefined) {
      const post = await visitorPost(idOrSlug);
      if (post) res.json(post);
      else res.status(404).json(notFoundBody);
      return;
    }
    const post = await findPost(idOrSlug, false);
    if (!post) {
      res.status(404).json(notFoundBody);
      return;
    }
    const [names, views] = await Promise.all([serviceNamesById(), readViewCount(post.id)]);
    res.json(toApiPost(post, names, views));
  });

  return router;
}
