import { describe, expect, it } from 'vitest';
import { footerServiceItems, projectMenuItems, sectionOf, serviceMenuItems, viewAllServicesItem } from './nav-items';

describe('nav items', () => {
  it('lists all 13 services, then View All Services', () => {
    expect(serviceMenuItems).toHaveLength(13);
    expect(serviceMenuItems[0]).toEqual({ label: 'Landscaping', to: '/service/landscaping' });
    expect(viewAllServicesItem).toEqual({ label: 'View All Services', to: '/services' });
  });

  it('has the three project entries', () => {
    expect(projectMenuItems.map((i) => [i.label, i.to])).toEqual([
      ['All Projects', '/projects'],
      ['Residential Projects', '/projects/residential'],
      ['Commercial Projects', '/projects/commercial'],
    ]);
  });

  it('links the six footer services of the spec, with catalog titles', () => {
    expect(footerServiceItems.map((i) => i.to)).toEqual([
      '/service/landscaping',
      '/service/natural-stone-masonry',
      '/service/patios-hardscape',
      '/service/outdoor-kitchens',
      '/service/waterscapes-ponds',
      '/service/fence-installation',
    ]);
    expect(footerServiceItems.every((i) => !i.label.includes('-'))).toBe(true);
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
