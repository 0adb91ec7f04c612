/**
 * Drafts waiting for review (ADR 0033), mounted at /api; who may is middleware/role-gate's (Crew
 * only for their own drafts); every route checks the staff session (requireStaff: 401), the write
 * also CSRF (csrfGuard: 403); answers are never cached.
 * - GET /review-requests → 200 DraftForReview[]: Crew their own draft projects; others the
 *   submitted drafts
 * - POST /posts/:id/review-request → 204 · 404 when it is not a draft project
 */
import { Router } from 'express';
import { may } from '@site/contract/staff-roles';
import { noStoreAnswers } from '../middleware/cache-control';
import { csrfGuard } from '../middleware/csrf';
import { requireStaff, staffEditor, staffLogFields } from '../middleware/require-staff';
import { ownDrafts, requestReview, submittedDrafts } from '../services/posts/review-requests';
import { logger } from 'firebase-functions/logger';

/** The router. */
export function reviewRequestsRouter(): Router {
  const router = Router();
  router.get('/review-requests', noStoreAnswers, requireStaff, async (_req, res) => {
    const staff = res.locals.staff!;
    res.json(may(staff.role, 'content') ? await submittedDrafts() : await ownDrafts(staff.id));
  });
  router.post('/posts/:id/review-request', noStoreAnswers, csrfGuard, requireStaff, async (req, res) => {
    const id = String(req.params.id);
    if (!(await requestReview(id, staffEditor(res)))) {
      res.status(404).json({ message: 'Only a draft project can be submitted for review.' });
      return;
    }
    logger.info(`post ${id} submitted for review`, staffLogFields(res));
    res.status(204).end();
  });
  return router;
}
