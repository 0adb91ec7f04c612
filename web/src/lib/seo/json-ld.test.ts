/**
 * Shapes of the JSON-LD builders ("Validate the JSON-LD shapes in tests") and the
 * escaping of JSON-LD inside HTML.
 */
import { describe, expect, it } from 'vitest';
import { serviceCatalog } from '@site/contract/content/service-catalog';
import { demoSiteSettings as siteSettings } from '@site/functions/seed/demo-company';
import type { SiteSettings } from '@site/contract/site-settings';
import { breadcrumbJsonLd } from './breadcrumb-json-ld';
import { businessJsonLd } from './business-json-ld';
import { serializeJsonLd } from '@site/contract/seo/json-ld';
import { breadcrumbShape, businessShape, projectShape, serviceShape } from '@site/contract/seo/json-ld-shapes';
import { isoCompletionDate, projectJsonLd } from './project-json-ld';
import { samplePost } from './seo-test-fixtures';
import { serviceJsonLd } from './service-json-ld';

const settings: SiteSettings = { ...siteSettings, siteUrl: 'https://www.example.com/' };
/** Schema.org OpeningHoursSpecification of Monday to Friday, 7:00 to 17:00 (the demo company's weekday row). */
const weekdaysSevenToFive = {
  '@type': 'OpeningHoursSpecification',
  dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  opens: '07:00:00',
  closes: '17:00:00',
};

describe('businessJsonLd', () => {
  it('is a HomeAndConstructionBusiness with address, phone, counties, 1998 and opening hours', () => {
    const node = businessShape.parse(businessJsonLd(settings));
    expect(node['@id']).toBe('https://www.example.com/#business');
    expect(node.url).toBe('https://www.example.com/');
    expect(node.telephone).toBe(siteSettings.phoneHref);
    expect(node.areaServed.map((a) => a.name)).toEqual(['New Haven County, CT', 'Fairfield County, CT']);
    expect(node.foundingDate).toBe('1998');
    expect(node.address).toMatchObject({ addressLocality: 'Orange', addressRegion: 'CT', postalCode: '06477' });
    expect(node.openingHoursSpecification).toEqual([
      weekdaysSevenToFive,
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '08:00:00', closes: '12:00:00' },
    ]);
    expect(node.priceRange).toBeUndefined();
    expect(businessShape.parse(businessJsonLd(settings, { priceRange: '$$' })).priceRange).toBe('$$');
  });

  it('states closed days, leaves out appointment-only and unreadable rows, and never throws', () => {
    const node = businessShape.parse(
      businessJsonLd({
        ...settings,
        openingHours: [
          { days: 'Weekdays', hours: '7 – 5' },
          { days: 'Sunday', hours: 'Closed' },
          { days: 'Saturday', hours: 'By appointment' },
          { days: 'Someday', hours: 'whenever' },
        ],
      }),
    );
    expect(node.openingHoursSpecification).toEqual([
      weekdaysSevenToFive,
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '00:00:00', closes: '00:00:00' },
    ]);
    const byAppointment = businessShape.parse(
      businessJsonLd({ ...settings, openingHours: [{ days: 'Daily', hours: 'By appointment' }] }),
    );
    expect(byAppointment.openingHoursSpecification).toBeUndefined();
  });
});

describe('serviceJsonLd', () => {
  it('gives every catalog service a valid Service node with the business as provider', () => {
    for (const entry of serviceCatalog) {
      const node = serviceShape.parse(serviceJsonLd(entry, settings));
      expect(node.url).toBe(`https://www.example.com/service/${entry.slug}`);
      expect(node.provider['@id']).toBe('https://www.example.com/#business');
      expect(node.areaServed).toHaveLength(2);
      if (entry.image) expect(node.image).toBe(`https://www.example.com${entry.image}`);
      else expect(node.image).toBeUndefined();
    }
  });
});

describe('projectJsonLd', () => {
  it('is a CreativeWork with absolute images, a Place, dates and its services', () => {
    const node = projectShape.parse(projectJsonLd(samplePost, settings));
    expect(node.url).toBe('https://www.example.com/project/stone-patio-guilford');
    expect(node.image.map((image) => image.url)).toEqual([
      'https://www.example.com/photos/after.jpg',
      'https://www.example.com/photos/before.jpg',
      'https://www.example.com/objects/images/a.jpg',
    ]);
    expect(node.image[1]?.caption).toBe(`${samplePost.title}, before the work`);
    const typed = projectShape.parse(projectJsonLd({ ...samplePost, galleryImageAlts: ['Granite steps'] }, settings));
    expect(typed.image[2]).toEqual({
      '@type': 'ImageObject',
      url: 'https://www.example.com/objects/images/a.jpg',
      caption: 'Granite steps',
    });
    expect(node.locationCreated).toEqual({
      '@type': 'Place',
      name: 'Guilford, CT',
      address: { '@type': 'PostalAddress', addressCountry: 'US', addressLocality: 'Guilford', addressRegion: 'CT' },
    });
    expect(node.dateCreated).toBe('2024-06');
    expect(node.description).toBe('A residential bluestone patio & walkway.');
    expect(node.about).toEqual([
      { '@type': 'Service', name: 'Patios & Hardscape', url: 'https://www.example.com/service/patios-hardscape' },
    ]);
  });

  it('leaves out what it cannot state, and never points images at another scheme', () => {
    const bare = {
      ...samplePost,
      location: null,
      completionDate: 'someday',
      serviceIds: [],
      galleryImages: ['javascript:alert(1)'],
      beforeImageUrl: null,
      afterImageUrl: null,
    };
    const node = projectShape.parse(projectJsonLd(bare, settings));
    expect(node.locationCreated).toBeUndefined();
    expect(node.dateCreated).toBeUndefined();
    expect(node.about).toBeUndefined();
    expect(node.image.map((image) => image.url)).toEqual(['https://www.example.com/javascript:alert(1)']);
  });

  it('reads completion dates', () => {
    expect(
      ['2024', '2024-06', '2024-06-15', 'October 2026', 'Sept. 2025', 'May 2026', 'soon', '2024-13', null].map(
        isoCompletionDate,
      ),
    ).toEqual(['2024', '2024-06', '2024-06-15', '2026-10', '2025-09', '2026-05', null, null, null]);
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the crumbs from 1 with absolute URLs', () => {
    const node = breadcrumbShape.parse(
      breadcrumbJsonLd(
        [
          { name: 'Home', path: '/' },
          { name: 'Projects', path: '/projects' },
        ],
        settings.siteUrl,
      ),
    );
    expect(node.itemListElement.map((i) => i.item)).toEqual([
      'https://www.example.com/',
      'https://www.example.com/projects',
    ]);
    expect(() => breadcrumbJsonLd([], settings.siteUrl)).toThrow();
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element, and parses back to the same data', () => {
    const title = '</script><script>alert(1)</script><!-- & \u2028';
    const text = serializeJsonLd(projectJsonLd({ ...samplePost, title }, settings));
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text).name).toBe(title);
  });
});
