/**
 * Services as records staff manage (ADR 0035), on a real (non-demo) project after the migrations:
 * a 14th service added, its text published, shown in the site's lists, hidden, moved to a new
 * address (the old one 301s), put first, deleted (its text to the Trash, its page 301s to
 * /services); what visitors and bad input get.
 */
import request from 'supertest';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { inputFromSettings } from '@site/contract/site-settings-schema';
import type { ManagedService, Service } from '@site/contract/service';
import { runMigrations } from '../src/migrations/run-migrations';
import { acmeCompany, serviceForm } from './fixtures';
import { staffApp, staffHeaders, useTempObjects, visitorHeaders } from './objects-helpers';
import { sitemapText } from './sitemap-files';

process.env.FIRESTORE_EMULATOR_HOST = inject('firestoreEmulatorHost');
process.env.GCLOUD_PROJECT = 'acme-service-records';
process.env.METADATA_SERVER_DETECTION = 'none';
useTempObjects('service-records');
const app = staffApp({ deleteImages: async () => undefined });

const services = async () => (await request(app).get('/api/services').expect(200)).body as Service[];
const managed = async () =>
  (await request(app).get('/api/services/manage').set(staffHeaders).expect(200)).body as ManagedService[];
const html = async (path: string, status = 200) => (await request(app).get(path).expect(status)).text;

beforeAll(async () => {
  await runMigrations();
  await request(app).put('/api/settings').set(staffHeaders).send(inputFromSettings(acmeCompany)).expect(200);
});

describe('a service staff add', () => {
  let id = '';

  it('is refused to visitors, and with a taken or malformed address', async () => {
    await request(app)
      .post('/api/services')
      .set(visitorHeaders)
      .send({ name: 'Snow Removal', slug: 'snow-removal' })
      .expect(401);
    const taken = await request(app)
      .post('/api/services')
      .set(staffHeaders)
      .send({ name: 'Lawns', slug: 'landscaping' });
    expect(taken.status).toBe(400);
    expect(taken.body.errors.slug).toBe('Another service has the address /service/landscaping');
    const malformed = await request(app)
      .post('/api/services')
      .set(staffHeaders)
      .send({ name: 'Snow', slug: 'Snow Removal' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors.slug).toMatch(/lowercase letters, digits and single hyphens/);
  });

  it('is kept off the site until its text is published', async () => {
    const created = await request(app)
      .post('/api/services')
      .set(staffHeaders)
      .send({ name: 'Snow Removal', slug: 'snow-removal', icon: 'park' })
      .expect(201);
    id = created.body.id;
    expect((await managed()).at(-1)).toMatchObject({ id, name: 'Snow Removal', hidden: false, hasText: false });
    expect((await services()).map((s) => s.slug)).not.toContain('snow-removal');
    await html('/service/snow-removal', 404);
  });

  it('a service post for an address no service has is refused', async () => {
    const res = await request(app).post('/api/posts').set(staffHeaders).send(serviceForm('no-such-service'));
    expect(res.status).toBe(400);
    expect(res.body.errors.slug).toBe('Unknown service');
  });

  it('with its text published, shows in the list, the menus, the request form and the sitemap', async () => {
    await request(app)
      .post('/api/posts')
      .set(staffHeaders)
      .send(
        serviceForm('snow-removal', {
          title: 'Snow Removal',
          excerpt: 'Plowing and salting for driveways and lots.',
          status: 'published',
        }),
      )
      .expect(201);
    expect((await services()).at(-1)).toEqual({ id, name: 'Snow Removal', slug: 'snow-removal' });
    expect(await html('/service/snow-removal')).toContain('Plowing and salting for driveways and lots.');
    expect(await html('/services')).toContain('href="/service/snow-removal"');
    expect(await html('/contact')).toContain('value="snow-removal"');
    expect(await sitemapText(app)).toContain('/service/snow-removal</loc>');
  });

  it('hidden, leaves every list and its page answers 404', async () => {
    await request(app).patch(`/api/services/${id}`).set(staffHeaders).send({ hidden: true }).expect(200);
    expect((await services()).map((s) => s.slug)).not.toContain('snow-removal');
    expect(await html('/services')).not.toContain('/service/snow-removal"');
    expect(await html('/contact')).not.toContain('value="snow-removal"');
    await html('/service/snow-removal', 404);
    await request(app).patch(`/api/services/${id}`).set(staffHeaders).send({ hidden: false }).expect(200);
  });

  it('at a new address, keeps its text and the old address 301s there', async () => {
    await request(app).patch(`/api/services/${id}`).set(staffHeaders).send({ slug: 'snow-plowing' }).expect(200);
    const moved = await request(app).get('/service/snow-removal').expect(301);
    expect(moved.headers.location).toBe('/service/snow-plowing');
    expect(await html('/service/snow-plowing')).toContain('Plowing and salting for driveways and lots.');
    const taken = await request(app).patch(`/api/services/${id}`).set(staffHeaders).send({ slug: 'fertilizer' });
    expect(taken.status).toBe(400);
  });

  it('put first, leads every list', async () => {
    const ids = (await managed()).map((service) => service.id);
    await request(app)
      .put('/api/services/order')
      .set(staffHeaders)
      .send({ ids: [id, ...ids.filter((other) => other !== id)] })
      .expect(200);
    expect((await services())[0]?.slug).toBe('snow-plowing');
    const stale = await request(app)
      .put('/api/services/order')
      .set(staffHeaders)
      .send({ ids: [id] });
    expect(stale.status).toBe(400);
  });

  it('deleted, its text goes to the Trash and its page 301s to /services', async () => {
    await request(app).delete(`/api/services/${id}`).set(staffHeaders).expect(204);
    expect((await services()).map((s) => s.slug)).not.toContain('snow-plowing');
    expect((await request(app).get('/service/snow-plowing').expect(301)).headers.location).toBe('/services');
    const trash = (await request(app).get('/api/trash?limit=100').set(staffHeaders).expect(200)).body.items as {
      slug: string;
    }[];
    expect(trash.map((post) => post.slug)).toContain('snow-plowing');
    await request(app).delete(`/api/services/${id}`).set(staffHeaders).expect(404);
  });
});

describe('a first-run service', () => {
  it('renamed by publishing its text, is named so in the list projects use', async () => {
    await request(app)
      .post('/api/posts')
      .set(staffHeaders)
      .send(serviceForm('fertilizer', { title: 'Lawn Feeding', status: 'published' }))
      .expect(201);
    expect((await managed()).find((service) => service.id === 'fertilizer')?.name).toBe('Lawn Feeding');
    expect((await services()).find((service) => service.id === 'fertilizer')?.name).toBe('Lawn Feeding');
  });

  it('at a new address keeps its built-in text', async () => {
    await request(app)
      .patch('/api/services/hydro-seeding')
      .set(staffHeaders)
      .send({ slug: 'hydroseeding' })
      .expect(200);
    const page = await html('/service/hydroseeding');
    expect(page).toContain('Hydro-Seeding');
    expect((await request(app).get('/service/hydro-seeding').expect(301)).headers.location).toBe(
      '/service/hydroseeding',
    );
  });
});
