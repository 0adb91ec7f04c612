/**
 * The admin's "Set up your site" checklist (contract setup-status.ts):
 * - GET /api/setup → 200 SetupStatus (staff) · 401
 * - DELETE /api/setup/demo-projects → 200 `{removed}` (staff; every demo project of the seed, for
 *   good, with its stored photos: services/posts/demo-projects.ts) · 401 · 403 (CSRF)
 * Answers are never cached (`private, no-store`).
 */
import { Router } from 'express';
import { csrfGuard } from '../middleware/csrf';
import { requireStaff, staffEditor } from '../middleware/require-staff';
import { removeDemoProjects } from '../services/posts/demo-projects';
import { readSetupStatus } from '../services/site/setup-status';
import type { ImageDeleter } from '../services/media/object-store/delete-stored-images';

/** The router, mounted at /api/setup. */
export function setupRouter(deleteImages?: ImageDeleter): Router {
  const router = Router();
  router.get('/', requireStaff, async (_req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await readSetupStatus());
  });
  router.delete('/demo-projects', csrfGuard, requireStaff, async (_req, res) => {
    const removed = await removeDemoProjects(staffEditor(res), deleteImages);
    res.set('Cache-Control', 'private, no-store').json({ removed: removed.length });
  });
  return router;
}
