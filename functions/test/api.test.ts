/**
 * Services list, auth user, and the JSON error shapes of the API (DESIGN §6).
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@site/contract/api';
import { serviceSchema } from '@site/contract/service';
import { serviceSummaries } from '@site/contract/content/service-summaries';
import { writeDefaultServices } from '../src/migrations/default-services';
import { createApp } from '../src/app';
import { useTestFirestore } from './emulator';
import { seedDemoCompany } from './fixtures';

/** The first-run services' slugs (migrations/default-services.ts writes them). */
const serviceSlugs = serviceSummaries.map((summary) => summary.slug);

useTestFirestore('api');
const app = createApp();

beforeAll(async () => {
  await writeDefaultServices();
  await seedDemoCompany();
});

describe('GET /api/services', () => {
  it('returns the 13 services as {id, name, slug} in catalog order', async () => {
    const res = await request(app).get('/api/services').expect(200).expect('Content-Type', /json/);
    const services = serviceSchema.strict().array().parse(res.body);
    expect(services).toHaveLength(13);
    expect(services.map((s) => s.slug)).toEqual([...serviceSlugs]);
    expect(services[0]).toEqual({ id: 'landscaping', name: 'Landscaping', slug: 'landscaping' });
  });
});

describe('GET /api/auth/user', () => {
  it('is 401 {message: "Unauthorized"} without a session', async () => {
    const res = await request(app).get('/api/auth/user').expect(401).expect('Content-Type', /json/);
    expect(res.body).toEqual({ message: 'Unauthorized' });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('is 401 with a session cookie firebase-admin rejects (real verifier)', async () => {
    const res = await request(app).get('/api/auth/user').set('Cookie', '__session=not-a-jwt').expect(401);
    expect(res.body).toEqual({ message: 'Unauthorized' });
  });

  it('returns the staff user for a staff session (session check injected)', async () => {
    const user = {
      id: 'u1',
      email: 'staff@example.com',
      firstName: 'Sam',
      lastName: 'Stone',
      profileImageUrl: null,
      role: 'owner' as const,
    };
    const staffApp = createApp({ verifySession: async (c) => (c === 'ok' ? user : null) });
    const res = await request(staffApp).get('/api/auth/user').set('Cookie', 'other=1; __session=ok').expect(200);
    expect(res.body).toEqual(user);
  });
});

describe('errors are JSON', () => {
  it('unknown /api path → 404 {message}', async () => {
    for (const path of ['/api/nope', '/api/posts/a/b', '/api', '/api/']) {
      const res = await request(app).get(path).expect(404).expect('Content-Type', /json/);
      expect(apiErrorSchema.parse(res.body).message).toMatch(/not found/i);
    }
  });

  it('any other unknown path is a page: 404 with the not-found page (routes/pages.ts)', async () => {
    await request(app).get('/elsewhere').expect(404).expect('Content-Type', /html/);
  });

  it('bad query values → 400 {message, errors: {field: text}}', async () => {
    const res = await request(app).get('/api/posts?status=bogus&type=blog').expect(400).expect('Content-Type', /json/);
    expect(res.body).toEqual({
      message: 'Invalid query parameters',
      errors: {
        type: 'type must be one of project, service, page',
        status: 'status must be one of published, draft, archived, all',
      },
    });
    const repeated = await request(app).get('/api/posts?type=project&type=page').expect(400);
    expect(Object.keys(repeated.body.errors)).toEqual(['type']);
    const long = await request(app)
      .get(`/api/posts?search=${'a'.repeat(201)}`)
      .expect(400);
    expect(long.body.errors).toEqual({ search: 'search must be at most 200 characters' });
  });

  it('malformed JSON body → 400 JSON', async () => {
    const res = await request(app)
      .post('/api/posts')
      .set('Content-Type', 'application/json')
      .send('{"title": ')
      .expect(400)
      .expect('Content-Type', /json/);
    expect(res.body).toEqual({ message: 'Malformed JSON body' });
  });

  it('an internal failure → 500 {message} without a stack trace', async () => {
    const failing = createApp({
      verifySession: async () => {
        throw new Error('secret internals at /srv/app.js:1:1');
      },
    });
    const original = console.error;
    console.error = () => {};
    try {
      const res = await request(failing).get('/api/posts').set('Cookie', '__session=x').expect(500);
      expect(res.body).toEqual({ message: 'Internal server error' });
      expect(res.text).not.toMatch(/secret|\.js:/);
    } finally {
      console.error = original;
    }
  });

  it('sends nosniff and no x-powered-by', async () => {
    const res = await request(app).get('/api/services');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
