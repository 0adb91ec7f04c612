/**
 * Post writes for staff (spec §6, §7; DESIGN §6: status, delete, create, edit,
 * services and pages), mounted at /api/posts after the read routes. One handler per
 * endpoint; each runs csrfGuard then requireStaff and parses the body once
 * (middleware/post-body.ts) before anything is written, so bad input never changes data:
 * - POST /      {project, service or page form} → 201 Post (+ Location) · 400 `{message, errors}` ·
 *   401 · 403 (CSRF) · 409 when that service or page already has its post
 * - PUT /:id    {status} → 200 Post (spec §7 Publish/Unpublish, any type); {form of the post's
 *   type} → 200 Post · 400 (also: a form of another type) · 401 · 403 · 404 · 409 (service or page
 *   slug taken)
 * - DELETE /:id → 204 · 401 · 403 · 404: the post moves to the Trash, with its photos, slug and
 *   views, for 30 days (services/posts/trash.ts, routes/trash.ts); for a service or page
 *   that is "Reset to built-in text".
 */
import { Router, type Response } from 'express';
import { logger } from 'firebase-functions/logger';
import { csrfGuard } from '../middleware/csrf';
import { parsePostBody } from '../middleware/post-body';
import { requireStaff, staffEditor, staffLogFields } from '../middleware/require-staff';
import { refuseGoneImages, sendPost } from '../middleware/send-post';
import type { ImageStore } from '../services/media/image-references';
import { removeImages, type ImageDeleter } from '../services/media/object-store/delete-stored-images';
import { defaultObjectStore } from '../services/media/object-store/select-object-store';
import {
  createFixedSlugPost,
  updateFixedSlugPost,
  type FixedSlugInput,
  type FixedSlugWrite,
} from '../services/posts/fixed-slug-posts';
import { setPostStatus, updateProject } from '../services/posts/post-updates';
import { createProject } from '../services/posts/post-writes';
import { trashPost } from '../services/posts/trash';
import { nameServiceAfter } from '../services/posts/service-writes';

/** 404 body of a write to a missing post (spec §8 wording for a missing project). */
const notFound = { message: 'Project not found' };

/** The 409 text of a slug that already has its post, e.g. for the landscaping service. */
function slugTakenMessage(input: Pick<FixedSlugInput, 'type' | 'slug'>): string {
  const what = input.type === 'service' ? `The ${input.slug} service` : `The ${input.slug} page`;
  return `${what} already has its own text (a ${input.type} post). Edit that post instead of creating another one.`;
}

/** Answers a service or page write that did not happen (404, 400 other type, 409 slug taken). */
function refuseFixedSlugWrite(
  res: Response,
  result: Exclude<FixedSlugWrite, { kind: 'written' }>,
  input: FixedSlugInput,
): void {
  res.set('Cache-Control', 'private, no-store');
  if (result.kind === 'not-found') {
    res.status(404).json({ message: 'Post not found' });
  } else if (result.kind === 'other-type') {
    res.status(400).json({
      message: 'Validation failed',
      errors: { type: `This post is a ${result.type}; its type cannot change` },
    });
  } else {
    const message = slugTakenMessage(input);
    res.status(409).json({ message, errors: { slug: message } });
  }
}

/** The image field of a service or page form (a page has none), for refuseGoneImages. */
const imageOf = (input: FixedSlugInput) => ({ image: 'image' in input ? input.image : null });

/**
 * The post writes router.
 * @param deleteImages the object store's image deletion (app.ts: deleteStoredImages; undefined:
 *   images are left in place)
 * @param store where uploaded photos are looked up (default: this environment's object store)
 */
export function postWritesRouter(deleteImages?: ImageDeleter, store: ImageStore = defaultObjectStore): Router {
  const router = Router();

  router.post('/', csrfGuard, requireStaff, async (req, res) => {
    const body = await parsePostBody(req.body, store, 'form');
    if (body.kind === 'invalid') {
      res.status(400).json(body.error);
      return;
    }
    if (body.kind === 'project') {
      const post = await refuseGoneImages(res, body.input, () => createProject(body.input, staffEditor(res)));
      if (!post) return;
      logger.info(`post ${post.id} (${post.fields.slug}) created`, staffLogFields(res));
      res.location(`/api/posts/${post.id}`);
      await sendPost(res, 201, post);
      return;
    }
    const { input } = body;
    const result = await refuseGoneImages(res, imageOf(input), () => createFixedSlugPost(input, staffEditor(res)));
    if (!result) return;
    if (result.kind !== 'written') {
      refuseFixedSlugWrite(res, result, input);
      return;
    }
    logger.info(`post ${result.post.id} (${input.type} ${input.slug}) created`, staffLogFields(res));
    await nameServiceAfter(result.post);
    res.location(`/api/posts/${result.post.id}`);
    await sendPost(res, 201, result.post);
  });

  router.put('/:id', csrfGuard, requireStaff, async (req, res) => {
    const { id } = req.params as { id: string };
    const body = await parsePostBody(req.body, store, 'form-or-status');
    if (body.kind === 'invalid') {
      res.status(400).json(body.error);
      return;
    }
    if (body.kind === 'status') {
      const changed = await setPostStatus(id, body.status, staffEditor(res));
      if (!changed) {
        res.status(404).json(notFound);
        return;
      }
      logger.info(`post ${id} set to ${changed.post.fields.status}`, staffLogFields(res));
      await removeImages(deleteImages, changed.removedImages, `post ${id} status`);
      await nameServiceAfter(changed.post);
      await sendPost(res, 200, changed.post);
      return;
    }
    if (body.kind === 'project') {
      const result = await refuseGoneImages(res, body.input, () => updateProject(id, body.input, staffEditor(res)));
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
      logger.info(`post ${id} updated`, staffLogFields(res));
      await removeImages(deleteImages, result.removedImages, `post ${id} update`);
      await sendPost(res, 200, result.post);
      return;
    }
    const { input } = body;
    const result = await refuseGoneImages(res, imageOf(input), () => updateFixedSlugPost(id, input, staffEditor(res)));
    if (!result) return;
    if (result.kind !== 'written') {
      refuseFixedSlugWrite(res, result, input);
      return;
    }
    logger.info(`post ${id} (${input.type} ${input.slug}) updated`, staffLogFields(res));
    await removeImages(deleteImages, result.removedImages, `post ${id} update`);
    await nameServiceAfter(result.post);
    await sendPost(res, 200, result.post);
  });

  router.delete('/:id', csrfGuard, requireStaff, async (req, res) => {
    const { id } = req.params as { id: string };
    const moved = await trashPost(id, staffEditor(res));
    if (!moved) {
      res.status(404).json(notFound);
      return;
    }
    logger.info(`post ${id} moved to the Trash`, staffLogFields(res));
    await nameServiceAfter();
    res.status(204).end();
  });

  return router;
}
