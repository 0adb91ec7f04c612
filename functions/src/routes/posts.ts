/**
 * GET /api/posts and GET /api/posts/:idOrSlug (spec §7, DESIGN §6, issue 2 "Read API").
 * Visitors get published posts only, whatever they ask; staff get every status.
 */
import { Router } from 'express';
import { postListQuerySchema, type PostStatus } from '@site/contract/post';
import { setReadCache } from '../middleware/cache-control';
import { validationError } from '../middleware/validation';
import { toApiPost, type StoredPost } from '../services/post-document';
import { findPost, listPosts } from '../services/posts-store';
import { serviceNamesById } from '../services/services-store';

/** How long the CDN may keep a visitor's post responses (seconds). */
const cdnSeconds = 60;

/**
 * Does a post match an admin search term? Spec §5: case-insensitive substring of title or
 * content. `term` must already be lower case.
 */
export function matchesSearch(post: StoredPost, term: string): boolean {
  return (
    post.fields.title.toLowerCase().includes(term) ||
    (post.fields.content ?? '').toLowerCase().includes(term)
  );
}

/**
 * The posts router, mounted at /api/posts.
 * - GET / ?type&status&search: 200 Post[] newest first; 400 `{message, errors}` on bad values.
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
    const { type, status, search } = parsed.data;
    const staff = res.locals.staff !== undefined;
    const effectiveStatus: PostStatus | undefined = !staff
      ? 'published'
      : status === 'all'
        ? undefined
        : status;
    const [posts, names] = await Promise.all([
      listPosts({ type, status: effectiveStatus }),
      serviceNamesById(),
    ]);
    const term = search?.toLowerCase();
    const found = term ? posts.filter((post) => matchesSearch(post, term)) : posts;
    setReadCache(res, cdnSeconds);
    res.json(found.map((post) => toApiPost(post, names)));
  });

  router.get('/:idOrSlug', async (req, res) => {
    const staff = res.locals.staff !== undefined;
    const post = await findPost(req.params.idOrSlug, !staff);
    if (!post) {
      res.status(404).json({ message: 'Project not found' });
      return;
    }
    const names = await serviceNamesById();
    setReadCache(res, cdnSeconds);
    res.json(toApiPost(post, names));
  });

  return router;
}
