/**
 * The project and gallery pages in the visitor read cache (services/visitor-read-cache.ts,
 * routes/project-page.ts, routes/gallery-page.ts), against the Firestore emulator and the web
 * build's own renderer: a page is rendered once per instance, not per request; a post write
 * through the API shows on the next page request; a failed render is answered but not kept.
 */
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { seedDatabase } from '../src/seed/seed';
import { renderPage, type PageRenderer } from '../src/services/seo/page-renderer';
import { invalidateVisitorReads } from '../src/services/visitor-read-cache';
import { useTestFirestore } from './emulator';
import { testCatalog, testProjects } from './fixtures';

useTestFirestore('page-cache');
const staffUser = { id: 'u1', email: 'staff@example.com', firstName: 'Sam', lastName: null, profileImageUrl: null };

/** The URLs the app's renderer was asked for, in order. */
let renders: string[] = [];
/** The renderer under test: the web build's, counting its calls. */
const countingRenderer: PageRenderer = async (url, context, shellHtml) => {
  renders.push(url);
  return renderPage(url, context, shellHtml);
};
const app = createApp({
  renderPage: countingRenderer,
  verifySession: async (cookie) => (cookie === 'staff' ? staffUser : null),
  deleteImages: async () => undefined,
});
const write = (path: string) =>
  request(app).put(path).set('Cookie', '__session=staff').set('Origin', 'http://127.0.0.1:5050').set('X-Requested-With', 'fetch');

beforeAll(async () => {
  await seedDatabase({ catalog: testCatalog, projects: testProjects });
});
beforeEach(async () => {
  await invalidateVisitorReads();
  renders = [];
});

describe('project pages in the visitor read cache', () => {
  it('renders a page once and answers the next requests from the cache (same bytes, ETag, 304)', async () => {
    const first = await request(app).get('/project/stone-patio-guilford').expect(200);
    const second = await request(app).get('/project/stone-patio-guilford').expect(200);
    expect(renders).toEqual(['/project/stone-patio-guilford']);
    expect(second.text).toBe(first.text);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    await request(app).get('/project/stone-patio-guilford').set('If-None-Match', String(first.headers.etag)).expect(304);
    // Compressed once for the entry, as the browser asks.
    const br = await request(app).get('/project/stone-patio-guilford').set('Accept-Encoding', 'br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.text).toBe(first.text);
    expect(renders).toHaveLength(1);
  });

  it('shows a write through the API at the next request: unpublished, then published again', async () => {
    await request(app).get('/project/stone-patio-guilford').expect(200);
    await write('/api/posts/demo-stone-patio').send({ status: 'draft' }).expect(200);
    const hidden = await request(app).get('/project/stone-patio-guilford').expect(404);
    expect(hidden.text).toContain('<meta name="robots" content="noindex"/>');
    expect(hidden.text).not.toContain('A residential bluestone patio.');
    await write('/api/posts/demo-stone-patio').send({ status: 'published' }).expect(200);
    const shown = await request(app).get('/project/stone-patio-guilford').expect(200);
    expect(shown.text).toContain('A residential bluestone patio.');
    // Unpublished, the page is rendered as a 404 (its loading state; the app then says 'Project Not Found').
    expect(renders).toEqual(['/project/stone-patio-guilford', '/project/stone-patio-guilford', '/project/stone-patio-guilford']);
  });

  it('answers with the shell when the render fails, and renders again at the next request', async () => {
    let failures = 1;
    const flaky = createApp({
      renderPage: async (url, context, shellHtml) => {
        if (failures-- > 0) throw new Error('render broke once');
        return renderPage(url, context, shellHtml);
      },
    });
    const failed = await request(flaky).get('/project/stone-patio-guilford').expect(200);
    expect(failed.text).toContain('as="fetch"');
    const rendered = await request(flaky).get('/project/stone-patio-guilford').expect(200);
    expect(rendered.text).not.toContain('as="fetch"');
    expect(rendered.text).toContain('A residential bluestone patio.');
  });

  it('keeps each app’s pages apart (they depend on its renderer and documents)', async () => {
    await request(app).get('/project/stone-patio-guilford').expect(200);
    const shellOnly = createApp({ renderPage: null });
    const shell = await request(shellOnly).get('/project/stone-patio-guilford').expect(200);
    expect(shell.text).toContain('as="fetch"');
    expect(shell.text).not.toContain('A residential bluestone patio.');
  });
});

describe('gallery pages in the visitor read cache', () => {
  it('renders each URL once, the query string included', async () => {
    for (let i = 0; i < 2; i += 1) {
      await request(app).get('/projects').expect(200);
      await request(app).get('/projects?filter=commercial').expect(200);
      await request(app).get('/projects/commercial').expect(200);
    }
    expect(renders).toEqual(['/projects', '/projects?filter=commercial', '/projects/commercial']);
  });

  it('shows a write through the API at the next request', async () => {
    const before = await request(app).get('/projects').expect(200);
    expect(before.text).toContain('Stone Patio in Guilford');
    await write('/api/posts/demo-stone-patio').send({ status: 'draft' }).expect(200);
    const after = await request(app).get('/projects').expect(200);
    expect(after.text).not.toContain('Stone Patio in Guilford');
    await write('/api/posts/demo-stone-patio').send({ status: 'published' }).expect(200);
    expect(renders).toEqual(['/projects', '/projects']);
  });
});
