/**
 * GET /api/leads.csv (issue 13: "export, opens in Excel"), staff only, mounted at /api: the leads
 * of the same query as GET /api/leads (status, search), newest first, as a CSV download
 * (services/leads/lead-csv.ts), never cached. POST /api/leads/export takes the same query as a
 * JSON body: the admin's export of what the inbox shows (issue 26: the search box too), without
 * putting what staff typed (names, phone numbers) into a URL.
 */
import { Router, type Request, type Response } from 'express';
import { csrfGuard } from '../middleware/csrf';
import { requireStaff } from '../middleware/require-staff';
import { leadsCsv, leadsCsvFileName } from '../services/leads/lead-csv';
import { leadsForQuery } from '../middleware/lead-list-query';
import type { LeadRouterOptions } from '../services/leads/lead-router-options';

/**
 * The export router: GET /leads.csv?status&search and POST /leads/export {status?, search?} → 200
 * text/csv (UTF-8 with BOM) as an attachment named `leads-YYYY-MM-DD.csv` · 400 {message,
 * errors} · 401 (· 403: the POST's CSRF check).
 */
export function leadsExportRouter(options: Pick<LeadRouterOptions, 'now'>): Router {
  const router = Router();
  const sendCsv = async (query: unknown, res: Response) => {
    res.set('Cache-Control', 'private, no-store');
    const result = await leadsForQuery(query);
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
  };
  router.get('/leads.csv', requireStaff, (req: Request, res) => sendCsv(req.query, res));
  router.post('/leads/export', csrfGuard, requireStaff, (req: Request, res) => sendCsv(req.body ?? {}, res));
  return router;
}
