/**
 * The home hero's slides (spec §2 Hero slider "Hero slides staff can edit"; ADR 0026):
 * the ones staff saved (site data `heroSlides`, contract hero-slides.ts), else the six designed
 * placeholder slides below, each leading to its service. A slide without a photo (every designed
 * slide, and a saved one staff gave no photo) shows its service's designed art: a gradient, a
 * pattern that evokes the service and its icon, never an unrelated photo.
 */
import type { LiveService } from '@site/contract/site-data';
import type { HeroSlide } from '@site/contract/hero-slides';
import type { ServiceIcon } from '@site/contract/service';

/** Pattern drawn over a designed slide's gradient (components/hero-slide-art.tsx). */
export type SlideArtPattern = 'stone' | 'grate' | 'pickets' | 'lawn' | 'waves' | 'grid';

/** The designed art of a slide without a photo. */
export interface SlideArt {
  pattern: SlideArtPattern;
  /** Gradient from, to. */
  colors: [string, string];
}

export interface HeroSlideData {
  slug: string;
  /** The service's icon, drawn on its designed art. */
  icon: ServiceIcon;
  /** Service name, shown above the heading. */
  service: string;
  heading: string;
  text: string;
  /** A photo (an `/objects/…` or `/photos/…` master path) with its alt text, or the designed art. */
  visual: { kind: 'photo'; src: string; alt: string } | ({ kind: 'art' } & SlideArt);
}

/** The designed art of each first-run service (its icon is the service's own: components/hero-slide-art.tsx). */
const serviceArt: Record<string, SlideArt> = {
  landscaping: { pattern: 'lawn', colors: ['#3d7a4f', '#163222'] },
  'commercial-services': { pattern: 'grid', colors: ['#35556b', '#16242e'] },
  'outdoor-kitchens': { pattern: 'grate', colors: ['#2c4a3a', '#161c18'] },
  'natural-stone-walls': { pattern: 'stone', colors: ['#6f6a5c', '#2a2822'] },
  'large-tree-planting': { pattern: 'lawn', colors: ['#2f6a45', '#102a1a'] },
  'hydro-seeding': { pattern: 'lawn', colors: ['#4b8a4a', '#1b3a1d'] },
  fertilizer: { pattern: 'lawn', colors: ['#5a7d3a', '#233315'] },
  'drainage-systems': { pattern: 'waves', colors: ['#3f5f73', '#17252e'] },
  'putting-greens': { pattern: 'lawn', colors: ['#2f7d4c', '#0f2d1b'] },
  'natural-stone-masonry': { pattern: 'stone', colors: ['#7a6146', '#2f261b'] },
  'patios-hardscape': { pattern: 'stone', colors: ['#6b5a4a', '#28211b'] },
  'waterscapes-ponds': { pattern: 'waves', colors: ['#2d6670', '#0f2a30'] },
  'fence-installation': { pattern: 'pickets', colors: ['#2f6a45', '#12301f'] },
};

/** The designed art of a service's slides: its own, or the lawn for a service staff added. */
export const artOf = (slug: string): SlideArt =>
  serviceArt[slug] ?? { pattern: 'lawn', colors: ['#3d7a4f', '#163222'] };

/** A designed slide: its service, words and art. */
const designed = (slug: string, service: string, heading: string, text: string): HeroSlideData => ({
  slug,
  icon: 'grass',
  service,
  heading,
  text,
  visual: { kind: 'art', ...artOf(slug) },
});

/** The six designed placeholder slides: what `/` shows until staff save slides of their own (those whose service the site shows). */
export const designedHeroSlides: HeroSlideData[] = [
  designed(
    'landscaping',
    'Landscaping',
    'Landscapes designed for the way you live',
    'Planting, lawns and complete landscape design for homes and gardens of every size.',
  ),
  designed(
    'commercial-services',
    'Commercial Services',
    'Grounds that make a lasting first impression',
    'Landscape construction and care for offices, retail centers, associations and public properties.',
  ),
  designed(
    'waterscapes-ponds',
    'Waterscapes and Ponds',
    'The calm of moving water, right outside your door',
    'Ponds, waterfalls and fountains built with natural stone and balanced for clear, healthy water.',
  ),
  designed(
    'natural-stone-masonry',
    'Natural Stone Masonry',
    'Stonework built to last for generations',
    'Walls, steps, pillars and veneers laid by hand in fieldstone, granite and bluestone.',
  ),
  designed(
    'outdoor-kitchens',
    'Outdoor Kitchens',
    'Cook, gather and entertain outdoors',
    'Custom grill islands, stone counters and fire features designed around the way you host.',
  ),
  designed(
    'fence-installation',
    'Fence Installation',
    'Privacy, safety and curb appeal',
    'Wood, vinyl and aluminum fences installed straight, strong and built to last.',
  ),
];

/**
 * The slides `/` shows.
 * @param saved the site data's `heroSlides` (null: none saved)
 * @param services the services visitors see (their names and icons)
 */
export function heroSlidesToShow(
  saved: readonly HeroSlide[] | null,
  services: readonly LiveService[],
): HeroSlideData[] {
  const serviceOf = (slug: string) => services.find((service) => service.slug === slug);
  if (!saved || saved.length === 0)
    return designedHeroSlides.flatMap((slide) => {
      const service = serviceOf(slide.slug);
      return service ? [{ ...slide, service: service.title, icon: service.icon }] : [];
    });
  return saved.map((slide) => ({
    slug: slide.service,
    icon: serviceOf(slide.service)?.icon ?? 'grass',
    service: serviceOf(slide.service)?.title ?? slide.service,
    heading: slide.title,
    text: slide.text,
    visual: slide.image
      ? { kind: 'photo', src: slide.image, alt: slide.imageAlt }
      : { kind: 'art', ...artOf(slide.service) },
  }));
}

/** The first slide's photo (the page's largest paint), if it has one. */
export function firstSlidePhoto(saved: readonly HeroSlide[] | null): string | null {
  return saved?.[0]?.image ?? null;
}
