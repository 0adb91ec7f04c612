/**
 * The company details ("Company details"; DESIGN §6 `GET/PUT /api/settings`):
 * - GET /api/settings → 200 the effective settings (services/site/site-settings-store). Visitors get
 *   the public fields only (contract publicSiteSettings: no lead recipients), which the CDN may
 *   keep as briefly as post reads; staff get every field, never stored.
 * - PUT /api/settings {Company form} → 200 the settings · 400 `{message, errors}` · 401 · 403
 *   (CSRF). The read-only fields GET returns (phoneHref, siteUrl) are ignored, so a GET body can
 *   be sent back. Input is parsed with the contract schema before anything is written, so bad input
 *   changes nothing; the save drops the visitor read cache, so public pages show it at once
 *   (and through the CDN within postReadCdnSeconds).
 */
import { Router } from 'express';
import {
  publicSiteSettings,
  siteSettingsInputSchema,
  withoutReadOnlySettings,
} from '@site/contract/site-settings-schema';
import { postReadCdnSeconds, setReadCache } from '../middleware/cache-control';
import { csrfGuard } from '../middleware/csrf';
import { requireStaff, staffLogFields } from '../middleware/require-staff';
import { validationError } from '@site/contract/api';
import { readSiteSettings, writeSiteSettings } from '../services/site/site-settings-store';
import { logger } from 'firebase-functions/logger';

/** The settings router, mounted at /api/settings. */
export function settingsRouter(): Router {
  const router = Router();

  router.get('/', async (_req, res) => {
    const settings = await readSiteSettings();
    setReadCache(res, postReadCdnSeconds);
    res.json(res.locals.staff ? settings : publicSiteSettings(settings));
  });

  router.put('/', csrfGuard, requireStaff, async (req, res) => {
    const parsed = siteSettingsInputSchema.safeParse(withoutReadOnlySettings(req.body ?? {}));
    if (!parsed.success) {
      res.status(400).json(validationError('Validation failed', parsed.error));
      return;
    }
    const settings = await writeSiteSettings(parsed.data, staffLogFields(res).uid);
    logger.info('site settings saved', staffLogFields(res));
    res.set('Cache-Control', 'private, no-store');
    res.json(settings);
  });

  return router;
}
