/**
 * Service and page post writes for staff (issue 14 "Services", "Pages"; DESIGN §6), mounted at
 * /api/posts before postWritesRouter:
 * - POST / {service or page form} → 201 Post (+ Location) · 400 `{message, errors}` · 401 · 403
 *   (CSRF) · 409 when that slug already has its post of the type
 * - PUT /:id {service or page form} → 200 Post · 400 (also: the post is of another type) · 401 ·
 *   403 · 404 · 409 (the new slug is taken)
 * A body whose `type` is not service or page (a project form, the spec's `{status}`) passes on to
 * postWritesRouter. Each route runs csrfGuard then requireStaff; the body is parsed with the
 * contract schema of its type before anything is written, so bad input never changes data.
 * "Reset to built-in text" is DELETE /api/posts/:id (postWritesRouter; its images go too).
 */
import { Router, type RequestHandler, type Response } from 'express';
import type { ApiError } from '@site/contract/api';
import { pageInputSchema } from '@site/contract/page-input';
import { serviceInputSchema } from '@site/contract/service-input';
import { logger } from 'firebase-functions/logger';
import { csrfGuard } from '../middleware/csrf';
import { requireStaff } from '../middleware/require-staff';
import { validationError } from '../middleware/validation';
import {
  createFixedSlugPost,
  updateFixedSlugPost,
  type FixedSlugInput,
  type FixedSlugWrite,
} from '../services/posts/fixed-slug-posts';
import { sanitizeHtml } from '../services/posts/sanitize-html';
import { refuseGoneImages, sendPost } from '../middleware/send-post';
import { missingImageErrors, type ImageStore } from '../services/media/image-references';
import { removeImages, type ImageDeleter } from '../services/media/object-store/delete-stored-images';
import { defaultObjectStore } from '../services/media/object-store/select-object-store';
import { editorOfRequest } from './revisions';

/** The image field of a parsed form (a page has none). */
const imageOf = (input: FixedSlugInput) => ({ image: 'image' in input ? input.image : null });

/** The fixed-slug type a body names, if any. */
function fixedSlugType(body: unknown): FixedSlugInput['type'] | null {
  const type = typeof body === 'object' && body !== null ? (body as { type?: unknown }).type : undefined;
  return type === 'service' || type === 'page' ? type : null;
}

/** Lets only service and page forms into this router's routes (others go on to postWritesRouter). */
const onlyFixedSlugForms: RequestHandler = (req, _res, next) => next(fixedSlugType(req.body) ? undefined : 'route');

/**
 * Parses a service or page body with its contract schema, then checks the body still has its
 * text once sanitized (a body of only `<script>` has none) and that an uploaded image exists in
 * the object store (issue 20 finding 1).
 * @returns the parsed input, or the 400 body `{message: 'Validation failed', errors}`
 * @throws storage errors (looking up the image)
 */
export async function parseFixedSlugBody(
  body: unknown,
  store: ImageStore = defaultObjectStore,
): Promise<{ input: FixedSlugInput } | { error: ApiError }> {
  const page = fixedSlugType(body) === 'page';
  const parsed = page ? pageInputSchema.safeParse(body) : serviceInputSchema.safeParse(body);
  if (!parsed.success) return { error: validationError('Validation failed', parsed.error) };
  const contentField = page ? pageInputSchema.shape.content : serviceInputSchema.shape.content;
  const content = contentField.safeParse(sanitizeHtml(parsed.data.content));
  if (!content.success) {
    return {
      error: {
        message: 'Validation failed',
        errors: { content: content.error.issues[0]?.message ?? 'Content is invalid' },
      },
    };
  }
  const missing = 'image' in parsed.data ? await missingImageErrors(store(), { image: parsed.data.image }) : {};
  if (Object.keys(missing).length > 0) return { error: { message: 'Validation failed', errors: missing } };
  return { input: parsed.data };
}

/** The 409 text of a slug that already has its post, e.g. for the landscaping service. */
export function slugTakenMessage(input: Pick<FixedSlugInput, 'type' | 'slug'>): string {
  const what = input.type === 'service' ? `The ${input.slug} service` : `The ${input.slug} page`;
  return `${what} already has its own text (a ${input.type} post). Edit that post instead of creating another one.`;
}

/** Answers a write that did not happen (404, 400 other type, 409 slug taken). */
function refuse(res: Response, result: Exclude<FixedSlugWrite, { kind: 'written' }>, input: FixedSlugInput): void {
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

/**
 * The router of service and page post writes.
 * @param deleteImages the object store's image deletion (images an edit no longer references)
 * @param store where uploaded images are looked up (default: this environment's object store)
 */
export function fixedSlugPostWritesRouter(deleteImages?: ImageDeleter, store: ImageStore = defaultObjectStore): Router {
  const router = Router();
  // Who did it, by uid: never the e-mail (no personal data in logs).
  const by = (res: Response) => ({ uid: res.locals.staff?.id ?? 'unknown', requestId: res.locals.requestId });

  router.post('/', onlyFixedSlugForms, csrfGuard, requireStaff, async (req, res) => {
    const parsed = await parseFixedSlugBody(req.body, store);
    if ('error' in parsed) {
      res.status(400).json(parsed.error);
      return;
    }
    const result = await refuseGoneImages(res, imageOf(parsed.input), () =>
      createFixedSlugPost(parsed.input, editorOfRequest(res)),
    );
    if (!result) return;
    if (result.kind !== 'written') {
      refuse(res, result, parsed.input);
      return;
    }
    logger.info(`post ${result.post.id} (${parsed.input.type} ${parsed.input.slug}) created`, by(res));
    res.location(`/api/posts/${result.post.id}`);
    await sendPost(res, 201, result.post);
  });

  router.put('/:id', onlyFixedSlugForms, csrfGuard, requireStaff, async (req, res) => {
    const { id } = req.params as { id: string };
    const parsed = await parseFixedSlugBody(req.body, store);
    if ('error' in parsed) {
      res.status(400).json(parsed.error);
      return;
    }
    const result = await refuseGoneImages(res, imageOf(parsed.input), () =>
      updateFixedSlugPost(id, parsed.input, editorOfRequest(res)),
    );
    if (!result) return;
    if (result.kind !== 'written') {
      refuse(res, result, parsed.input);
      return;
    }
    logger.info(`post ${id} (${parsed.input.type} ${parsed.input.slug}) updated`, by(res));
    await removeImages(deleteImages, result.removedImages, `post ${id} update`);
    await sendPost(res, 200, result.post);
  });

  return router;
}
