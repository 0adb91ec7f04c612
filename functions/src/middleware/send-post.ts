/**
 * The answers of a staff post write (routes/post-writes.ts, routes/revisions.ts, routes/trash.ts): the
 * post as the API returns it (contract Post), or the 400 of a photo deleted meanwhile; never cached.
 */
import type { Response } from 'express';
import { goneImageErrors, ImageGoneError } from '../services/media/image-references';
import { toApiPost, type StoredPost } from '../services/posts/post-document';
import { readViewCount } from '../services/posts/post-views';
import { serviceNamesById } from '../services/posts/services-store';

/** Sends a post with its service names joined and its view count (contract Post). */
export async function sendPost(res: Response, status: number, post: StoredPost): Promise<void> {
  res.set('Cache-Control', 'private, no-store');
  const [names, views] = await Promise.all([serviceNamesById(), readViewCount(post.id)]);
  res.status(status).json(toApiPost(post, names, views));
}

/**
 * Runs a post write; a photo deleted meanwhile (ImageGoneError) is answered 400 on its fields and
 * gives undefined, like a validation failure: nothing was written.
 * @throws whatever the write throws other than ImageGoneError
 */
export async function refuseGoneImages<T>(
  res: Response,
  fields: Parameters<typeof goneImageErrors>[1],
  write: () => Promise<T>,
): Promise<T | undefined> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof ImageGoneError)) throw error;
    res.set('Cache-Control', 'private, no-store');
    res.status(400).json({ message: 'Validation failed', errors: goneImageErrors(error, fields) });
    return undefined;
  }
}
