/**
 * The CSV export of leads (spec: "export, opens in Excel"), staff only, mounted at /api: every
 * lead of a status (GET /api/leads.csv?status) or of a status and a search (POST
 * /api/leads/export {status, search}: what staff typed, names and phone numbers, stays out of
 * URLs), newest first, as a CSV download (services/leads/lead-csv.ts), never cached. All matching
 * leads, not one page of the list: read by cursor a few hundred at a time and streamed as they
 * come (services/leads/lead-list-page.ts `eachLeadOf`; ADR 0037).
 */
import { Router, type Response } from 'express';
import type { z } from 'zod';
import { validationError } from '@site/contract/api';
import { leadExportBodySchema, leadExportQuerySchema } from '@site/contract/lead';
import { csrfGuard } from '../middleware/csrf';
import { requireStaff } from '../middleware/require-staff';
import { leadsCsvFileName, writeLeadsCsv } from '../services/leads/lead-csv';
import { serviceNamesBySlug } from '../services/posts/services-store';
import { eachLeadOf, type LeadListFilter } from '../services/leads/lead-list-page';
import type { LeadRouterOptions } from '../services/leads/lead-router-options';

/**
 * The export router: GET /leads.csv?status and POST /leads/export {status?, search?} → 200
 * text/csv (UTF-8 with BOM) as an attachment named `leads-YYYY-MM-DD.csv` · 400 {message,
 * errors} (also a search in the URL) · 401 (· 403: the POST's CSRF check).
 */
export function leadsExportRouter(options: Pick<LeadRouterOptions, 'now'>): Router {
  const router = Router();
  const sendCsv = async (parsed: z.ZodSafeParseResult<LeadListFilter>, res: Response) => {
    res.set('Cache-Control', 'private, no-store');
    if (!parsed.success) {
      res.status(400).json(validationError('Invalid query parameters', parsed.error));
      return;
    }
    // Read before the answer starts: a failure is then a plain 500, not a cut-off file.
    const names = await serviceNamesBySlug();
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${leadsCsvFileName(options.now())}"`,
      'X-Content-Type-Options': 'nosniff',
    });
    await writeLeadsCsv(eachLeadOf(parsed.data), res, names);
  };
  router.get('/leads.csv', requireStaff, (req, res) => sendCsv(leadExportQuerySchema.safeParse(req.query), res));
  router.post('/leads/export', csrfGuard, requireStaff, (req, res) =>
    sendCsv(leadExportBodySchema.safeParse(req.body ?? {}), res),
  );
  return router;
}
