/**
 * The Trash for staff (services/posts/trash.ts), mounted at /api/trash. Every route checks the
 * staff session on the server (requireStaff: 401), writes also CSRF (csrfGuard: 403); answers are
 * `Cache-Control: private, no-store`.
 * - GET /?cursor&limit → 200 {items: TrashedPost[], nextCursor, total}: one page, newest first
 *   (contract/src/trash.ts, list-page.ts) · 400 bad page · 409 the cursor's post is gone
 * - POST /:id/restore  → 200 Post (back whole: same id, status, slug, photos, views) · 404 · 409
 *   (a service or page whose fixed slug has new text meanwhile: nothing changed)
 * - DELETE /:id        → 204 (deleted forever; photos no other post uses are removed) · 404
 * Moving a post there is DELETE /api/posts/:id (routes/post-writes.ts).
 */
import { Router, type Response } from 'express';
import { logger } from 'firebase-functions/logger';
import { csrfGuard } from '../middleware/csrf';
import { parseListPage } from '../middleware/list-page-query';
import { requireStaff, staffLogFields } from '../middleware/require-staff';
import { refuseGoneImages, sendPost } from '../middleware/send-post';
import { removeImages, type ImageDeleter } from '../services/media/object-store/delete-stored-images';
import { deleteForever, listTrash, restorePost } from '../services/posts/trash';

/** 404 body of an id the Trash does not hold. */
const notInTrash = { message: 'This post is not in the Trash (it may have been restored or deleted for good).' };

/** The 409 text of a restore whose fixed slug has another post now. */
function restoreTakenMessage(type: string, slug: string): string {
  const what = type === 'service' ? `The ${slug} service` : `The ${slug} page`;
  return `${what} has new text of its own since this was deleted. Reset that text first (it goes to the Trash too), then restore this one.`;
}

/**
 * The Trash router.
 * @param deleteImages the object store's image deletion (photos a "Delete forever" frees)
 */
export function trashRouter(deleteImages?: ImageDeleter): Router {
  const router = Router();
  const noStore = (res: Response) => res.set('Cache-Control', 'private, no-store');

  router.get('/', requireStaff, async (req, res) => {
    noStore(res);
    const page = parseListPage(req, res);
    if (page) res.json(await listTrash(page));
  });

  router.post('/:id/restore', csrfGuard, requireStaff, async (req, res) => {
    const { id } = req.params as { id: string };
    noStore(res);
    const result = await refuseGoneImages(res, {}, () => restorePost(id));
    if (!result) return;
    if (result.kind === 'not-found') {
      res.status(404).json(notInTrash);
      return;
    }
    if (result.kind === 'taken') {
      res.status(409).json({ message: restoreTakenMessage(result.type, result.slug) });
      return;
    }
    logger.info(
      `post ${id} restored from the Trash${result.slugChanged ? ' with a new slug' : ''}`,
      staffLogFields(res),
    );
    await sendPost(res, 200, result.post);
  });

  router.delete('/:id', csrfGuard, requireStaff, async (req, res) => {
    const { id } = req.params as { id: string };
    noStore(res);
    const deleted = await deleteForever(id);
    if (!deleted) {
      res.status(404).json(notInTrash);
      return;
    }
    logger.info(`post ${id} deleted forever`, staffLogFields(res));
    await removeImages(deleteImages, deleted.images, `post ${id} delete forever`);
    res.status(204).end();
  });

  return router;
}
