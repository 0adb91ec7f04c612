/** pageMeta and projectHead: the tags crawlers and link previews read . */
import { describe, expect, it } from 'vitest';
import { demoSiteSettings as siteSettings } from '@site/functions/seed/demo-company';
import type { SiteSettings } from '@site/contract/site-settings';
import { breadcrumbShape, projectShape } from '@site/contract/seo/json-ld-shapes';
import { samplePost } from './seo-test-fixtures';
import { pageMeta, pageTitle } from './page-meta';
import { projectHead, projectNotFoundHead } from './project-head';
import { absoluteUrl } from '@site/contract/seo/site-url';
import { plainText, truncateText } from './text';

const settings: SiteSettings = { ...siteSettings, siteUrl: 'https://www.example.com' };
const byKey = (tags: ReturnType<typeof pageMeta>) =>
  Object.fromEntries(
    tags.map((t) =>
      'title' in t
        ? ['title', t.title]
        : 'rel' in t
          ? [t.rel, t.href]
          : 'name' in t
            ? [t.name, t.content]
            : [t.property, t.content],
    ),
  );

describe('pageMeta', () => {
  it('gives title, description, canonical, Open Graph and Twitter tags with absolute URLs', () => {
    const tags = byKey(
      pageMeta(
        { title: pageTitle('Services', settings), description: 'All 13 services.', path: '/services?x=1#top' },
        settings,
      ),
    );
    expect(tags).toEqual({
      title: 'Services | Orange Valley Landscaping & Masonry',
      description: 'All 13 services.',
      canonical: 'https://www.example.com/services',
      'og:type': 'website',
      'og:site_name': 'Orange Valley Landscaping & Masonry',
      'og:locale': 'en_US',
      'og:title': 'Services | Orange Valley Landscaping & Masonry',
      'og:description': 'All 13 services.',
      'og:url': 'https://www.example.com/services',
      'twitter:card': 'summary',
      'twitter:title': 'Services | Orange Valley Landscaping & Masonry',
      'twitter:description': 'All 13 services.',
    });
  });

  it('adds robots noindex on request and cuts long descriptions', () => {
    const tags = byKey(pageMeta({ title: 'x', description: 'word '.repeat(80), path: '/', noindex: true }, settings));
    expect(tags.robots).toBe('noindex');
    expect(tags.description!.length).toBeLessThanOrEqual(160);
    expect(tags.description).toMatch(/word…$/);
  });
});

describe('projectHead', () => {
  it('describes a project as an article with its first image and JSON-LD', () => {
    const head = projectHead(samplePost, settings);
    const tags = byKey(head.meta);
    expect(tags.title).toBe('Stone Patio in Guilford | Orange Valley Landscaping & Masonry');
    expect(tags['og:type']).toBe('article');
    expect(tags['og:image']).toBe('https://www.example.com/photos/after.jpg');
    expect(tags.canonical).toBe('https://www.example.com/project/stone-patio-guilford');
    expect(tags.robots).toBeUndefined();
    projectShape.parse(head.jsonLd[0]);
    expect(breadcrumbShape.parse(head.jsonLd[1]).itemListElement.map((i) => i.name)).toEqual([
      'Home',
      'Projects',
      'Stone Patio in Guilford',
    ]);
  });

  it('marks a missing project noindex without JSON-LD', () => {
    const head = projectNotFoundHead('/project/nope', settings);
    expect(byKey(head.meta).robots).toBe('noindex');
    expect(head.jsonLd).toEqual([]);
  });
});

describe('text and URLs', () => {
  it('turns HTML into text and paths into absolute URLs', () => {
    expect(plainText('<p>A &amp; B</p><script>x()</script>\n<em>c</em>')).toBe('A & B c');
    expect(truncateText('short')).toBe('short');
    expect(absoluteUrl('photos/a.jpg', 'https://e.com/')).toBe('https://e.com/photos/a.jpg');
    expect(absoluteUrl('//evil.com/a.jpg', 'https://e.com')).toBe('https://e.com/evil.com/a.jpg');
    expect(absoluteUrl('https://storage.googleapis.com/b/o.jpg', 'https://e.com')).toBe(
      'https://storage.googleapis.com/b/o.jpg',
    );
  });
});
