/**
 * The values of the hero slides editor (contract hero-slides.ts): the saved slides, or
 * the designed slides' words while none are saved (so staff start from them); a new slide takes
 * the words of the designed slide at its place. An empty `image` is "no photo" (the schema reads
 * '' as null).
 */
import { heroSlideLimits, type HeroSlidesState } from '@site/contract/hero-slides';
import type { Control } from 'react-hook-form';
import type { HeroSlidesInputParsed } from '@site/contract/hero-slides';
import { designedHeroSlides } from '../../lib/hero-slides';

/** One slide of the form. */
export interface HeroSlideFormValue {
  title: string;
  text: string;
  /** The slug of the service "Learn More" leads to. */
  service: string;
  /** '' or the photo's `/objects/…` path. */
  image: string;
  imageAlt: string;
}

/** The form's values. */
export interface HeroSlidesFormValues {
  slides: HeroSlideFormValue[];
}

/** The control of the editor's form. */
export type HeroSlidesFormControl = Control<HeroSlidesFormValues, unknown, HeroSlidesInputParsed>;

/** The designed slide at `index` (wrapping) as form values: a new slide's start. */
export function designedSlideValue(index: number): HeroSlideFormValue {
  const slide = designedHeroSlides[index % designedHeroSlides.length]!;
  return { title: slide.heading, text: slide.text, service: slide.slug, image: '', imageAlt: '' };
}

/** The form's values for what GET /api/hero-slides answered. */
export function heroSlidesFormValues(state: HeroSlidesState | undefined): HeroSlidesFormValues {
  const saved = state?.slides;
  if (!saved) return { slides: designedHeroSlides.map((_, i) => designedSlideValue(i)) };
  return {
    slides: saved.map((slide) => ({
      title: slide.title,
      text: slide.text,
      service: slide.service,
      image: slide.image ?? '',
      imageAlt: slide.imageAlt,
    })),
  };
}

/** Whether one more slide may be added / one removed. */
export const canAddSlide = (count: number) => count < heroSlideLimits.maxSlides;
export const canRemoveSlide = (count: number) => count > heroSlideLimits.minSlides;
