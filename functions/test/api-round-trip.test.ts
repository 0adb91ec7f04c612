/**
 * What the API returns, it accepts back: a staff client may GET a post or the company
 * settings, change nothing (or one field) and PUT the very body it got. Read-only fields (ids,
 * dates, views, slug, `phoneHref`, `siteUrl`) are ignored on write, and nullable fields take the
 * `null` that GET returns. Against the Firestore emulator, through the Express app.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoSiteSettings } from '@site/functions/seed/demo-company';
import type { Post } from '@site/contract/post';
import { inputFromSettings } from '@site/contract/site-settings-schema';
import { seedDatabase } from '../src/seed/seed';
import { useTestFirestore } from './emulator';
import { testProjects } from './fixtures';
import { staffApp, staffHeaders, storedImagePaths, useTempObjects } from './objects-helpers';

useTestFirestore('api-round-trip');
useTempObjects('api-round-trip');
const [photo] = await storedImagePaths(1);
const app = staffApp();
const send = (method: 'post' | 'put', path: string, body: object) =>
  request(app)[method](path).set(staffHeaders).send(body);
const get = (path: string) => request(app).get(path).set('Cookie', '__session=staff').expect(200);

/** The fields a save may change: everything but the write's own time. */
const saved = ({ updatedAt: _updatedAt, ...rest }: Post) => rest;

beforeAll(async () => {
  await seedDatabase({ projects: testProjects });
});

describe('every GET body goes back through its PUT unchanged', () => {
  const forms = {
    project: {
      type: 'project',
      title: 'Round trip patio',
      content: '<p>A bluestone patio in Orange.</p>',
      status: 'draft',
      afterImageUrl: photo,
    },
    service: {
      type: 'service',
      slug: 'hydro-seeding',
      title: 'Hydro-Seeding',
      excerpt: 'Lawns from seed, fast.',
      content: '<p>Seed, mulch and water in one pass.</p>',
      status: 'draft',
    },
    page: {
      type: 'page',
      slug: 'about',
      title: 'About us',
      content: '<p>We started with one truck in Orange.</p>',
      status: 'draft',
    },
  };
  for (const [type, form] of Object.entries(forms)) {
    it(`a ${type} post, with its empty optional fields as null`, async () => {
      const created = (await send('post', '/api/posts', form).expect(201)).body as Post;
      const before = (await get(`/api/posts/${created.id}`)).body as Post;
      expect(Object.values(before)).toContain(null);
      const res = await send('put', `/api/posts/${created.id}`, before);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(saved((await get(`/api/posts/${created.id}`)).body as Post)).toEqual(saved(before));
      // A change sent with the rest of the GET body is saved.
      const renamed = (
        await send('put', `/api/posts/${created.id}`, { ...before, title: `${before.title} (2)` }).expect(200)
      ).body as Post;
      expect(renamed.title).toBe(`${before.title} (2)`);
    });
  }

  it('the company settings, with the derived phoneHref and the deployment siteUrl', async () => {
    // A site whose company details were saved once (before that, GET gives blank details, which no PUT takes).
    await send('put', '/api/settings', inputFromSettings(demoSiteSettings)).expect(200);
    const before = (await get('/api/settings')).body as Record<string, unknown>;
    expect(before).toHaveProperty('phoneHref');
    expect(before).toHaveProperty('siteUrl');
    const res = await send('put', '/api/settings', before);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await get('/api/settings')).body).toEqual(before);
    // phoneHref follows the phone, whatever the body says; siteUrl stays the deployment's.
    const changed = (
      await send('put', '/api/settings', {
        ...before,
        phone: '(203) 555-0199',
        phoneHref: '+10000000000',
        siteUrl: 'https://elsewhere.example.org',
      }).expect(200)
    ).body;
    expect(changed).toMatchObject({ phone: '(203) 555-0199', phoneHref: '+12035550199', siteUrl: before.siteUrl });
  });
});
