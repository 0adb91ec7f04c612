/**
 * The projects gallery rendered from the published projects (ADR 0009), through the web build's
 * own server build and gallery frames (`npm run build` makes both; npm test builds first): the
 * cards in the document, the list as a data block, each filter's path and `?filter=`, only the
 * script files the web build wrote, no markup from post fields; and the prerendered frame when
 * the render fails.
 */
import { logger } from 'firebase-functions/logger';
import request from 'supertest';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { galleryPageDataElementId } from '@site/contract/gallery-page-data';
import { postSchema } from '@site/contract/post';
import { createApp } from '../src/app';
import { loadPageFrame } from '../src/services/seo/web-build-html';
import { useTestFirestore } from './emulator';
import { expectScriptFilesOf } from './rendered-page';
import { evil, seedWithEvilProject } from './evil-project';

useTestFirestore('gallery-page-render');
const app = createApp({ verifySession: async () => null });
beforeAll(seedWithEvilProject);

const published = ['Stone Patio in Guilford', 'Office Park Plantings', 'Fieldstone Wall in Orange'];
const hidden = ['Secret Draft Walkway', 'Old Archived Pond'];

/** The data block's JSON, the card headings, and every <script> start tag of the document. */
function readDocument(html: string) {
  const block = new RegExp(`<script type="application/json" id="${galleryPageDataElementId}">(.*?)</script>`).exec(html);
  return {
    data: block ? (JSON.parse(block[1] ?? '') as unknown) : undefined,
    cards: [...html.matchAll(/<h2\b[^>]*\bMuiTypography-h6\b[^>]*>([^<]*)<\/h2>/g)].map((m) => m[1]),
    scripts: [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]),
  };
}

describe('GET /projects, rendered', () => {
  it('is the gallery with its cards, hydrating from the list it carries', async () => {
    const res = await request(app).get('/projects').expect(200).expect('Content-Type', 'text/html; charset=utf-8');
    // No staler at the CDN than the API's own list (routes/posts.ts).
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    const { data, cards } = readDocument(res.text);
    expect(cards).toEqual(expect.arrayContaining(published));
    for (const title of hidden) expect(res.text).not.toContain(title);
    // The data block is the API's own list for visitors, parsed as the browser would.
    const api = await request(app).get('/api/posts?type=project&status=published').expect(200);
    expect(data).toEqual({ projects: postSchema.array().parse(api.body) });
    expect(cards).toHaveLength((api.body as unknown[]).length);
    // The page needs no request for its list: no fetch preload (the frame has one).
    expect(res.text).not.toContain('as="fetch"');
    // The first card's photo is the page's largest paint: in the HTML, at high priority.
    expect(res.text.match(/fetchpriority="high"/g)?.length ?? 0).toBeLessThanOrEqual(1);
    // Every executable script is one of the frame's files (Hosting serves only what the build wrote).
    expectScriptFilesOf(res.text, loadPageFrame('/projects'));
    // Its head is the route's own, as at build time.
    expect(res.text).toContain('<title>Landscaping &amp; Masonry Projects | ');
    expect(res.text).toMatch(/<link rel="canonical" href="[^"]*\/projects"\/>/);
  });

  it('renders each filter, by path and by ?filter=, and the category alias', async () => {
    for (const url of ['/projects/commercial', '/projects?filter=commercial']) {
      const { cards } = readDocument((await request(app).get(url).expect(200)).text);
      expect(cards, url).toContain('Office Park Plantings');
      expect(cards, url).not.toContain('Stone Patio in Guilford');
    }
    const residential = await request(app).get('/projects/residential').expect(200);
    expect(readDocument(residential.text).cards).toContain('Stone Patio in Guilford');
    expect(residential.text).toMatch(/<link rel="canonical" href="[^"]*\/projects\/residential"\/>/);
    const category = await request(app).get('/category/projects').expect(200);
    expect(readDocument(category.text).cards).toEqual(expect.arrayContaining(published));
  });

  it('puts no markup or script from post fields into the page', async () => {
    const res = await request(app).get('/projects').expect(200);
    expect(res.text).not.toContain('<script>alert(1)');
    expect(res.text).not.toContain('<img src=x');
    const { data, scripts } = readDocument(res.text);
    expect((data as { projects: { title: string }[] }).projects.map((p) => p.title)).toContain(evil);
    expect(scripts.filter((tag) => !/src="\/assets\//.test(tag)).sort()).toEqual([
      `<script type="application/json" id="${galleryPageDataElementId}">`,
      '<script type="application/json" id="site-data">',
      '<script type="application/ld+json">',
    ]);
  });

  it('serves the prerendered frame, with the list preload, when the render fails', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const failing = createApp({ renderPage: async () => Promise.reject(new Error('render broke')) });
    const res = await request(failing).get('/projects/residential').expect(200);
    expect(res.text).toContain(
      '<link rel="preload" as="fetch" href="/api/posts?type=project&amp;status=published" crossorigin="use-credentials"/>',
    );
    const { data, cards } = readDocument(res.text);
    expect(data).toBeUndefined();
    expect(cards).toEqual([]);
    expect(res.text).toMatch(/<link rel="canonical" href="[^"]*\/projects\/residential"\/>/);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('serving its prerendered frame'), expect.any(Error), { page: expect.any(String) });
    error.mockRestore();
  });
});
