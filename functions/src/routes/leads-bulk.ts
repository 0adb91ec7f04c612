/**
 * POST /api/leads/bulk ("bulk actions: select many → mark spam / change status /
 * delete, server-side in one API call that checks the staff session"), mounted at /api/leads
 * before the staff router's `/:id` routes: `{action: 'status', status, ids}` or `{action:
 * 'delete', ids}` → 200 `{changed, missing}` · 400 `{message, errors}` · 401 · 403 (CSRF). A
 * delete is a privacy erasure of each lead, its photos' records and files, as DELETE /:id.
 * Nothing personal is logged: the count and the staff uid.
 */
import { Router } from 'express';
import { leadBulkSchema, type LeadBulkResult } from '@site/contract/lead';
import { csrfGuard } from '../middleware/csrf';
import { parseBody } from '../middleware/parse-body';
import { requireStaff, staffLogFields } from '../middleware/require-staff';
import { eraseLeads, setLeadsStatus } from '../services/leads/lead-bulk-writes';
import { deleteLeadPhotoFiles } from '../services/leads/lead-photos';
import type { LeadRouterOptions } from '../services/leads/lead-router-options';
import { logger } from 'firebase-functions/logger';

/** The bulk router. */
export function leadsBulkRouter(options: LeadRouterOptions): Router {
  const router = Router();
  router.post('/bulk', csrfGuard, requireStaff, async (req, res) => {
    res.set('Cache-Control', 'private, no-store');
    const body = parseBody(leadBulkSchema, req, res);
    if (!body) return;
    let result: LeadBulkResult;
    if (body.action === 'status') {
      const { changed, missing } = await setLeadsStatus(body.ids, body.status, options.now());
      result = { changed: changed.length, missing };
      logger.info(`${changed.length} leads set to ${body.status}`, staffLogFields(res));
    } else {
      const { erased, missing } = await eraseLeads(body.ids);
      result = { changed: erased.length, missing };
      logger.info(`${erased.length} leads erased`, staffLogFields(res));
      const photoIds = erased.flatMap((lead) => lead.photoIds);
      await deleteLeadPhotoFiles(options.store(), photoIds).catch((error: unknown) =>
        logger.error('bulk erase: deleting photo files failed (the cleanup removes them)', error, {
          count: photoIds.length,
        }),
      );
    }
    res.json(result);
  });
  return router;
}
