/**
 * Featured project of a service page (spec §2 "These services embed a featured-project card,
 * each tied to a fixed project id or slug"). Slugs of published demo projects
 * (functions/src/seed/demo-projects.ts); the service route's loader reads the one it shows.
 */
/** First-run service id → project id or slug of its featured project. */
export const featuredProjectByService: Record<string, string> = {
  'natural-stone-walls': 'fieldstone-retaining-wall-on-a-guilford-slope',
  'outdoor-kitchens': 'outdoor-kitchen-and-patio-in-fairfield',
  'commercial-services': 'office-park-grounds-renovation-in-shelton',
  'natural-stone-masonry': 'medical-office-entrance-and-stone-steps-in-orange',
  'patios-hardscape': 'bluestone-patio-and-seat-wall-in-woodbridge',
  'fence-installation': 'corporate-campus-fence-and-perimeter-planting-in-stratford',
};

/** The featured project id or slug of a service page (by the service's id), or undefined when it has none. */
export function featuredProjectFor(serviceId: string): string | undefined {
  return Object.hasOwn(featuredProjectByService, serviceId) ? featuredProjectByService[serviceId] : undefined;
}
