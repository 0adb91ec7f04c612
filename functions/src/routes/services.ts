/**
 * The services (spec §3 GET /api/services; ADR 0035), mounted at /api/services.
 * - GET /          → 200 [{id, name, slug}]: the services visitors see, in the site's order (CDN 5 min)
 * - GET /manage    → 200 ManagedService[]: every service, hidden ones too (staff)
 * - POST /         → 201 {id} · 400 `{message, errors}` (staff, CSRF): a new service
 * - PATCH /:id     → 200 {id} · 400 · 404: its name, address, icon or visibility
 * - PUT /order     → 200 · 400 {ids}: the new order (every id once)
 * - DELETE /:id    → 204 · 404: its text to the Trash, its page 301s to /services
 * Staff routes check the session on the server (requireStaff: 401) and answer `private, no-store`.
 */
import { Router, type Response } from 'express';
import {
  serviceOrderSchema,
  serviceRecordInputSchema,
  serviceRecordPatchSchema,
  type ManagedService,
} from '@site/contract/service';
import { noStoreAnswers, setReadCache } from '../middleware/cache-control';
import { csrfGuard } from '../middleware/csrf';
import { parseBody } from '../middleware/parse-body';
import { requireStaff, staffEditor, staffUid } from '../middleware/require-staff';
import { listPosts } from '../services/posts/posts-store';
import {
  createService,
  deleteService,
  reorderServices,
  updateService,
  type ServiceWrite,
} from '../services/posts/service-writes';
import { readServiceRecords } from '../services/posts/services-store';
import { hasServiceText, publicServiceOf } from '../services/site/live-services';
import { cachedServicePages } from '../services/site/site-data';

/** How long the CDN may keep the services list (seconds). */
const cdnSeconds = 300;

/** Answers a service write. */
function answer(res: Response, result: ServiceWrite, okStatus = 200): void {
  if (result.kind === 'saved') res.status(okStatus).json({ id: result.id });
  else if (result.kind === 'deleted') res.status(204).end();
  else if (result.kind === 'invalid') res.status(400).json({ message: 'Validation failed', errors: result.errors });
  else res.status(404).json({ message: 'Service not found' });
}

/** The services router. */
export function servicesRouter(): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    const services = await cachedServicePages();
    setReadCache(res, cdnSeconds);
    res.json(services.map(publicServiceOf));
  });

  const staff = Router();
  staff.use(noStoreAnswers);
  staff.get('/manage', requireStaff, async (_req, res) => {
    const [records, published] = await Promise.all([
      readServiceRecords(),
      listPosts({ type: 'service', status: 'published' }),
    ]);
    const list: ManagedService[] = records.map(({ id, ...record }) => ({
      id,
      ...record,
      hasText: hasServiceText({ id, ...record }, published),
    }));
    res.json(list);
  });
  staff.post('/', csrfGuard, requireStaff, async (req, res) => {
    const body = parseBody(serviceRecordInputSchema, req, res);
    if (body) answer(res, await createService(body), 201);
  });
  staff.put('/order', csrfGuard, requireStaff, async (req, res) => {
    const body = parseBody(serviceOrderSchema, req, res);
    if (body) answer(res, await reorderServices(body.ids));
  });
  staff.patch('/:id', csrfGuard, requireStaff, async (req, res) => {
    const body = parseBody(serviceRecordPatchSchema, req, res);
    if (body) answer(res, await updateService(String(req.params.id), body, { uid: staffUid(res) }));
  });
  staff.delete('/:id', csrfGuard, requireStaff, async (req, res) => {
    answer(res, await deleteService(String(req.params.id), staffEditor(res)));
  });
  router.use(staff);
  return router;
}
