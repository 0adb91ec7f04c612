/**
 * The upload API, mounted at /api/objects (spec §7, DESIGN §6 "Upload flow"):
 * - POST /upload (staff): a signed URL for one PUT of one image ≤ 10 MB, ~15 min.
 * - PUT /acl {imageURL} (staff): checks, re-encodes and publishes an upload; {objectPath}.
 * - PUT /uploads/:objectName (disk store only): the signed URL's target on the local stack.
 */
import { Router } from 'express';
import { z } from 'zod';
import { csrfGuard } from '../middleware/csrf';
import { requestHosts } from '../middleware/request-hosts';
import { requireStaff } from '../middleware/require-staff';
import { validationError } from '@site/contract/api';
import { publishUpload, UploadNotFoundError } from '../services/media/image-pipeline/publish-upload';
import { UnsupportedImageError } from '../services/media/image-pipeline/process-image';
import { DiskObjectStore } from '../services/media/object-store/disk-object-store';
import { staffPhotoTypes } from '@site/contract/photo-rules';
import {
  isImageContentType,
  maxUploadBytes,
  UploadTooLargeError,
  type ObjectStore,
} from '../services/media/object-store/object-store';
import { defaultObjectStore } from '../services/media/object-store/select-object-store';
import { logger } from 'firebase-functions/logger';
import { noStoreAnswers } from '../middleware/cache-control';
import { uploadUrlBodySchema } from './upload-url-body';
import { parseBody } from '../middleware/parse-body';

/** Optional body of POST /upload: the file's type, signed into the URL when given. */
const uploadBodySchema = z
  .object({
    contentType: z
      .string()
      .refine(
        (value) => isImageContentType(value) && !value.includes(';'),
        `contentType must be a photo type: ${staffPhotoTypes.join(', ')}`,
      )
      .optional(),
  })
  .optional();

/** Body of PUT /acl (spec §7: "Body: imageURL"). */
const aclBodySchema = uploadUrlBodySchema('imageURL');

/**
 * The /api/objects router.
 * @param store which object store to use, asked per request (default: this environment's)
 */
export function objectsRouter(store: () => ObjectStore = defaultObjectStore): Router {
  const router = Router();
  router.use(noStoreAnswers);

  /** 200 {uploadURL, objectName, expiresAt, method, headers} · 400 bad contentType · 401 · 500 "Failed to get upload URL." (spec §8). */
  router.post('/upload', csrfGuard, requireStaff, async (req, res) => {
    const parsed = uploadBodySchema.safeParse(req.body ?? undefined);
    if (!parsed.success) {
      res.status(400).json(validationError('Invalid upload request', parsed.error));
      return;
    }
    try {
      res.json(await store().createUploadUrl({ contentTypeHint: parsed.data?.contentType }));
    } catch (error) {
      logger.error('could not issue an upload URL', error, { requestId: res.locals.requestId });
      res.status(500).json({ message: 'Failed to get upload URL.' });
    }
  });

  /** 200 {objectPath} · 400 foreign URL, no upload, not an image, too large · 401 · 500. */
  router.put('/acl', csrfGuard, requireStaff, async (req, res) => {
    const body = parseBody(aclBodySchema, req, res, 'Invalid request');
    if (!body) return;
    const name = await store().objectNameFromUploadUrl(body.imageURL, requestHosts(req));
    if (!name) {
      res.status(400).json({ message: 'The image URL was not issued by this server.' });
      return;
    }
    try {
      res.json({ objectPath: await publishUpload(store(), name) });
    } catch (error) {
      if (error instanceof UploadNotFoundError) {
        res.status(400).json({ message: 'No uploaded file was found for this URL (it may have expired).' });
      } else if (error instanceof UploadTooLargeError) {
        res.status(400).json({ message: `The file is larger than ${maxUploadBytes} bytes.` });
      } else if (error instanceof UnsupportedImageError) {
        res.status(400).json({ message: error.message });
      } else {
        logger.error('could not publish upload', error, { objectName: name, requestId: res.locals.requestId });
        res.status(500).json({ message: 'Failed to process the image.' });
      }
    }
  });

  /** The disk store's signed PUT (no session or CSRF check: the signature is the authority). */
  router.put('/uploads/:objectName', async (req, res) => {
    const current = store();
    if (!(current instanceof DiskObjectStore)) {
      res.status(404).json({ message: 'Not found' });
      return;
    }
    const answer = await current.receive(req, req.params.objectName);
    if (answer.etag) res.set('ETag', answer.etag);
    if (answer.message) res.status(answer.status).json({ message: answer.message });
    else res.status(answer.status).end();
  });

  return router;
}
