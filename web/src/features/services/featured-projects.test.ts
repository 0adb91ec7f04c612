import { describe, expect, it } from 'vitest';
import { demoProjects } from '@site/functions/seed/demo-projects';
import { featuredProjectByService, featuredProjectFor } from './featured-projects';

describe('featured projects of service pages (spec §2)', () => {
  it('covers exactly the six services the spec names', () => {
    expect(Object.keys(featuredProjectByService).sort()).toEqual([
      'commercial-services',
      'fence-installation',
      'natural-stone-masonry',
      'natural-stone-walls',
      'outdoor-kitchens',
      'patios-hardscape',
    ]);
  });
  it('ties each to a published demo project that lists the service', () => {
    for (const [service, slug] of Object.entries(featuredProjectByService)) {
      const project = demoProjects.find((p) => p.slug === slug || p.id === slug);
      expect(project?.status, slug).toBe('published');
      expect(project?.serviceIds, slug).toContain(service);
    }
  });
  it('has none for other services', () => {
    expect(featuredProjectFor('landscaping')).toBeUndefined();
    expect(featuredProjectFor('toString')).toBeUndefined();
  });
});
