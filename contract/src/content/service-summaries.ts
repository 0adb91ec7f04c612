/**
 * The card data of the first-run services (slug, title, description, image, icon), in their
 * first order: what the first-run migration writes (ADR 0035) and the admin lists. Kept apart from
 * the page bodies (service-catalog.ts) so pages that only list services do not download every
 * service page's text ("JS for / ≤ 170 KB gzip").
 *
 * Copy rules as in service-catalog.ts: no phone numbers or e-mail addresses.
 */
import type { ServiceEntry } from './types';

/** A service without its page body. */
export type ServiceSummary = Omit<ServiceEntry, 'longDescription'>;

export const serviceSummaries: ServiceSummary[] = [
  {
    slug: 'landscaping',
    title: 'Landscaping',
    description:
      'Landscape design and installation: planting beds, native gardens, grading and lawns built to thrive in the local soil and climate.',
    image: null,
    icon: 'grass',
  },
  {
    slug: 'commercial-services',
    title: 'Commercial Services',
    description:
      'Grounds installation and upkeep for office parks, retail centers, condominium associations and municipal sites, scheduled around your tenants and business hours.',
    image: null,
    icon: 'business',
  },
  {
    slug: 'outdoor-kitchens',
    title: 'Outdoor Kitchens',
    description:
      'Stone and masonry outdoor kitchens with built-in grills, granite counters and bar seating, built on foundations that stand up to frost.',
    image: null,
    icon: 'outdoor-grill',
  },
  {
    slug: 'natural-stone-walls',
    title: 'Natural Stone Walls',
    description:
      'Dry-laid and mortared fieldstone walls, retaining walls and restoration of old farm walls, built with drainage and frost in mind.',
    image: null,
    icon: 'wall',
  },
  {
    slug: 'large-tree-planting',
    title: 'Large Tree Planting',
    description:
      'Instant shade, privacy and structure: we select, deliver and plant specimen and screening trees with the equipment and care larger trees need.',
    image: null,
    icon: 'park',
  },
  {
    slug: 'hydro-seeding',
    title: 'Hydro-Seeding',
    description:
      'Fast, even lawn establishment for new homes, renovations and slopes, with an honest comparison of hydro-seed and sod costs for your property.',
    image: null,
    icon: 'water',
  },
  {
    slug: 'fertilizer',
    title: 'Fertilizer Program',
    description:
      'A five-application seasonal lawn program timed for the local seasons, from early-spring crabgrass control to a late-fall winterizer.',
    image: null,
    icon: 'eco',
  },
  {
    slug: 'drainage-systems',
    title: 'Drainage Systems',
    description:
      'French drains, dry wells, regrading and downspout systems that move water away from foundations, lawns and patios, even on heavy clay.',
    image: null,
    icon: 'drain',
  },
  {
    slug: 'putting-greens',
    title: 'Putting Greens',
    description:
      'Backyard synthetic putting greens with contoured breaks, real cups and fringe, built on a drained, compacted base that stays true after the frost.',
    image: null,
    icon: 'golf',
  },
  {
    slug: 'natural-stone-masonry',
    title: 'Natural Stone Masonry',
    description:
      'Stone steps, entry pillars, veneer, fireplaces and repointing in granite, fieldstone and bluestone, crafted to handle freeze and thaw.',
    image: null,
    icon: 'masonry',
  },
  {
    slug: 'patios-hardscape',
    title: 'Patios and Hardscape',
    description:
      'Bluestone, natural stone and paver patios, walkways and driveways built on compacted bases that resist frost heave and drain properly.',
    image: null,
    icon: 'patio',
  },
  {
    slug: 'waterscapes-ponds',
    title: 'Waterscapes and Ponds',
    description:
      'Koi ponds, pondless waterfalls, streams and fountains built with natural stone and native plantings, designed to run clear and survive the winter.',
    image: null,
    icon: 'pond',
  },
  {
    slug: 'fence-installation',
    title: 'Fence Installation',
    description:
      'Cedar, vinyl, aluminum and split-rail fences, pool enclosures and gates, with posts set to resist frost heave and rocky ground.',
    image: null,
    icon: 'fence',
  },
];
