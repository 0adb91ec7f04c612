/**
 * The home hero slides staff edit (contract hero-slides.ts; ADR 0026), mounted at
 * /api/hero-slides:
 * - GET / → 200 HeroSlidesState (staff; `slides: null` while the designed slides show) · 401
 * - PUT / {slides: [...1–6]} → 200 HeroSlidesState · 400 `{message, errors}` (keyed like
 *   `slides.0.imageAlt`; also a photo that is not, or no longer, in the object store) · 401 · 403 (CSRF)
 * - DELETE / → 200 HeroSlidesState (the designed slides show again) · 401 · 403 (CSRF)
 * The body is parsed with the contract schema and its photos are looked up before anything is
 * written, so bad input changes nothing. Photos a write no longer uses go under the image rule
 * (services/site/hero-slides-store.ts). Answers are never cached (`private, no-store`).
 */
import { unknownServiceSlugs } from '../services/posts/services-store';
import { Router } from 'express';
import { heroSlidesInputSchema, type HeroSlidesInputParsed } from '@site/contract/hero-slides';
import { logger } from 'firebase-functions/logger';
import { csrfGuard } from '../middleware/csrf';
import { parseBody } from '../middleware/parse-body';
import { requireStaff, staffLogFields, staffUid } from '../middleware/require-staff';
import {
  goneImageErrors,
  ImageGoneError,
  missingImageMessage,
  type ImageStore,
} from '../services/media/image-references';
import { removeImages, type ImageDeleter } from '../services/media/object-store/delete-stored-images';
import { defaultObjectStore } from '../services/media/object-store/select-object-store';
import { readHeroSlides, writeHeroSlides } from '../services/site/hero-slides-store';
import { siteImagePath } from '@site/contract/site-images';

/** The field errors of slides whose uploaded photo is not in the object store (`slides.N.image`). */
async function missingPhotoErrors(
  store: ImageStore,
  slides: HeroSlidesInputParsed['slides'],
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  await Promise.all(
    slides.map(async (slide, i) => {
      const image = siteImagePath(slide.image);
      if (image?.kind === 'object' && !(await store().hasPublic(image.masterPath)))
        errors[`slides.${i}.image`] = missingImageMessage;
    }),
  );
  return errors;
}

/** The 400 fields of photos an ImageGoneError names. */
function goneSlideErrors(error: ImageGoneError, slides: HeroSlidesInputParsed['slides']): Record<string, string> {
  const errors: Record<string, string> = {};
  slides.forEach((slide, i) => {
    for (const field of Object.keys(goneImageErrors(error, { image: slide.image })))
      errors[`slides.${i}.${field}`] = missingImageMessage;
  });
  return errors;
}

/**
 * The router.
 * @param deleteImages the object store's image deletion (photos a save no longer uses)
 * @param store where uploaded photos are looked up (default: this environment's object store)
 */
export function heroSlidesRouter(deleteImages?: ImageDeleter, store: ImageStore = defaultObjectStore): Router {
  const router = Router();
  router.get('/', requireStaff, async (_req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await readHeroSlides());
  });

  router.put('/', csrfGuard, requireStaff, async (req, res) => {
    res.set('Cache-Control', 'private, no-store');
    const body = parseBody(heroSlidesInputSchema, req, res);
    if (!body) return;
    const { slides } = body;
    const missing = await missingPhotoErrors(store, slides);
    const unknown = await unknownServiceSlugs(slides.map((slide) => slide.service));
    slides.forEach((slide, index) => {
      if (unknown.includes(slide.service)) missing[`slides.${index}.service`] = 'Unknown service';
    });
    if (Object.keys(missing).length > 0) {
      res.status(400).json({ message: 'Validation failed', errors: missing });
      return;
    }
    try {
      const { state, freed } = await writeHeroSlides(slides, staffUid(res));
      // Who, by uid only (no personal data in logs).
      logger.info('hero slides saved', { ...staffLogFields(res), slides: slides.length });
      await removeImages(deleteImages, freed, 'hero slides save');
      res.json(state);
    } catch (error) {
      if (!(error instanceof ImageGoneError)) throw error;
      res.status(400).json({ message: 'Validation failed', errors: goneSlideErrors(error, slides) });
    }
  });

  router.delete('/', csrfGuard, requireStaff, async (_req, res) => {
    const { state, freed } = await writeHeroSlides(null, staffUid(res));
    logger.info('hero slides reset to the designed slides', staffLogFields(res));
    await removeImages(deleteImages, freed, 'hero slides reset');
    res.set('Cache-Control', 'private, no-store').json(state);
  });

  return router;
}
