/**
 * GET /api/health (DESIGN §13): 200 when this instance reaches Firestore and the object store,
 * else 503, for uptime checks and the smoke checklist (docs/deploy.md). Never cached by the CDN
 * or the browser (`no-store`); reads no session and touches no personal data; the answer names
 * the checks and their state only, never an error's text.
 */
import { Router } from 'express';
import { logger } from 'firebase-functions/logger';
import { setNoStore } from '../middleware/cache-control';
import { checkHealth, type HealthProbes } from '../services/health/health';

/** Path of the health check (mounted by app.ts before the session reader). */
export const healthPath = '/api/health';

/**
 * The health router.
 * GET /api/health → 200 {status: "ok", checks} · 503 {status: "unavailable", checks}; a failed
 * check is logged (WARNING, with the error) so the cause is in the logs, not in the answer.
 * @param probes the checks (default: Firestore and the object store of this environment)
 */
export function healthRouter(probes?: HealthProbes): Router {
  const router = Router();
  router.get(healthPath, async (_req, res) => {
    const { errors, ...report } = await checkHealth(probes);
    setNoStore(res);
    if (report.status !== 'ok') {
      logger.warn('health check failed', ...Object.values(errors), {
        requestId: res.locals.requestId,
        checks: report.checks,
      });
    }
    res.status(report.status === 'ok' ? 200 : 503).json(report);
  });
  return router;
}
