/**
 * Every way into a lead goes through one gate: a page answers GET and HEAD, and only /contact
 * (its route has an action) takes a POST, however its address is spelled, from this site, counted
 * against the leads API's rate limit. Any other method or page gets a quiet 405: nothing stored,
 * nothing logged as an error. Against the Firestore stand-in and the web's server build.
 */
import { logger } from 'firebase-functions/logger';
import request from 'supertest';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '../src/services/platform/firestore';
import { seedDatabase } from '../src/seed/seed';
import { useTestFirestore } from './emulator';
import { seedDemoCompany, testProjects } from './fixtures';
import { contactFormFields, leadBody, leadsApp, visitorJson } from './lead-helpers';
import { useTempObjects } from './objects-helpers';

useTestFirestore('page-methods');
useTempObjects('page-methods');
const origin = visitorJson.Origin;
const form = (name: string) => contactFormFields({ name });
const leadsNamed = async (name: string) => (await db().collection('leads').where('name', '==', name).get()).size;

beforeAll(async () => {
  await seedDatabase({ projects: testProjects });
  await seedDemoCompany();
});
afterEach(() => vi.restoreAllMocks());

describe('the pages’ methods', () => {
  it('PUT, PATCH and DELETE /contact are 405 with Allow, and store nothing', async () => {
    const app = leadsApp();
    for (const method of ['put', 'patch', 'delete'] as const) {
      const res = await request(app)[method]('/contact').set('Origin', origin).type('form').send(form('Pat Method'));
      expect(res.status, method).toBe(405);
      expect(res.headers.allow, method).toBe('GET, HEAD, POST');
    }
    expect(await leadsNamed('Pat Method')).toBe(0);
  });

  it('a POST to /contact spelled otherwise counts against the same limit as the API', async () => {
    const app = leadsApp({ rateLimits: { leads: { limit: 1, windowMs: 3_600_000 } } });
    await request(app)
      .post('/api/leads')
      .set(visitorJson)
      .send(leadBody({ name: 'Pat Spelled' }))
      .expect(201);
    for (const path of ['/%63ontact', '/Contact/', '/x/../contact', '/contact.data']) {
      const res = await request(app).post(path).set('Origin', origin).type('form').send(form('Pat Spelled Form'));
      expect(res.status, path).toBe(429);
    }
    expect(await leadsNamed('Pat Spelled Form')).toBe(0);
  });

  it('a POST to a page without an action is a quiet 405: no error in the log', async () => {
    const errors = vi.spyOn(logger, 'error');
    const app = leadsApp();
    for (const path of ['/', '/about', '/services', '/project/anything', '/no-such-page']) {
      const res = await request(app).post(path).set('Origin', origin).type('form').send({ a: '1' });
      expect(res.status, path).toBe(405);
      expect(res.headers.allow, path).toBe('GET, HEAD');
    }
    expect(errors).not.toHaveBeenCalled();
  });

  it('the form refuses control characters with a message, and stores nothing', async () => {
    const app = leadsApp();
    const res = await request(app)
      .post('/contact')
      .set('Origin', origin)
      .type('form')
      .send({ ...form('Pat Control'), message: 'A new lawn \u202eplease, and beds\u0000.' });
    expect(res.status).toBe(400);
    expect(res.text).toContain('invisible control character');
    expect(await leadsNamed('Pat Control')).toBe(0);
  });
});
