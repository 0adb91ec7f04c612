import { liveServiceSummaries } from '@site/contract/content/live-services';
import { describe, expect, it } from 'vitest';
import { footerServiceItems, projectMenuItems, sectionOf, serviceMenuItems, viewAllServicesItem } from './nav-items';

const builtIn = liveServiceSummaries({});
const override = {
  title: 'Gardens & Lawns',
  description: null,
  bodyHtml: null,
  image: null,
  imageAlt: null,
  metaDescription: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('nav items', () => {
  it('lists all 13 services, then View All Services', () => {
    expect(serviceMenuItems(builtIn)).toHaveLength(13);
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

  it('names a service with its published override (menus and footer alike)', () => {
    const live = liveServiceSummaries({ landscaping: { slug: 'landscaping', ...override } });
    expect(serviceMenuItems(live)[0]).toEqual({ label: 'Gardens & Lawns', to: '/service/landscaping' });
    expect(footerServiceItems(live)[0]).toEqual({ label: 'Gardens & Lawns', to: '/service/landscaping' });
    expect(serviceMenuItems(live)[1]?.label).toBe('Commercial Services');
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
