/**
 * GET /api/activity (ADR 0033): the activity list, newest first, for the Owner and Office
 * (middleware/role-gate: 403 for Crew); the staff session is checked (requireStaff: 401); never
 * cached. What it lists is written by middleware/activity-recorder.
 */
import { Router } from 'express';
import { noStoreAnswers } from '../middleware/cache-control';
import { requireStaff } from '../middleware/require-staff';
import { readActivity } from '../services/activity/activity-log';

/** The router, mounted at /api/activity. */
export function activityRouter(): Router {
  const router = Router();
  router.get('/', noStoreAnswers, requireStaff, async (_req, res) => {
    res.json(await readActivity());
  });
  return router;
}
