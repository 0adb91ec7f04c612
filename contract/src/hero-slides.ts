/**
 * The home page's hero slides as staff set them ("Hero slides staff can edit"; spec §2
 * "Hero slider"; ADR 0026): 1–6 slides in staff's order, each with a title, a short text, the
 * service its "Learn More" leads to (a service's slug; the server refuses one no service has) and, optionally, a photo uploaded through the
 * signed-URL pipeline (an `/objects/…` path, site-images.ts) with its alt text. Without a photo a
 * slide shows the designed art of its service. With no slides saved, the home page shows the
 * designed placeholder slides (web lib/hero-slides.ts).
 *
 * One schema for the admin's editor (react-hook-form's zod resolver) and PUT /api/hero-slides
 * (functions routes/hero-slides.ts), so both refuse the same input with the same messages.
 */
import { z } from 'zod';
import { imageUrlField } from './post-input-fields';
import { serviceRefSchema } from './service';
import { requiredText } from './required-text';

/** How many slides the hero holds (spec §2 "six slides by default" "1–6 slides"). */
export const heroSlideLimits = { minSlides: 1, maxSlides: 6, title: 90, text: 220, imageAlt: 300 } as const;

/** One slide of the form / of PUT /api/hero-slides. */
export const heroSlideInputSchema = z
  .object({
    title: requiredText('Title', heroSlideLimits.title),
    text: requiredText('Text', heroSlideLimits.text),
    service: serviceRefSchema,
    image: imageUrlField,
    imageAlt: z
      .string()
      .trim()
      .max(heroSlideLimits.imageAlt, `Alt text must be at most ${heroSlideLimits.imageAlt} characters`)
      .nullable()
      .optional()
      .transform((v) => v ?? ''),
  })
  .superRefine((slide, ctx) => {
    if (slide.image && !slide.imageAlt)
      ctx.addIssue({
        code: 'custom',
        path: ['imageAlt'],
        message: 'Alt text is required with a photo: say what the photo shows',
      });
  })
  .transform((slide) => ({ ...slide, imageAlt: slide.image ? slide.imageAlt : '' }));

/** PUT /api/hero-slides: the whole list, in the order visitors see it. */
export const heroSlidesInputSchema = z.object({
  slides: z
    .array(heroSlideInputSchema, { error: 'Slides must be a list' })
    .min(heroSlideLimits.minSlides, 'Keep at least one slide')
    .max(heroSlideLimits.maxSlides, `At most ${heroSlideLimits.maxSlides} slides`),
});
export type HeroSlidesInput = z.input<typeof heroSlidesInputSchema>;
export type HeroSlidesInputParsed = z.output<typeof heroSlidesInputSchema>;

/** A saved slide (what the site data and GET /api/hero-slides hold). */
export interface HeroSlide {
  title: string;
  text: string;
  /** The slug of the service its "Learn More" leads to. */
  service: string;
  /** `/objects/<uuid>.jpg` (or a built-in `/photos/…` master), or null: the service's designed art. */
  image: string | null;
  /** The photo's alt text ('' without a photo). */
  imageAlt: string;
}

/** GET /api/hero-slides (staff): the saved slides, or null while the designed slides show. */
export interface HeroSlidesState {
  slides: HeroSlide[] | null;
  /** When staff saved them last (ISO 8601), or null. */
  updatedAt: string | null;
}
