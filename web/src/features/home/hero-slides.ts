/**
 * The six hero slides (spec §2 Hero slider), each leading to its service. Photo slides use
 * the demo nature photos; masonry, kitchens and fences get a designed background instead of
 * an unrelated photo (assets/photos/CREDITS.md).
 */
import type { ServiceSlug } from '@site/contract/service';

/** Pattern drawn over a designed slide's gradient. */
export type SlideArtPattern = 'stone' | 'grate' | 'pickets';
/** Large icon of a designed slide. */
export type SlideArtIcon = 'masonry' | 'grill' | 'fence';

export interface HeroSlideData {
  slug: ServiceSlug;
  /** Service name, shown above the heading. */
  service: string;
  heading: string;
  text: string;
  /** A `/photos/…` image, or a designed background. */
  visual:
    | { kind: 'photo'; src: string }
    | { kind: 'art'; pattern: SlideArtPattern; icon: SlideArtIcon; colors: [string, string] };
}

export const heroSlides: HeroSlideData[] = [
  {
    slug: 'landscaping',
    service: 'Landscaping',
    heading: 'Landscapes designed for the way you live',
    text: 'Planting, lawns and complete landscape design for homes across New Haven and Fairfield Counties.',
    visual: { kind: 'photo', src: '/photos/green-meadow.jpg' },
  },
  {
    slug: 'commercial-services',
    service: 'Commercial Services',
    heading: 'Grounds that make a lasting first impression',
    text: 'Landscape construction and care for offices, retail centers, associations and public properties.',
    visual: { kind: 'photo', src: '/photos/pine-canopy.jpg' },
  },
  {
    slug: 'waterscapes-ponds',
    service: 'Waterscapes and Ponds',
    heading: 'The calm of moving water, right outside your door',
    text: 'Ponds, waterfalls and fountains built with natural stone and balanced for clear, healthy water.',
    visual: { kind: 'photo', src: '/photos/calm-lake.jpg' },
  },
  {
    slug: 'natural-stone-masonry',
    service: 'Natural Stone Masonry',
    heading: 'Stonework built to last for generations',
    text: 'Walls, steps, pillars and veneers laid by hand in fieldstone, granite and bluestone.',
    visual: { kind: 'art', pattern: 'stone', icon: 'masonry', colors: ['#7a6146', '#2f261b'] },
  },
  {
    slug: 'outdoor-kitchens',
    service: 'Outdoor Kitchens',
    heading: 'Cook, gather and entertain outdoors',
    text: 'Custom grill islands, stone counters and fire features designed around the way you host.',
    visual: { kind: 'art', pattern: 'grate', icon: 'grill', colors: ['#2c4a3a', '#161c18'] },
  },
  {
    slug: 'fence-installation',
    service: 'Fence Installation',
    heading: 'Privacy, safety and curb appeal',
    text: 'Wood, vinyl and aluminum fences installed straight, strong and built to last.',
    visual: { kind: 'art', pattern: 'pickets', icon: 'fence', colors: ['#2f6a45', '#12301f'] },
  },
];
