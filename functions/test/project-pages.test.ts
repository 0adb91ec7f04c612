/**
 * The project pages and the projects gallery, rendered by the function from live data
 * (routes/pages.ts and the web's routes: npm test builds first), against the Firestore
 * emulator: the page itself in the document (title, photos, story), its head for crawlers and
 * link previews (title, description, canonical, Open Graph, Twitter, JSON-LD) and its lead photo
 * preloaded; the gallery's cards per filter; drafts and archived projects never; no markup or
 * script from post fields; a write through the API shows at the next request.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { breadcrumbShape, projectShape } from '@site/contract/seo/json-ld-shapes';
import { readSiteData } from '../src/services/site/site-data';
import { useTestFirestore } from './emulator';
import { evil, seedWithEvilProject } from './evil-project';
import { seedDemoCompany } from './fixtures';
import { staffApp } from './objects-helpers';

useTestFirestore('project-pages');
const site = 'https://www.example.com';
const app = staffApp({
  deleteImages: async () => undefined,
  // The deployment's SITE_URL: every absolute URL of the head uses it.
  pageServer: {
    siteData: async () => {
      const data = await readSiteData();
      return { ...data, settings: { ...data.settings, siteUrl: site } };
    },
  },
});
const write = (path: string) =>
  request(app)
    .put(path)
    .set('Cookie', '__session=staff')
    .set('Origin', 'http://127.0.0.1:5050')
    .set('X-Requested-With', 'fetch');
/** GET `path` as a visitor: expects 200 and an HTML page, and returns its HTML. */
const pageHtml = async (path: string) =>
  (await request(app).get(path).expect(200).expect('Content-Type', 'text/html; charset=utf-8')).text;
beforeAll(async () => {
  await seedWithEvilProject();
  await seedDemoCompany();
});

/** Head tags of a document as [name or property, content], the JSON-LD blocks, titles, canonicals and image preloads. */
function readHead(html: string) {
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  const meta = Object.fromEntries(
    [...head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"\/>/g)].map((m) => [m[1], m[2]]),
  );
  return {
    head,
    meta,
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1] ?? ''),
    ),
    titles: [...head.matchAll(/<title>(.*?)<\/title>/g)].map((m) => m[1]),
    canonical: [...head.matchAll(/rel="canonical" href="([^"]*)"/g)].map((m) => m[1]),
    imagePreloads: [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]),
  };
}

/** The card headings of a listing. */
const cardsOf = (html: string) =>
  [...html.matchAll(/<h2\b[^>]*\bMuiTypography-h6\b[^>]*>([^<]*)<\/h2>/g)].map((m) => m[1]);

const published = ['Stone Patio in Guilford', 'Office Park Plantings', 'Fieldstone Wall in Orange'];
const hidden = ['Secret Draft Walkway', 'Old Archived Pond'];

