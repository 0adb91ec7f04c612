/**
 * GET /api/posts and GET /api/posts/:idOrSlug (spec §7, DESIGN §6, issue 2 "Read API").
 * Visitors get published posts only, whatever they ask; staff get every status.
 * Visitor responses come from the instance's visitor cache (services/visitor-read-cache: fresh
 * 30 s, then rebuilt in the background; dropped on every write), so their view counts may lag
 * (ADR 0010 amendment); staff responses, view counts
 * included, are always read from Firestore (services/post-views).
 */
import { Router } from 'express';
import { postListQuerySchema, type PostStatus, type PostType } from '@site/contract/post';
import { postReadCdnSeconds, setReadCache } from '../middleware/cache-control';
import { sendCachedBody } from '../middleware/cached-response';
import { validationError } from '../middleware/validation';
import { toApiPost, type StoredPost } from '../services/post-document';
import { findPost, listPosts } from '../services/posts-store';
import { readViewCount, readViewCounts, visitorViewCounts } from '../services/post-views';
import { serviceNamesById } from '../services/services-store';
import { CachedBody, cachedVisitorRead } from '../services/visitor-read-cache';

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

/** 404 body of an unknown or hidden post (spec §8: 'Project not found'). */
const notFoundBody = { message: 'Project not found' };

/**
 * The visitor list body: published posts of `type` (any type when undefined) matching `term`.
 * @throws Firestore errors
 */
async function visitorList(type: PostType | undefined, term: string | undefined): Promise<CachedBody> {
  const [posts, names, views] = await Promise.all([listPosts({ type, status: 'published' }), serviceNamesById(), visitorViewCounts()]);
  const found = term ? posts.filter((post) => matchesSearch(post, term)) : posts;
  return CachedBody.json(200, found.map((post) => toApiPost(post, names, views.get(post.id) ?? 0)));
}

/**
 * The visitor list body from this instance's visitor read cache (services/visitor-read-cache):
 * what GET /api/posts?type={type}&status=published&search={term} answers a visitor. The gallery
 * pages are rendered from the same body (services/pages/page-loads.ts).
 * @param type a post type, or undefined for every type
 * @param term a lower-case search term, or undefined for none
 * @throws Firestore errors
 */
export function visitorListBody(type: PostType | undefined, term: string | undefined): Promise<CachedBody> {
  return cachedVisitorRead(`list\u0000${type ?? ''}\u0000${term ?? ''}`, () => visitorList(type, term));
}

/**
 * The visitor body of one post: 200 Post when published, else 404.
 * @throws Firestore errors
 */
async function visitorPost(idOrSlug: string): Promise<CachedBody> {
  const post = await findPost(idOrSlug, true);
  if (!post) return CachedBody.json(404, notFoundBody);
  const [names, views] = await Promise.all([serviceNamesById(), visitorViewCounts()]);
  return CachedBody.json(200, toApiPost(post, names, views.get(post.id) ?? 0));
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
    const term = search?.toLowerCase() || undefined;
    setReadCache(res, postReadCdnSeconds);
    if (res.locals.staff === undefined) {
      await sendCachedBody(req, res, await visitorListBody(type, term));
      return;
    }
    const effectiveStatus: PostStatus | undefined = status === 'all' ? undefined : status;
    const [posts, names, views] = await Promise.all([listPosts({ type, status: effectiveStatus }), serviceNamesById(), readViewCounts()]);
    const found = term ? posts.filter((post) => matchesSearch(post, term)) : posts;
    res.json(found.map((post) => toApiPost(post, names, views.get(post.id) ?? 0)));
  });

  router.get('/:idOrSlug', async (req, res) => {
    const { idOrSlug } = req.params;
    // Also on a visitor's 404: without a header the Hosting CDN keeps a 404 for 10 minutes
    // (firebase.google.com/docs/hosting/manage-cache), so a post published later would stay hidden.
    setReadCache(res, postReadCdnSeconds);
    if (res.locals.staff === undefined) {
      await sendCachedBody(req, res, await cachedVisitorRead(`post\u0000${idOrSlug}`, () => visitorPost(idOrSlug)));
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
