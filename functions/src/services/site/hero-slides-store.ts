/**
 * The home hero slides staff edit ("Hero slides staff can edit"; contract hero-slides.ts;
 * ADR 0026): the document `settings/heroSlides` (services/site/hero-slides-document.ts), read into
 * the visitor site data (services/site/site-data.ts) and by GET /api/hero-slides, written by PUT and
 * removed by DELETE (routes/hero-slides.ts).
 *
 * Photos are kept as a post's are (services/media/image-references.ts): the image rule counts this
 * document, so no post write nor the daily cleanup deletes a slide's photo; a save that drops a
 * photo frees it under the same rule (only when no post, trashed post or kept revision names it),
 * records it as deleted in the save's transaction, and the files go after the commit; a save that
 * adds a photo deleted meanwhile is refused (ImageGoneError). Every write then drops the visitor
 * read cache and writes the stamp, so `/` shows it at its next render (within 60 s through the CDN).
 */
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import {
  heroSlideInputSchema,
  heroSlideLimits,
  type HeroSlide,
  type HeroSlidesInputParsed,
  type HeroSlidesState,
} from '@site/contract/hero-slides';
import { z } from 'zod';
import { logger } from 'firebase-functions/logger';
import { db } from '../platform/firestore';
import { releaseImageNames } from '../media/image-references';
import { uploadedObjectNames } from '@site/contract/site-images';
import { heroSlidesPath } from './hero-slides-document';
import { invalidateVisitorReads } from '../platform/visitor-read-cache';

/** A stored document's slides: the input rules again, so a write made outside the API cannot show. */
const storedSlidesSchema = z.array(heroSlideInputSchema).min(heroSlideLimits.minSlides).max(heroSlideLimits.maxSlides);

/** The uploaded photos (object names) of `slides`. */
const photoNames = (slides: readonly Pick<HeroSlide, 'image'>[] | null): string[] =>
  uploadedObjectNames((slides ?? []).map((slide) => slide.image));

/** The slides of a stored document, or null when there is none or it breaks the rules (logged). */
function slidesOf(data: Record<string, unknown> | undefined): HeroSlide[] | null {
  if (!data) return null;
  const parsed = storedSlidesSchema.safeParse(data.slides);
  if (!parsed.success) {
    logger.error(`${heroSlidesPath} does not match the hero slides schema; the designed slides show`, {
      fields: parsed.error.issues.map((issue) => issue.path.join('.')),
    });
    return null;
  }
  return parsed.data;
}

/**
 * The saved slides and when they were saved (uncached).
 * @returns `{slides: null, updatedAt: null}` when staff have saved none (or the document is invalid)
 * @throws Firestore errors to the caller
 */
export async function readHeroSlides(): Promise<HeroSlidesState> {
  const snapshot = await db().doc(heroSlidesPath).get();
  const slides = slidesOf(snapshot.data());
  const updatedAt = snapshot.get('updatedAt') as Timestamp | undefined;
  return { slides, updatedAt: slides && updatedAt ? updatedAt.toDate().toISOString() : null };
}

/**
 * Have staff saved hero slides (the "Hero photos" step of the set-up checklist)? A valid document exists.
 * @throws Firestore errors to the caller
 */
export async function heroSlidesSaved(): Promise<boolean> {
  return (await readHeroSlides()).slides !== null;
}

/**
 * Replaces the slides (or, with `null`, removes them: the designed slides show again) in one
 * transaction under the image rule (see the module comment), then drops the visitor read cache.
 * @param slides the parsed PUT body's slides, or null for "Reset to the designed slides"
 * @param uid the staff member (kept with the document, never their e-mail)
 * @returns the state after the write, and the master paths of the photos freed (delete them after
 *   this returns: services/media/object-store/delete-stored-images.ts removeImages)
 * @throws ImageGoneError when a photo added was deleted meanwhile (nothing is written); Firestore errors
 */
export async function writeHeroSlides(
  slides: HeroSlidesInputParsed['slides'] | null,
  uid: string,
): Promise<{ state: HeroSlidesState; freed: string[] }> {
  const ref = db().doc(heroSlidesPath);
  const freed = await db().runTransaction(async (tx) => {
    const before = slidesOf((await tx.get(ref)).data());
    const free = await releaseImageNames(tx, photoNames(before), photoNames(slides), { document: heroSlidesPath });
    if (slides) tx.set(ref, { slides, updatedAt: FieldValue.serverTimestamp(), updatedBy: uid });
    else tx.delete(ref);
    return free;
  });
  await invalidateVisitorReads();
  return { state: await readHeroSlides(), freed };
}
