/**
 * The answer of a staff post write (routes/post-writes.ts, routes/fixed-slug-post-writes.ts): the
 * post as the API returns it (contract Post), never cached.
 */
import type { Response } from 'express';
import { toApiPost, type StoredPost } from '../services/post-document';
import { readViewCount } from '../services/post-views';
import { serviceNamesById } from '../services/services-store';

/** Sends a post with its service names joined and its view count (contract Post). */
export async function sendPost(res: Response, status: number, post: StoredPost): Promise<void> {
  res.set('Cache-Control', 'private, no-store');
  const [names, views] = await Promise.all([serviceNamesById(), readViewCount(post.id)]);
  res.status(status).json(toApiPost(post, names, views));
}
