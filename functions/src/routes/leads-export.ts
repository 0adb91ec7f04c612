/**
 * GET /api/leads.csv (issue 13: "export, opens in Excel"), staff only, mounted at /api: the leads
 * of the same query as GET /api/leads (status, search), newest first, as a CSV download
 * (services/leads/lead-csv.ts), never cached.
 */
import { Router } from 'express';
import { requireStaff } from '../middleware/require-staff';
import { leadsCsv, leadsCsvFileName } from '../services/leads/lead-csv';
import { leadsForQuery } from '../middleware/lead-list-query';
import type { LeadRouterOptions } from '../services/leads/lead-router-options';

/**
 * The export router: GET /leads.csv → 200 text/csv (UTF-8 with BOM) as an attachment named
 * `leads-YYYY-MM-DD.csv` · 400 {message, errors} · 401.
 */
export function leadsExportRouter(options: Pick<LeadRouterOptions, 'now'>): Router {
  const router = Router();
  router.get('/leads.csv', requireStaff, async (req, res) => {
    res.set('Cache-Control', 'private, no-store');
    const result = await leadsForQuery(req.query);
    if ('error' in result) {
      res.status(400).json(result.error);
      return;
    }
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${leadsCsvFileName(options.now())}"`,
      'X-Content-Type-Options': 'nosniff',
    });
    res.send(leadsCsv(result.records));
  });
  return router;
}
