/**
 * Post writes for staff (spec §6, §7; DESIGN §6; issue 3 status/delete, issue 4 create/edit):
 * POST /api/posts, PUT /api/posts/:id, DELETE /api/posts/:id. Every route runs csrfGuard then
 * requireStaff; input is parsed with the contract schemas before anything is written, so bad
 * input never changes data.
 */
import { Router, type Response } from 'express';
import type { ApiError } from '@site/contract/api';
import {
  bodyTextLength,
  postStatusUpdateSchema,
  projectInputSchema,
  type ProjectInputParsed,
} from '@site/contract/project-input';
import { csrfGuard } from '../middleware/csrf';
import { requireStaff } from '../middleware/require-staff';
import { refuseGoneImages, sendPost } from '../middleware/send-post';
import { validationError } from '../middleware/validation';
import { setPostStatus, updateProject } from '../services/posts/post-updates';
import { trashPost } from '../services/posts/trash';
import { editorOfRequest } from './revisions';
import { createProject } from '../services/posts/post-writes';
import { missingImageErrors, type ImageStore } from '../services/media/image-references';
import { removeImages, type ImageDeleter } from '../services/media/object-store/delete-stored-images';
import { defaultObjectStore } from '../services/media/object-store/select-object-store';
import { sanitizeHtml } from '../services/posts/sanitize-html';
import { listServices } from '../services/site/services-store';
import { logger } from 'firebase-functions/logger';

/** 404 body of a write to a missing post (spec §8 wording for a missing project). */
const notFound = { message: 'Project not found' };

/**
 * Parses a project body with the contract schema (spec §5 messages) plus three server checks:
 * content must still have 10 text characters after sanitizing, service ids must exist, and every
 * uploaded photo must exist in the object store (issue 20 finding 1).
 * @returns the parsed input, or the 400 body `{message: 'Validation failed', errors}`
 * @throws Firestore errors (reading the services list); storage errors (looking up photos)
 */
export async function parseProjectBody(
  body: unknown,
  store: ImageStore = defaultObjectStore,
): Promise<{ input: ProjectInputParsed } | { error: ApiError }> {
  const parsed = projectInputSchema.safeParse(body ?? {});
  if (!parsed.success) return { error: validationError('Validation failed', parsed.error) };
  const errors: Record<string, string> = {};
  if (bodyTextLength(sanitizeHtml(parsed.data.content)) < 10) errors.content = 'Please provide project details';
  if (parsed.data.serviceIds.length > 0) {
    const known = new Set((await listServices()).map((service) => service.id));
    const unknown = parsed.data.serviceIds.filter((id) => !known.has(id));
    if (unknown.length > 0) errors.serviceIds = `Unknown service: ${unknown.join(', ')}`;
  }
  Object.assign(errors, await missingImageErrors(store(), parsed.data));
  if (Object.keys(errors).length > 0) return { error: { message: 'Validation failed', errors } };
  return { input: parsed.data };
}

/** Is the body exactly `{status}` (spec §7 Publish/Unpublish) rather than a full form? */
function isStatusOnly(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body) &&
    Object.keys(body).length === 1 &&
    'status' in body
  );
}

/**
 * The post writes router, mounted at /api/posts (after the read router).
 * - POST / {project form} → 201 Post (+ Location) · 400 `{message, errors}` · 401 · 403 (CSRF)
 * - PUT /:id {status} → 200 Post; PUT /:id {project form} → 200 Post · 400 · 401 · 403 · 404
 * - DELETE /:id → 204 · 401 · 403 · 404: the post moves to the Trash, with its photos, slug and
 *   views, for 30 days (issue 24; services/posts/trash.ts, routes/trash.ts)
 * @param deleteImages the object store's image deletion (app.ts: deleteStoredImages; undefined:
 *   images are left in place)
 * @param store where uploaded photos are looked up (default: this environment's object store)
 */
export function postWritesRouter(deleteImages?: ImageDeleter, store: ImageStore = defaultObjectStore): Router {
  const router = Router();
  // Who did it, by uid: never the e-mail (DECISIONS "Logs": no personal data in logs).
  const by = (res: Response) => ({ uid: res.locals.staff?.id ?? 'unknown', requestId: res.locals.requestId });

  router.post('/', csrfGuard, requireStaff, async (req, res) => {
    const parsed = await parseProjectBody(req.body, store);
    if ('error' in parsed) {
      res.status(400).json(parsed.error);
      return;
    }
    const post = await refuseGoneImages(res, parsed.input, () => createProject(parsed.input, editorOfRequest(res)));
    if (!post) return;
    logger.info(`post ${post.id} (${post.fields.slug}) created`, by(res));
    res.location(`/api/posts/${post.id}`);
    await sendPost(res, 201, post);
  });

  router.put('/:id', csrfGuard, requireStaff, async (req, res) => {
    const { id } = req.params as { id: string };
    if (isStatusOnly(req.body)) {
      const parsed = postStatusUpdateSchema.safeParse(req.body);
      if (!parsed.success) {
        res.status(400).json(validationError('Validation failed', parsed.error));
        return;
      }
      const changed = await setPostStatus(id, parsed.data.status, editorOfRequest(res));
      if (!changed) {
        res.status(404).json(notFound);
        return;
      }
      logger.info(`post ${id} set to ${changed.post.fields.status}`, by(res));
      await removeImages(deleteImages, changed.removedImages, `post ${id} status`);
      await sendPost(res, 200, changed.post);
      return;
    }
    const parsed = await parseProjectBody(req.body, store);
    if ('error' in parsed) {
      res.status(400).json(parsed.error);
      return;
    }
    const result = await refuseGoneImages(res, parsed.input, () =>
      updateProject(id, parsed.input, editorOfRequest(res)),
    );
    if (!result) return;
    if (result.kind === 'not-found') {
      res.status(404).json(notFound);
      return;
    }
    if (result.kind === 'not-project') {
      res
        .status(400)
        .json({ message: 'Validation failed', errors: { type: 'Only project posts can be edited with this form' } });
      return;
    }
    logger.info(`post ${result.post.id} updated`, by(res));
    await removeImages(deleteImages, result.removedImages, `post ${result.post.id} update`);
    await sendPost(res, 200, result.post);
  });

  router.delete('/:id', csrfGuard, requireStaff, async (req, res) => {
    const { id } = req.params as { id: string };
    const moved = await trashPost(id, editorOfRequest(res));
    if (!moved) {
      res.status(404).json(notFound);
      return;
    }
    logger.info(`post ${id} moved to the Trash`, by(res));
    res.status(204).end();
  });

  return router;
}
