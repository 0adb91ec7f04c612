import { serviceSummaries } from '@site/contract/content/service-summaries';
import type { LiveService } from '@site/contract/site-data';
import { describe, expect, it } from 'vitest';
import { footerServiceItems, projectMenuItems, sectionOf, serviceMenuItems, viewAllServicesItem } from './nav-items';

/** The first-run services as the site data carries them. */
const builtIn: LiveService[] = serviceSummaries.map((summary) => ({
  id: summary.slug,
  slug: summary.slug,
  title: summary.title,
  description: summary.description,
  image: summary.image,
  imageAlt: null,
  icon: summary.icon,
  metaDescription: null,
  updatedAt: null,
}));

describe('nav items', () => {
  it('lists every service the site shows, then View All Services', () => {
    expect(serviceMenuItems(builtIn)).toHaveLength(builtIn.length);
    expect(serviceMenuItems(builtIn)[0]).toEqual({ label: 'Landscaping', to: '/service/landscaping' });
    expect(viewAllServicesItem).toEqual({ label: 'View All Services', to: '/services' });
  });

  it('has the three project entries', () => {
    expect(projectMenuItems.map((i) => [i.label, i.to])).toEqual([
      ['All Projects', '/projects'],
      ['Residential Projects', '/projects/residential'],
      ['Commercial Projects', '/projects/commercial'],
    ]);
  });

  it('names a service with its title and address as shown (menus and footer alike)', () => {
    const live = builtIn.map((service) =>
      service.id === 'landscaping' ? { ...service, title: 'Gardens & Lawns', slug: 'gardens' } : service,
    );
    expect(serviceMenuItems(live)[0]).toEqual({ label: 'Gardens & Lawns', to: '/service/gardens' });
    expect(footerServiceItems(live)[0]).toEqual({ label: 'Gardens & Lawns', to: '/service/gardens' });
    expect(serviceMenuItems(live)[1]?.label).toBe('Commercial Services');
  });

  it('fills the footer from the other services when one of the six is not shown', () => {
    const live = builtIn.filter((service) => service.id !== 'fence-installation');
    expect(footerServiceItems(live).map((i) => i.to)).toEqual([
      '/service/landscaping',
      '/service/natural-stone-masonry',
      '/service/patios-hardscape',
      '/service/outdoor-kitchens',
      '/service/waterscapes-ponds',
      '/service/commercial-services',
    ]);
  });

  it('links the six footer services of the spec, with catalog titles', () => {
    expect(footerServiceItems(builtIn).map((i) => i.to)).toEqual([
      '/service/landscaping',
      '/service/natural-stone-masonry',
      '/service/patios-hardscape',
      '/service/outdoor-kitchens',
      '/service/waterscapes-ponds',
      '/service/fence-installation',
    ]);
    expect(footerServiceItems(builtIn).every((i) => !i.label.includes('-'))).toBe(true);
  });
});

describe('sectionOf', () => {
  it('maps every public path to its navbar section', () => {
    expect(sectionOf('/')).toBeNull();
    expect(sectionOf('/services')).toBe('services');
    expect(sectionOf('/category/services')).toBe('services');
    expect(sectionOf('/service/fertilizer')).toBe('services');
    expect(sectionOf('/landscaping')).toBe('services');
    expect(sectionOf('/projects/commercial')).toBe('projects');
    expect(sectionOf('/project/demo-1')).toBe('projects');
    expect(sectionOf('/category/projects')).toBe('projects');
    expect(sectionOf('/about')).toBe('about');
    expect(sectionOf('/contact')).toBe('contact');
    expect(sectionOf('/admin')).toBe('admin');
  });
});
