/**
 * The visitor side of the leads API, mounted at /api/leads ("API"; DESIGN §6):
 * - POST /          anyone, same-site (csrfGuard), rate limited: a request for an estimate
 * - POST /uploads   anyone, same-site, rate limited: a signed URL for one photo PUT
 * - POST /photos    anyone, same-site: a finished upload → a private, re-encoded photo
 * Every answer carries `Cache-Control: private, no-store` (personal data, never cached).
 */
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { requestPhotoTypes } from '@site/contract/photo-rules';
import { csrfGuard } from '../middleware/csrf';
import { rateLimiter, type RateLimitSettings } from '../middleware/rate-limits';
import { requestHosts } from '../middleware/request-hosts';
import { validationError } from '@site/contract/api';
import { UploadNotFoundError } from '../services/media/image-pipeline/publish-upload';
import { UnsupportedImageError } from '../services/media/image-pipeline/process-image';
import { storeLeadPhoto } from '../services/leads/lead-photos';
import { submitLead } from '../services/leads/lead-submission';
import type { LeadRouterOptions } from '../services/leads/lead-router-options';
import { UploadTooLargeError } from '../services/media/object-store/object-store';
import { logger } from 'firebase-functions/logger';
import { noStoreAnswers } from '../middleware/cache-control';
import { uploadUrlBodySchema } from './upload-url-body';
import { parseBody } from '../middleware/parse-body';

/** Body of POST /uploads: the photo's type, signed into the URL when given (contract photo-rules requestPhotoTypes). */
const uploadBodySchema = z
  .object({
    contentType: z
      .enum(requestPhotoTypes, {
        error: 'contentType must be image/jpeg, image/png, image/webp, image/heic or image/heif',
      })
      .optional(),
  })
  .optional();

/** Body of POST /photos: the URL the photo was uploaded to. */
const photoBodySchema = uploadUrlBodySchema('uploadURL');

/** The request header naming one submission (draft-ietf-httpapi-idempotency-key-header; contract request-conventions). */
const idempotencyKeyHeader = 'idempotency-key';

/**
 * The idempotency key of a request: the header's value, unquoted (the draft makes it an RFC 8941
 * sf-string, e.g. `"8e03978e-…"`), 16-128 characters of letters, digits, `-` and `_`.
 * @returns the key; undefined without the header; null when it is malformed
 */
export function idempotencyKeyOf(header: string | undefined): string | null | undefined {
  if (header === undefined) return undefined;
  const key = header.trim().replace(/^"(.*)"$/, '$1');
  return /^[A-Za-z0-9_-]{16,128}$/.test(key) ? key : null;
}

/**
 * The limit of new requests (POST /api/leads and the /contact form's action): `limits.leads` per
 * client; only accepted requests count (a 400 for a typo does not).
 */
export function leadRequestLimiter(limits: RateLimitSettings): RequestHandler {
  return rateLimiter('leads', limits.leads, { countFailures: false });
}

/**
 * The visitor leads router.
 * - POST / {contract leadInput} [Idempotency-Key] → 201 {id, reference} (spam too, stored as
 *   `spam`, no e-mail; a repeat of a key: the first answer with `Idempotent-Replayed: true`, nothing
 *   stored or sent) · 400 {message, errors} (also: a malformed key; a photo another request took) ·
 *   403 (CSRF) · 409 {message} (the key came with other details) · 429 {message} + Retry-After
 * - POST /uploads [{contentType}] → 200 {uploadURL, objectName, expiresAt, method, headers} · 400 · 403 · 429 · 500
 * - POST /photos {uploadURL} → 201 {photoId} · 400 {message} (foreign URL, nothing uploaded, not
 *   an image, too large) · 403 · 500
 * @param requestLimiter the limit of POST / (default leadRequestLimiter(limits)); createApp passes
 *   the one it also puts before the /contact form's action, so both count against one limit
 */
export function leadsRouter(
  limits: RateLimitSettings,
  options: LeadRouterOptions,
  requestLimiter: RequestHandler = leadRequestLimiter(limits),
): Router {
  const router = Router();
  router.use(noStoreAnswers);

  router.post('/', requestLimiter, csrfGuard, async (req, res) => {
    const key = idempotencyKeyOf(req.get(idempotencyKeyHeader));
    if (key === null) {
      res.status(400).json({ message: 'The Idempotency-Key header must be 16 to 128 letters, digits, "-" or "_".' });
      return;
    }
    const submitted = await submitLead(req.body, options.now(), key);
    if (submitted.kind === 'invalid') res.status(400).json({ message: 'Validation failed', errors: submitted.errors });
    else if (submitted.kind === 'conflict') res.status(409).json({ message: submitted.message });
    else {
      if (submitted.kind === 'repeated') res.set('Idempotent-Replayed', 'true');
      res.status(201).json({ id: submitted.id, reference: submitted.reference });
    }
  });

  router.post('/uploads', rateLimiter('lead-uploads', limits.leadUploads), csrfGuard, async (req, res) => {
    const parsed = uploadBodySchema.safeParse(req.body ?? undefined);
    if (!parsed.success) {
      res.status(400).json(validationError('Invalid upload request', parsed.error));
      return;
    }
    try {
      res.json(await options.store().createUploadUrl({ contentTypeHint: parsed.data?.contentType }));
    } catch (error) {
      logger.error('could not issue a lead photo upload URL', error, { requestId: res.locals.requestId });
      res.status(500).json({ message: 'Failed to get upload URL.' });
    }
  });

  router.post('/photos', csrfGuard, async (req, res) => {
    const body = parseBody(photoBodySchema, req, res, 'Invalid request');
    if (!body) return;
    const store = options.store();
    const name = await store.objectNameFromUploadUrl(body.uploadURL, requestHosts(req));
    if (!name) {
      res.status(400).json({ message: 'The upload URL was not issued by this server.' });
      return;
    }
    try {
      res.status(201).json({ photoId: await storeLeadPhoto(store, name, options.now()) });
    } catch (error) {
      if (error instanceof UploadNotFoundError)
        res.status(400).json({ message: 'No uploaded photo was found for this URL (it may have expired).' });
      else if (error instanceof UploadTooLargeError)
        res.status(400).json({ message: 'The photo is larger than 10 MB.' });
      else if (error instanceof UnsupportedImageError) res.status(400).json({ message: error.message });
      else {
        logger.error('could not store a lead photo', error, { objectName: name, requestId: res.locals.requestId });
        res.status(500).json({ message: 'Failed to process the photo.' });
      }
    }
  });

  return router;
}
