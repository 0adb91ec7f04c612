/**
 * The staff side of the leads API ("Staff only"; DESIGN §6), mounted at /api/leads after
 * the visitor router. Every lead it returns carries its duplicate hints (other leads
 * with its phone or e-mail). Every route checks the staff session on the server (requireStaff: 401
 * otherwise), writes also the CSRF rules (csrfGuard) first; every answer carries
 * `Cache-Control: private, no-store`. Leads are personal data: nothing of one is logged.
 */
import { pipeline } from 'node:stream';
import { Router, type Request, type Response } from 'express';
import { leadListQuerySchema, leadNotePatchSchema, leadPatchSchema, leadSearchSchema } from '@site/contract/lead';
import { validationError } from '@site/contract/api';
import { csrfGuard } from '../middleware/csrf';
import { parseBody } from '../middleware/parse-body';
import { sendLeadPage } from '../middleware/lead-list-query';
import { requireStaff, staffLogFields } from '../middleware/require-staff';
import { toApiLead, type LeadRecord } from '../services/leads/lead-document';
import { deliverLeadMail } from '../services/leads/lead-delivery';
import { deleteLeadPhotoFiles, readLeadPhoto } from '../services/leads/lead-photos';
import { duplicatesOf } from '../services/leads/lead-duplicates';
import { changeLead, changeLeadNote, eraseLead } from '../services/leads/lead-writes';
import { countNewLeads, getLead } from '../services/leads/leads-store';
import type { LeadRouterOptions } from '../services/leads/lead-router-options';
import { logger } from 'firebase-functions/logger';
import { noStoreAnswers } from '../middleware/cache-control';

const notFound = { message: 'Request not found' };

/** The API form of one lead with its duplicate hints. */
async function apiLead(record: LeadRecord) {
  return toApiLead(record, await duplicatesOf(record));
}

/** The author of a note: the staff member's name, else their e-mail. */
function authorOf(res: Response): { uid: string; name: string } {
  const staff = res.locals.staff!;
  const name = [staff.firstName, staff.lastName].filter(Boolean).join(' ');
  return { uid: staff.id, name: name || staff.email };
}

/**
 * The staff leads router.
 * - GET /?status&cursor&limit → 200 a page {items: Lead[], nextCursor, total, totalExact} · 400 (also
 *   a search in the URL) · 401 · 409 (a cursor whose lead is gone)
 * - POST /search {status?, search?, cursor?, limit?} → 200 a page · 400 · 401 · 403 · 409
 * - GET /summary → 200 {newCount} · 401
 * - GET /:id → 200 Lead · 401 · 404
 * - PATCH /:id {status?, note?} → 200 Lead · 400 · 401 · 403 · 404
 * - PATCH /:id/notes/:noteId {text} → 200 Lead (the note edited) · 400 · 401 · 403 · 404
 * - DELETE /:id/notes/:noteId → 200 Lead (the note gone) · 401 · 403 · 404
 * - DELETE /:id → 204 (the lead, its photos' records and files) · 401 · 403 · 404
 * - POST /:id/resend → 200 Lead (office e-mail sent again) · 401 · 403 · 404 · 409 (being sent
 *   right now) · 502 {message} (the SMTP server failed: recorded, retried automatically)
 * - GET /:id/photos/:photoId → 200 image/jpeg · 401 · 404
 */
export function leadsStaffRouter(options: LeadRouterOptions): Router {
  const router = Router();
  router.use(noStoreAnswers);

  router.get('/', requireStaff, async (req, res) => {
    const query = leadListQuerySchema.safeParse(req.query);
    if (!query.success) {
      res.status(400).json(validationError('Invalid query parameters', query.error));
      return;
    }
    const { status, cursor, limit } = query.data;
    await sendLeadPage(res, { status }, { cursor, limit });
  });

  router.post('/search', csrfGuard, requireStaff, async (req, res) => {
    const body = parseBody(leadSearchSchema, req, res);
    if (!body) return;
    const { status, search, cursor, limit } = body;
    await sendLeadPage(res, { status, search }, { cursor, limit });
  });

  router.get('/summary', requireStaff, async (_req, res) => {
    res.json({ newCount: await countNewLeads() });
  });

  router.get('/:id', requireStaff, async (req, res) => {
    const record = await getLead(req.params.id as string);
    if (record) res.json(await apiLead(record));
    else res.status(404).json(notFound);
  });

  router.patch('/:id', csrfGuard, requireStaff, async (req, res) => {
    const body = parseBody(leadPatchSchema, req, res);
    if (!body) return;
    const record = await changeLead(req.params.id as string, body, authorOf(res), options.now());
    if (!record) {
      res.status(404).json(notFound);
      return;
    }
    logger.info(`lead ${record.id} changed`, {
      ...staffLogFields(res),
      status: body.status ?? null,
      note: body.note !== undefined,
    });
    res.json(await apiLead(record));
  });

  const noteWrite = (edit: boolean) => async (req: Request, res: Response) => {
    let text: string | null = null;
    if (edit) {
      const body = parseBody(leadNotePatchSchema, req, res);
      if (!body) return;
      text = body.text;
    }
    const id = req.params.id as string;
    const result = await changeLeadNote(id, req.params.noteId as string, text, options.now());
    if (result === null) res.status(404).json(notFound);
    else if (result === 'no-note') res.status(404).json({ message: 'Note not found' });
    else {
      logger.info(`lead ${id} note ${edit ? 'edited' : 'deleted'}`, staffLogFields(res));
      res.json(await apiLead(result));
    }
  };
  router.patch('/:id/notes/:noteId', csrfGuard, requireStaff, noteWrite(true));
  router.delete('/:id/notes/:noteId', csrfGuard, requireStaff, noteWrite(false));

  router.delete('/:id', csrfGuard, requireStaff, async (req, res) => {
    const id = req.params.id as string;
    const erased = await eraseLead(id);
    if (!erased) {
      res.status(404).json(notFound);
      return;
    }
    logger.info(`lead ${id} erased`, staffLogFields(res));
    await deleteLeadPhotoFiles(options.store(), erased.photoIds).catch((error: unknown) =>
      logger.error(`lead ${id}: deleting its photo files failed (the cleanup removes them)`, error, { leadId: id }),
    );
    res.status(204).end();
  });

  router.post('/:id/resend', csrfGuard, requireStaff, async (req, res) => {
    const run = await deliverLeadMail(req.params.id as string, options.now(), true);
    if (run === 'not-found') res.status(404).json(notFound);
    else if (typeof run === 'string')
      res.status(409).json({ message: 'The e-mail is being sent right now. Try again in a few minutes.' });
    else if (run.outcome.office?.ok) {
      logger.info(`lead ${run.record.id} office e-mail resent`, staffLogFields(res));
      res.json(await apiLead(run.record));
    } else {
      const { lastError, state } = run.record.lead.notification;
      const next = state === 'pending' ? ' It will be tried again automatically.' : '';
      res.status(502).json({ message: `The e-mail could not be sent (${lastError}).${next}` });
    }
  });

  router.get('/:id/photos/:photoId', requireStaff, async (req, res) => {
    const record = await getLead(req.params.id as string);
    const photo = record
      ? await readLeadPhoto(options.store(), record.lead.photoIds, req.params.photoId as string)
      : null;
    if (!photo) {
      res.status(404).json({ message: 'Photo not found' });
      return;
    }
    res.set({
      'Content-Type': photo.contentType,
      'Content-Length': String(photo.size),
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline',
    });
    pipeline(photo.body, res, (error) => {
      if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE')
        logger.error('serving a lead photo failed', error, { leadId: record!.id });
    });
  });

  return router;
}
