/**
 * GET /api/page-render-status, staff only: the public pages that are not showing the
 * live data because their last render failed (services/site/page-render-status.ts), most recent
 * first → 200 `{failing: [{path, at, message}]}` (contract page-render-status.ts) · 401. Never
 * cached: the admin asks after each save.
 */
import { Router } from 'express';
import { requireStaff } from '../middleware/require-staff';
import { readPageRenderStatus } from '../services/site/page-render-status';

/** The router, mounted at /api/page-render-status. */
export function pageRenderStatusRouter(): Router {
  const router = Router();
  router.get('/', requireStaff, async (_req, res) => {
    res.set('Cache-Control', 'private, no-store');
    res.json(await readPageRenderStatus());
  });
  return router;
}
