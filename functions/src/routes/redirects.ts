/**
 * Redirect rules for staff ("Redirects for the old site"; services/redirects), mounted at
 * /api/redirects. Every route checks the staff session on the server (requireStaff: 401), writes
 * also CSRF (csrfGuard: 403); bodies are parsed with the contract schemas and checked
 * (redirect-rules.ts checkRule) before anything is written; answers are `private, no-store`.
 * - GET /?cursor&limit → 200 {items: RedirectRule[], nextCursor, total}: one page, most hits first
 *   (contract list-page.ts) · 400 bad page · 409 the cursor's rule is gone
 * - POST /         → 201 {id} · 400 `{message, errors: {from|to|status}}` · 409 (that address has a rule)
 * - PUT /:id       → 200 {id} · 400 · 404 · 409
 * - DELETE /:id    → 204 · 404
 * - POST /import {csv} → 200 {created, updated} · 400 `{message, errors: {"line N": text}}` (nothing written)
 */
import { Router, type Response } from 'express';
import { logger } from 'firebase-functions/logger';
import { redirectImportSchema, redirectInputSchema } from '@site/contract/redirects';
import { siteOrigin } from '@site/contract/seo/site-url';
import type { SiteSettings } from '@site/contract/site-settings';
import { csrfGuard } from '../middleware/csrf';
import { parseBody } from '../middleware/parse-body';
import { requireStaff, staffUid } from '../middleware/require-staff';
import { importRules } from '../services/redirects/redirect-import';
import { deleteRule, listRules, saveRule, type RuleSave } from '../services/redirects/redirect-rules';
import { noStoreAnswers } from '../middleware/cache-control';
import { deleteById } from '../middleware/delete-by-id';
import { parseListPage } from '../middleware/list-page-query';

/** 404 body of an unknown rule. */
const notFound = { message: 'Redirect not found' };

/**
 * The redirects router.
 * @param settings the site settings (its siteUrl: full URLs of this site are accepted as targets)
 */
export function redirectsRouter(settings: () => SiteSettings): Router {
  const router = Router();
  const origin = () => {
    try {
      return siteOrigin(settings().siteUrl);
    } catch {
      return null;
    }
  };
  const by = (res: Response) => ({ uid: staffUid(res) });
  router.use(noStoreAnswers);

  /** Answers a save. */
  const answer = (res: Response, result: RuleSave, okStatus: number) => {
    if (result.kind === 'saved') res.status(okStatus).json({ id: result.id });
    else if (result.kind === 'invalid') res.status(400).json({ message: 'Validation failed', errors: result.errors });
    else if (result.kind === 'exists')
      res.status(409).json({
        message: 'That old address already has a redirect: edit it instead',
        errors: { from: 'That old address already has a redirect: edit it instead' },
      });
    else res.status(404).json(notFound);
  };

  router.get('/', requireStaff, async (req, res) => {
    const page = parseListPage(req, res);
    if (page) res.json(await listRules(page));
  });

  router.post('/import', csrfGuard, requireStaff, async (req, res) => {
    const body = parseBody(redirectImportSchema, req, res);
    if (!body) return;
    const outcome = await importRules(body.csv, origin(), by(res));
    if (outcome.kind === 'invalid') {
      res.status(400).json({ message: outcome.message, errors: outcome.errors });
      return;
    }
    logger.info('redirects imported', { ...outcome.result, uid: by(res).uid });
    res.json(outcome.result);
  });

  router.post('/', csrfGuard, requireStaff, async (req, res) => {
    const body = parseBody(redirectInputSchema, req, res);
    if (!body) return;
    answer(res, await saveRule(body, origin(), by(res)), 201);
  });

  router.put('/:id', csrfGuard, requireStaff, async (req, res) => {
    const body = parseBody(redirectInputSchema, req, res);
    if (!body) return;
    answer(res, await saveRule(body, origin(), by(res), (req.params as { id: string }).id), 200);
  });

  router.delete('/:id', csrfGuard, requireStaff, deleteById(deleteRule, notFound));

  return router;
}
