/**
 * "Stable URLs": a published project's old paths answer 301 to its current one, from
 * the page server before anything renders (the root route's middleware asking
 * pageServer.redirectFor; services/redirects), one hop however often it was renamed, no loop when
 * a name is taken back; hidden projects never redirect; the sitemap lists current URLs only; a
 * delete releases the whole slug history. The Express app against the Firestore emulator, the
 * pages rendered by the web's server build (npm test builds first).
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoSiteSettings } from '@site/functions/seed/demo-company';
import { seedDatabase } from '../src/seed/seed';
import { db } from '../src/services/platform/firestore';
import { slugsCollection } from '../src/services/posts/slug-reservations';
import { useTestFirestore } from './emulator';
import { seedDemoCompany, testProjects } from './fixtures';
import { createPost, staffApp, staffHeaders, useTempObjects } from './objects-helpers';
import { sitemapText } from './sitemap-files';

useTestFirestore('slug-redirects');
useTempObjects('slug-redirects');
const site = 'https://www.example.com';
const app = staffApp({ siteSettings: () => ({ ...demoSiteSettings, siteUrl: site }) });
const form = (title: string, status = 'published') => ({
  title,
  content: '<p>A garden wall of fieldstone.</p>',
  status,
  type: 'project',
});
const save = (id: string, title: string, status = 'published') =>
  request(app).put(`/api/posts/${id}`).set(staffHeaders).send(form(title, status)).expect(200);
const reservation = async (slug: string) =>
  (await db().collection(slugsCollection).doc(`project:${slug}`).get()).data();

beforeAll(async () => {
  await seedDatabase({ projects: testProjects });
  await seedDemoCompany();
});

describe('old project paths', () => {
  let id = '';

  it('a title edit of a published project: the old path answers 301 to the new one, before rendering', async () => {
    id = (await createPost(app, form('Garden Wall'))).id;
    await request(app).get('/project/garden-wall').expect(200);
    expect((await save(id, 'Garden Wall in Orange')).body.slug).toBe('garden-wall-in-orange');

    const old = await request(app).get('/project/garden-wall').expect(301);
    expect(old.headers.location).toBe('/project/garden-wall-in-orange');
    expect(old.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
    expect(old.text).not.toContain('<html');
    const current = await request(app).get('/project/garden-wall-in-orange').expect(200);
    expect(current.text).toMatch(/<h1\b[^>]*>Garden Wall in Orange<\/h1>/);
    // The old slug stays the project's: no other project can take it (its path keeps redirecting).
    expect(await reservation('garden-wall')).toMatchObject({ postId: id });
    const other = await request(app)
      .post('/api/posts')
      .set(staffHeaders)
      .send(form('Garden Wall', 'draft'))
      .expect(201);
    expect(other.body.slug).toBe('garden-wall-2');
  });

  it('renamed twice: every old path is one hop to the current path', async () => {
    await save(id, 'Garden Wall in Milford');
    for (const old of ['/project/garden-wall', '/project/garden-wall-in-orange', '/project/garden-wall-in-orange/']) {
      const res = await request(app).get(old).expect(301);
      expect(res.headers.location, old).toBe('/project/garden-wall-in-milford');
    }
    await request(app).get('/project/garden-wall-in-milford').expect(200);
  });

  it('a name taken back renders again, and the later name redirects to it: no loop', async () => {
    await save(id, 'Garden Wall');
    await request(app).get('/project/garden-wall').expect(200);
    for (const old of ['/project/garden-wall-in-orange', '/project/garden-wall-in-milford']) {
      expect((await request(app).get(old).expect(301)).headers.location).toBe('/project/garden-wall');
    }
  });

  it('React Router data requests of an old path redirect too', async () => {
    const res = await request(app).get('/project/garden-wall-in-milford.data');
    expect([200, 202, 204, 301]).toContain(res.status);
    expect(JSON.stringify(res.headers) + res.text).toContain('/project/garden-wall');
    expect(res.text).not.toContain('Garden Wall in Milford');
  });

  it('the sitemap lists the current path only', async () => {
    const xml = await sitemapText(app);
    expect(xml).toContain(`<loc>${site}/project/garden-wall</loc>`);
    expect(xml).not.toContain('garden-wall-in-');
  });

  it('a hidden project redirects nowhere: its old paths are 404 like its current one', async () => {
    await save(id, 'Garden Wall', 'draft');
    await request(app).get('/project/garden-wall-in-milford').expect(404);
    await request(app).get('/project/garden-wall').expect(404);
    await save(id, 'Garden Wall', 'published');
    await request(app).get('/project/garden-wall-in-milford').expect(301);
  });

  it('unknown paths stay 404, and paths of other pages are never redirected', async () => {
    await request(app).get('/project/never-was').expect(404);
    await request(app).get('/about').expect(200);
  });

  it('a trashed project redirects nowhere; deleted for good, its whole history is released', async () => {
    await request(app).delete(`/api/posts/${id}`).set(staffHeaders).expect(204);
    await request(app).get('/project/garden-wall-in-orange').expect(404);
    expect(await reservation('garden-wall-in-orange')).toMatchObject({ postId: id });
    await request(app).delete(`/api/trash/${id}`).set(staffHeaders).expect(204);
    expect(await reservation('garden-wall-in-orange')).toBeUndefined();
    expect(await reservation('garden-wall-in-milford')).toBeUndefined();
  });
});
