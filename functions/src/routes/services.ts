/**
 * GET /api/services (spec §7, DESIGN §6): the 13 services in catalog order.
 */
import { Router } from 'express';
import { setReadCache } from '../middleware/cache-control';
import { listServices } from '../services/posts/services-store';

/** How long the CDN may keep the services list (seconds); it changes only with a seed/deploy. */
const cdnSeconds = 300;

/**
 * The services router, mounted at /api/services.
 * GET / → 200 [{id, name, slug}] ordered by the catalog's `order`.
 */
export function servicesRouter(): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    const services = await listServices();
    setReadCache(res, cdnSeconds);
    res.json(services);
  });
  return router;
}