describe('GET /project/:idOrSlug', () => {
  it('is the project page itself: title, story and photos in the HTML, the lead photo at high priority', async () => {
    const html = await pageHtml('/project/stone-patio-guilford');
    expect(html).toMatch(/<h1\b[^>]*>Stone Patio in Guilford<\/h1>/);
    expect(html).toContain('A residential bluestone patio.');
    expect(html).not.toContain('Loading project...');
    // The largest paint's photo (the before/after slider's after photo) is an <img> at high
    // priority, and its head preloads it after the viewport meta (the browser needs it to read `imagesizes`).
    expect(html).toMatch(
      /<img[^>]*fetchPriority="high"[^>]*alt="Stone Patio in Guilford, after the work"|<img[^>]*alt="Stone Patio in Guilford, after the work"[^>]*fetchPriority="high"/,
    );
    const { head, imagePreloads } = readHead(html);
    expect(imagePreloads).toHaveLength(1);
    expect(imagePreloads[0]).toContain('imageSrcSet="/photos/after-480w.avif 480w');
    expect(imagePreloads[0]).toContain('fetchPriority="high"');
    expect(head.indexOf('as="image"')).toBeGreaterThan(head.indexOf('name="viewport"'));
    // Stored script in the story is gone (sanitized when saved, escaped when rendered).
    expect(html).not.toContain('<script>alert(1)');
  });

  it('describes a published project (by slug or id) for crawlers and link previews', async () => {
    for (const path of ['/project/stone-patio-guilford', '/project/demo-stone-patio']) {
      const html = await pageHtml(path);
      const { meta, jsonLd, titles, canonical } = readHead(html);
      expect(titles).toEqual(['Stone Patio in Guilford | Orange Valley Landscaping &amp; Masonry']);
      expect(canonical).toEqual([`${site}/project/stone-patio-guilford`]);
      expect(meta).toMatchObject({
        description: 'Meta description',
        'og:type': 'article',
        'og:title': 'Stone Patio in Guilford | Orange Valley Landscaping &amp; Masonry',
        'og:description': 'Meta description',
        'og:url': `${site}/project/stone-patio-guilford`,
        'og:image': `${site}/photos/after.jpg`,
        'twitter:card': 'summary_large_image',
        'twitter:image': `${site}/photos/after.jpg`,
      });
      expect(meta.robots).toBeUndefined();
      expect(projectShape.parse(jsonLd[0]).about).toEqual([
        { '@type': 'Service', name: 'Patios and Hardscape', url: `${site}/service/patios-hardscape` },
      ]);
      breadcrumbShape.parse(jsonLd[1]);
    }
  });

  it.each([
    ['an unknown project', '/project/no-such-project'],
    ['a draft', '/project/secret-draft-walkway'],
    ['an archived project (by id)', '/project/demo-archived-pond'],
  ])('%s → Project Not Found, 404, noindex, no JSON-LD, no preload', async (_label, path) => {
    const res = await request(app).get(path).expect(404);
    expect(res.text).toContain('Project Not Found');
    const { meta, jsonLd, titles, imagePreloads } = readHead(res.text);
    expect(meta.robots).toBe('noindex');
    expect(titles).toEqual(['Project Not Found | Orange Valley Landscaping &amp; Masonry']);
    expect(jsonLd).toEqual([]);
    expect(imagePreloads).toEqual([]);
    expect(res.text).not.toMatch(/Secret Draft|Archived Pond|A residential walkway, not finished/);
  });

  it('puts no markup or script from post fields into the page: titles, descriptions, locations and image paths are escaped', async () => {
    const html = await pageHtml('/project/evil-project');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    // The only script elements: JSON-LD and the loader of the islands' file of the build (ADR 0024 item 9).
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', body = ''] of scripts) {
      expect(attributes).toMatch(/^( type="application\/ld\+json"| data-island="public" data-src="\/assets\/[^"]+")$/);
      if (attributes.includes('data-island')) expect(body).toMatch(/^addEventListener\("load"/);
    }
    const { meta, jsonLd, titles, imagePreloads } = readHead(html);
    expect(titles[0]).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;');
    expect(meta['og:title']).toBe(titles[0]);
    // Descriptions are text: markup in them is dropped (plainText), what is left is escaped.
    expect(meta['og:description']).toBe('&quot;&gt;');
    // The image path has no variants: preloaded as itself, escaped.
    expect(imagePreloads[0]).toContain(
      'href="/photos/a.jpg?&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(2)&gt;"',
    );
    const work = projectShape.parse(jsonLd[0]);
    expect(work.name).toBe(evil);
    expect(work.locationCreated?.name).toBe(`Orange, CT ${evil}`);
  });

  it('shows a write through the API at the next request: unpublished, then published again', async () => {
    await pageHtml('/project/fieldstone-wall-orange');
    await write('/api/posts/demo-old-wall').send({ status: 'draft' }).expect(200);
    await request(app).get('/project/fieldstone-wall-orange').expect(404);
    expect(cardsOf(await pageHtml('/projects'))).not.toContain('Fieldstone Wall in Orange');
    await write('/api/posts/demo-old-wall').send({ status: 'published' }).expect(200);
    await pageHtml('/project/fieldstone-wall-orange');
    expect(cardsOf(await pageHtml('/projects'))).toContain('Fieldstone Wall in Orange');
  });
});

describe('GET /projects', () => {
  it('is the gallery with a card for every published project and none other; the first card’s photo preloaded', async () => {
    const html = await pageHtml('/projects');
    const cards = cardsOf(html);
    expect(cards).toEqual(expect.arrayContaining(published));
    for (const title of hidden) expect(html).not.toContain(title);
    const api = await request(app).get('/api/posts?type=project&status=published').expect(200);
    expect(cards).toHaveLength((api.body as { total: number }).total);
    // The cards carry their fields, not every project's story.
    expect(html).not.toContain('A commercial planting plan for an office park.');
    // The first card's photo is the page's largest paint: one photo at high priority.
    expect(html.match(/fetchPriority="high"/g)?.length ?? 0).toBeLessThanOrEqual(2);
    const { titles, canonical } = readHead(html);
    expect(titles[0]).toContain('Landscaping &amp; Masonry Projects | ');
    expect(canonical).toEqual([`${site}/projects`]);
  });

  it('renders each filter, by path and by ?filter=, and the category alias', async () => {
    for (const url of ['/projects/commercial', '/projects?filter=commercial']) {
      const cards = cardsOf(await pageHtml(url));
      expect(cards, url).toContain('Office Park Plantings');
      expect(cards, url).not.toContain('Stone Patio in Guilford');
    }
    const residential = await pageHtml('/projects/residential');
    expect(cardsOf(residential)).toContain('Stone Patio in Guilford');
    expect(readHead(residential).canonical).toEqual([`${site}/projects/residential`]);
    const category = await pageHtml('/category/projects');
    expect(cardsOf(category)).toEqual(expect.arrayContaining(published));
  });

  it('puts no markup or script from post fields into the page', async () => {
    const html = await pageHtml('/projects');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(cardsOf(html)).toContain(
      evil.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;'),
    );
  });
});

describe('GET / (the projects section)', () => {
  it('shows at most four published projects per filter, from the page itself', async () => {
    const html = await pageHtml('/');
    const section = /<section[^>]*aria-labelledby="home-projects-heading"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    const cards = [...section.matchAll(/<h3\b[^>]*\bMuiTypography-h6\b[^>]*>([^<]*)<\/h3>/g)].map((m) => m[1]);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(4);
    for (const title of hidden) expect(html).not.toContain(title);
  });
});
