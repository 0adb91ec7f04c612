/**
 * Reviews for staff ("Reviews"; contract/src/reviews.ts; services/reviews), mounted at
 * /api/reviews. Every route checks the staff session on the server (requireStaff: 401), writes
 * also CSRF (csrfGuard: 403); bodies are parsed with the contract schema before anything is
 * written (400 `{message, errors: {field: text}}`, nothing changes); answers are `private, no-store`.
 * Visitors read no review here: the pages show the published ones (the page server's
 * `publishedReviews`), so a draft never leaves the staff API.
 * - GET /?cursor&limit → 200 {items: Review[], nextCursor, total}: one page (drafts too, newest
 *   date first; contract list-page.ts) · 400 bad page · 409 the cursor's review is gone
 * - POST /         → 201 {id} · 400
 * - PUT /:id       → 200 {id} · 400 · 404 (the whole review; publish/unpublish send the other status)
 * - DELETE /:id    → 204 · 404
 */
import { unknownServiceSlugs } from '../services/posts/services-store';
import { Router, type Request, type Response } from 'express';
import { reviewInputSchema } from '@site/contract/reviews';
import { csrfGuard } from '../middleware/csrf';
import { parseBody } from '../middleware/parse-body';
import { parseListPage } from '../middleware/list-page-query';
import { requireStaff, staffUid } from '../middleware/require-staff';
import { deleteReview, listReviews, saveReview } from '../services/reviews/reviews-store';
import { noStoreAnswers } from '../middleware/cache-control';
import { deleteById } from '../middleware/delete-by-id';

/** 404 body of an unknown review. */
const notFound = { message: 'Review not found' };

/** The reviews router. */
export function reviewsRouter(): Router {
  const router = Router();
  router.use(noStoreAnswers);

  router.get('/', requireStaff, async (req, res) => {
    const page = parseListPage(req, res);
    if (page) res.json(await listReviews(page));
  });

  /** The body, or undefined once a 400 was sent (a bad body, or a service no service has). */
  const reviewBody = async (req: Request, res: Response) => {
    const body = parseBody(reviewInputSchema, req, res);
    if (body?.service && (await unknownServiceSlugs([body.service])).length > 0) {
      res.status(400).json({ message: 'Validation failed', errors: { service: 'Unknown service' } });
      return undefined;
    }
    return body;
  };

  router.post('/', csrfGuard, requireStaff, async (req, res) => {
    const body = await reviewBody(req, res);
    if (!body) return;
    res.status(201).json({ id: await saveReview(body, staffUid(res)) });
  });

  router.put('/:id', csrfGuard, requireStaff, async (req, res) => {
    const body = await reviewBody(req, res);
    if (!body) return;
    const id = await saveReview(body, staffUid(res), (req.params as { id: string }).id);
    if (id) res.json({ id });
    else res.status(404).json(notFound);
  });

  router.delete('/:id', csrfGuard, requireStaff, deleteById(deleteReview, notFound));

  return router;
}
