/**
 * GET /project/:idOrSlug rendered from the project's post (ADR 0008), through the web build's
 * own server build and project page shell (`npm run build` makes both; npm test builds first):
 * the page itself in the document, the post as a data block, only the script files the web build
 * wrote, no markup from post fields; and the shell when the render fails.
 */
import { logger } from 'firebase-functions/logger';
import request from 'supertest';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { postSchema } from '@site/contract/post';
import { projectPageDataElementId } from '@site/contract/project-page-data';
import { createApp } from '../src/app';
import { siteDataElementId } from '@site/contract/site-data';
import { projectPageFramePath } from '@site/contract/site-pages';
import { loadPageFrame } from '../src/services/seo/web-build-html';
import { useTestFirestore } from './emulator';
import { expectScriptFilesOf } from './rendered-page';
import { evil, seedWithEvilProject } from './evil-project';

useTestFirestore('project-page-render');
const app = createApp({ verifySession: async () => null });
beforeAll(seedWithEvilProject);

/** The data block's JSON, and every <script> start tag of the document. */
function readDocument(html: string) {
  const block = new RegExp(`<script type="application/json" id="${projectPageDataElementId}">(.*?)</script>`).exec(html);
  return { data: block ? (JSON.parse(block[1] ?? '') as unknown) : undefined, scripts: [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]) };
}

describe('GET /project/:idOrSlug, rendered', () => {
  it('is the project page itself, hydrating from the post it carries', async () => {
    const res = await request(app).get('/project/stone-patio-guilford').expect(200).expect('Content-Type', 'text/html; charset=utf-8');
    // No staler at the CDN than the API's own answer (routes/posts.ts).
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    expect(res.text).toMatch(/<h1\b[^>]*>Stone Patio in Guilford<\/h1>/);
    expect(res.text).toContain('A residential bluestone patio.');
    expect(res.text).not.toContain('Loading project...');
    // The data block is the API's own answer for the same id or slug, parsed as the browser would.
    const api = await request(app).get('/api/posts/stone-patio-guilford').expect(200);
    const { data } = readDocument(res.text);
    expect(data).toEqual({ idOrSlug: 'stone-patio-guilford', post: postSchema.parse(api.body) });
    // The page needs no request for its post: no fetch preload (the shell has one).
    expect(res.text).not.toContain('as="fetch"');
    // Every executable script is one of the frame's files (Hosting serves only what the build wrote).
    expectScriptFilesOf(res.text, loadPageFrame(projectPageFramePath));
    // Its head describes the project (project-page.test.ts checks the head in full).
    expect(res.text).toContain('<title>Stone Patio in Guilford | ');
  });

  it('renders by id as well, with the id as the page query', async () => {
    const res = await request(app).get('/project/demo-stone-patio').expect(200);
    expect(readDocument(res.text).data).toMatchObject({ idOrSlug: 'demo-stone-patio', post: { slug: 'stone-patio-guilford' } });
  });

  it('puts no markup or script from post fields into the page', async () => {
    const res = await request(app).get('/project/evil-project').expect(200);
    expect(res.text).not.toContain('<script>alert(1)');
    expect(res.text).not.toContain('<img src=x');
    const { data, scripts } = readDocument(res.text);
    expect(data).toMatchObject({ post: { title: evil } });
    expect(scripts.filter((tag) => !/src="\/assets\//.test(tag))).toEqual([
      '<script type="application/ld+json">',
      '<script type="application/ld+json">',
      `<script type="application/json" id="${projectPageDataElementId}">`,
      `<script type="application/json" id="${siteDataElementId}">`,
    ]);
  });

  it('serves the project page shell, with the post preload, when the render fails', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const failing = createApp({ renderPage: async () => Promise.reject(new Error('render broke')) });
    const res = await request(failing).get('/project/stone-patio-guilford').expect(200);
    expect(res.text).toContain('Loading project...');
    expect(res.text).toContain('<link rel="preload" as="fetch" href="/api/posts/stone-patio-guilford"');
    expect(readDocument(res.text).data).toBeUndefined();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('serving its prerendered frame'), expect.any(Error), { page: expect.any(String) });
    error.mockRestore();
  });

  it('renders 404 pages in their loading state, with the site data but no post (the app then asks: staff see a draft)', async () => {
    const res = await request(app).get('/project/secret-draft-walkway').expect(404);
    expect(res.text).toContain('Loading project...');
    expect(res.text).toContain(`<script type="application/json" id="${siteDataElementId}">`);
    expect(res.text).toContain('<meta name="robots" content="noindex"/>');
    expect(readDocument(res.text).data).toBeUndefined();
    expect(res.text).not.toContain('Secret Draft Walkway');
  });
});
