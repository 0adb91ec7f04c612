/**
 * GET /project/:idOrSlug (issue 5) served as the project page shell, the page's prerendered
 * frame (no page renderer here; the render itself: project-page-render.test.ts): the shell with
 * the project's title, description, canonical, Open Graph, Twitter and JSON-LD for crawlers; 404
 * + noindex for anything not a published project; no HTML or script injection from post fields.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { breadcrumbShape, projectShape } from '@site/contract/seo/json-ld-shapes';
import { projectPageFramePath } from '@site/contract/site-pages';
import { createApp } from '../src/app';
import { injectHead } from '../src/services/seo/head-html';
import { readSiteData } from '../src/services/site-data';
import { useTestFirestore } from './emulator';
import { evil, seedWithEvilProject } from './evil-project';

useTestFirestore('project-page');
const site = 'https://www.example.com';
const fallbackHtml =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>' +
  '<title>Orange Valley | Home</title><meta name="description" content="Home page"/><link rel="canonical" href="/"/>' +
  '<meta property="og:title" content="Home"/><link rel="modulepreload" href="/assets/entry.js"/></head>' +
  '<body><div id="app">Loading</div><script type="module" src="/assets/entry.js"></script></body></html>';
// The project page shell: the same head as the fallback, the page's frame in the body.
const pageHtml = fallbackHtml.replace('<div id="app">Loading</div>', '<div id="app"><nav>Projects</nav><p>Loading project...</p></div>');
const app = createApp({
  siteData: async () => {
    const data = await readSiteData();
    return { ...data, settings: { ...data.settings, siteUrl: site } };
  },
  spaFallbackHtml: () => fallbackHtml,
  // The shell for project pages; the fallback document stands in for every other frame.
  pageFrameHtml: (pagePath) => (pagePath === projectPageFramePath ? pageHtml : fallbackHtml),
  renderPage: null,
});
beforeAll(seedWithEvilProject);

/** Head tags of a document as [name or property, content] and the JSON-LD blocks. */
function readHead(html: string) {
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  const meta = Object.fromEntries([...head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"\/>/g)].map((m) => [m[1], m[2]]));
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? ''));
  return { head, meta, jsonLd, titles: [...head.matchAll(/<title>(.*?)<\/title>/g)].map((m) => m[1]), canonical: [...head.matchAll(/rel="canonical" href="([^"]*)"/g)].map((m) => m[1]) };
}

describe('GET /project/:idOrSlug', () => {
  it('describes a published project (by slug or id) for crawlers and link previews', async () => {
    for (const path of ['/project/stone-patio-guilford', '/project/demo-stone-patio']) {
      const res = await request(app).get(path).expect(200).expect('Content-Type', 'text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
      const { meta, jsonLd, titles, canonical, head } = readHead(res.text);
      expect(titles).toEqual(['Stone Patio in Guilford | Orange Valley Landscaping &amp; Masonry']);
      expect(canonical).toEqual([`${site}/project/stone-patio-guilford`]);
      expect(meta).toMatchObject({
        description: 'Meta description',
        viewport: 'width=device-width',
        'og:type': 'article',
        'og:title': 'Stone Patio in Guilford | Orange Valley Landscaping &amp; Masonry',
        'og:description': 'Meta description',
        'og:url': `${site}/project/stone-patio-guilford`,
        'og:image': `${site}/photos/after.jpg`,
        'twitter:card': 'summary_large_image',
        'twitter:image': `${site}/photos/after.jpg`,
      });
      expect(meta['og:title']).not.toBe('Home');
      expect(meta.robots).toBeUndefined();
      expect(projectShape.parse(jsonLd[0]).about).toEqual([{ '@type': 'Service', name: 'Patios Hardscape', url: `${site}/service/patios-hardscape` }]);
      breadcrumbShape.parse(jsonLd[1]);
      // The post request the page makes first starts with the HTML, with the app's credentials mode.
      const idOrSlug = path.split('/').pop();
      expect(head).toContain(`<link rel="preload" as="fetch" href="/api/posts/${idOrSlug}" crossorigin="use-credentials"/>`);
      // So does the photo of its largest paint: the before/after slider's after photo.
      const preloadedImages = [...head.matchAll(/<link rel="preload" as="image" type="image\/avif" imagesrcset="([^"]+)" imagesizes="[^"]+" fetchpriority="high"\/>/g)];
      expect(preloadedImages.map((m) => m[1]?.split(' ')[0])).toEqual(['/photos/after-480w.avif']);
      // …after the viewport meta, which the browser needs to evaluate their `imagesizes`.
      expect(head.indexOf('as="image"')).toBeGreaterThan(head.indexOf('name="viewport"'));
      // The rest of the document is the SPA's, untouched.
      expect(head).toContain('<link rel="modulepreload" href="/assets/entry.js"/>');
      expect(res.text).toContain('<body><div id="app"><nav>Projects</nav><p>Loading project...</p></div><script type="module" src="/assets/entry.js"></script></body></html>');
    }
  });

  it('a deeper path is an unknown path: 404 with the not-found frame', async () => {
    const res = await request(app).get('/project/stone-patio-guilford/extra').expect(404).expect('Content-Type', 'text/html; charset=utf-8');
    expect(res.text).not.toContain('Loading project...');
    expect(res.text).not.toContain('Stone Patio');
  });

  it.each([
    ['an unknown project', '/project/no-such-project'],
    ['a draft', '/project/secret-draft-walkway'],
    ['an archived project (by id)', '/project/demo-archived-pond'],
  ])('%s → the project page shell, 404, noindex, no JSON-LD', async (_label, path) => {
    const res = await request(app).get(path).expect(404).expect('Content-Type', 'text/html; charset=utf-8');
    // The shell's app shows 'Project Not Found' (or, to staff, the draft).
    expect(res.text).toContain('Loading project...');
    const { meta, jsonLd, titles } = readHead(res.text);
    expect(meta.robots).toBe('noindex');
    expect(titles).toEqual(['Project Not Found | Orange Valley Landscaping &amp; Masonry']);
    expect(jsonLd).toEqual([]);
    expect(res.text).not.toContain('rel="preload"');
    expect(res.text).not.toMatch(/Secret Draft|Archived Pond/);
    expect(res.text).toContain('<script type="module" src="/assets/entry.js"></script>');
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
  });

  it('escapes every post field: no markup or script from titles, descriptions, locations or image paths', async () => {
    const res = await request(app).get('/project/evil-project').expect(200);
    expect(res.text).not.toContain('<script>alert(1)');
    expect(res.text).not.toContain('<img src=x');
    // Only the SPA's own script element and the two JSON-LD blocks exist.
    expect([...res.text.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])).toEqual([
      '<script type="application/ld+json">',
      '<script type="application/ld+json">',
      '<script type="module" src="/assets/entry.js">',
    ]);
    const { meta, jsonLd, titles } = readHead(res.text);
    expect(titles[0]).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;');
    // The image path has no variants: preloaded as itself, escaped.
    expect(res.text).toContain('<link rel="preload" as="image" href="/photos/a.jpg?&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(2)&gt;" fetchpriority="high"/>');
    expect(meta['og:title']).toBe(titles[0]);
    // Descriptions are text: markup in them is dropped (plainText), what is left is escaped.
    expect(meta['og:description']).toBe('&quot;&gt;');
    const work = projectShape.parse(jsonLd[0]);
    expect(work.name).toBe(evil);
    expect(work.locationCreated?.name).toBe(`Orange, CT ${evil}`);
  });

  it('needs a <head> to inject into', () => {
    expect(() => injectHead('<html><body></body></html>', { meta: [], jsonLd: [] })).toThrow(/no <head>/);
  });
});
