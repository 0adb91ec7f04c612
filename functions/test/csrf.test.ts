/**
 * CSRF rules (DESIGN §7: mutating requests need a JSON body or custom header and a same-site
 * Origin): the rule function, then the app with a staff session (injected) that forged requests
 * must not be able to use.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { allowedOrigins, csrfViolation, isSameSiteRequest } from '../src/middleware/csrf';
import { seedDatabase } from '../src/seed/seed';
import { db } from '../src/services/platform/firestore';
import { useTestFirestore } from './emulator';
import { testProjects } from './fixtures';
import { staffApp } from './objects-helpers';

useTestFirestore('csrf');
const app = staffApp({
  deleteImages: async () => undefined,
});
const form = { title: 'CSRF Probe', content: '<p>Forged request body.</p>', status: 'published', type: 'project' };
const site = { host: 'www.example.com' };
/** The configured site (SITE_URL). */
const origins = new Set(['https://www.example.com']);

beforeAll(async () => {
  await seedDatabase({ projects: testProjects });
});

describe('csrfViolation', () => {
  it.each([
    ['GET without anything', 'GET', {}, null],
    [
      'JSON POST from the site',
      'POST',
      { ...site, origin: 'https://www.example.com', 'content-type': 'application/json', 'content-length': '2' },
      null,
    ],
    [
      'bodiless DELETE with X-Requested-With',
      'DELETE',
      { ...site, origin: 'https://www.example.com', 'x-requested-with': 'fetch' },
      null,
    ],
    [
      'Referer instead of Origin',
      'PUT',
      {
        ...site,
        referer: 'https://www.example.com/admin',
        'content-type': 'application/json; charset=utf-8',
        'content-length': '9',
      },
      null,
    ],
    [
      'behind Hosting (X-Forwarded-Host)',
      'POST',
      {
        host: 'us-central1-p.cloudfunctions.net',
        'x-forwarded-host': 'www.example.com',
        origin: 'https://www.example.com',
        'content-type': 'application/json',
        'content-length': '2',
      },
      null,
    ],
    [
      'cross-site Origin',
      'POST',
      { ...site, origin: 'https://evil.example', 'content-type': 'application/json', 'content-length': '2' },
      /did not come from this site/,
    ],
    [
      'look-alike host',
      'POST',
      {
        ...site,
        origin: 'https://www.example.com.evil.example',
        'content-type': 'application/json',
        'content-length': '2',
      },
      /this site/,
    ],
    ['Origin null', 'DELETE', { ...site, origin: 'null', 'x-requested-with': 'fetch' }, /this site/],
    ['no Origin or Referer', 'DELETE', { ...site, 'x-requested-with': 'fetch' }, /this site/],
    [
      'Sec-Fetch-Site cross-site',
      'DELETE',
      { ...site, origin: 'https://www.example.com', 'sec-fetch-site': 'cross-site', 'x-requested-with': 'fetch' },
      /this site/,
    ],
    [
      'form-encoded body',
      'POST',
      {
        ...site,
        origin: 'https://www.example.com',
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': '9',
        'x-requested-with': 'fetch',
      },
      /must be JSON/,
    ],
    [
      'text/plain body',
      'PUT',
      { ...site, origin: 'https://www.example.com', 'content-type': 'text/plain', 'transfer-encoding': 'chunked' },
      /must be JSON/,
    ],
    ['bodiless DELETE without header', 'DELETE', { ...site, origin: 'https://www.example.com' }, /X-Requested-With/],
  ] as const)('%s', (_name, method, headers, expected) => {
    const result = csrfViolation(method, headers, origins);
    if (expected === null) expect(result).toBeNull();
    else expect(result).toMatch(expected);
  });

  // the site is what SITE_URL says, never what the request's headers say.
  it('compares the Origin with the configured site origins only, never Host or X-Forwarded-Host', () => {
    const json = { 'content-type': 'application/json', 'content-length': '2' };
    for (const forwarded of [
      { host: 'evil.example', 'x-forwarded-host': 'evil.example', origin: 'https://evil.example' },
      { host: 'fn.example', 'x-forwarded-host': 'Site.Example', origin: 'https://site.example' },
    ])
      expect(csrfViolation('POST', { ...forwarded, ...json }, origins), forwarded.origin).toMatch(/this site/);
    expect(
      isSameSiteRequest(
        { host: '127.0.0.1:5050', origin: 'http://127.0.0.1:5173' },
        new Set(['http://127.0.0.1:5050']),
      ),
    ).toBe(false);
    expect(isSameSiteRequest({ origin: 'http://www.example.com' }, origins)).toBe(false);
    expect(isSameSiteRequest({ origin: 'https://WWW.Example.com:443' }, origins)).toBe(true);
    expect(isSameSiteRequest({ host: 'a.example', origin: 'javascript:alert(1)' }, origins)).toBe(false);
  });

  it('takes the origin from SITE_URL only (the local stack sets it to its Hosting emulator), and needs it', () => {
    expect([...allowedOrigins({ SITE_URL: 'https://www.example.com/' })]).toEqual(['https://www.example.com']);
    expect([...allowedOrigins({ SITE_URL: 'http://127.0.0.1:5050' })]).toEqual(['http://127.0.0.1:5050']);
    expect([...allowedOrigins({ SITE_URL: 'https://www.example.com', FUNCTIONS_EMULATOR: 'true' })]).toEqual([
      'https://www.example.com',
    ]);
    expect(() => allowedOrigins({})).toThrow(/SITE_URL is not set/);
  });
});

describe('the app refuses forged writes even with a staff cookie', () => {
  const asStaff = (test: request.Test) => test.set('Cookie', '__session=staff');
  const count = async () => (await db().collection('posts').count().get()).data().count;

  it('cross-site Origin → 403 on create, status, delete; nothing changes', async () => {
    const before = await count();
    const evil = 'https://evil.example';
    const res = await asStaff(request(app).post('/api/posts')).set('Origin', evil).send(form).expect(403);
    expect(res.body).toEqual({ message: 'Request refused: it did not come from this site.' });
    await asStaff(request(app).put('/api/posts/demo-old-wall'))
      .set('Origin', evil)
      .send({ status: 'draft' })
      .expect(403);
    await asStaff(request(app).delete('/api/posts/demo-old-wall'))
      .set('Origin', evil)
      .set('X-Requested-With', 'fetch')
      .expect(403);
    expect(await count()).toBe(before);
    expect((await db().collection('posts').doc('demo-old-wall').get()).get('status')).toBe('published');
  });

  it("a forged X-Forwarded-Host naming the attacker's site → 403", async () => {
    const forged = { 'X-Forwarded-Host': 'evil.example', Origin: 'https://evil.example' };
    await asStaff(request(app).post('/api/posts'))
      .set(forged)
      .send(form)
      .expect(403, { message: 'Request refused: it did not come from this site.' });
    await asStaff(request(app).delete('/api/posts/demo-old-wall'))
      .set(forged)
      .set('X-Requested-With', 'fetch')
      .expect(403);
    await asStaff(request(app).delete('/api/posts/demo-old-wall'))
      .set({ Host: 'evil.example', Origin: 'http://evil.example' })
      .set('X-Requested-With', 'fetch')
      .expect(403);
    expect((await db().collection('posts').doc('demo-old-wall').get()).exists).toBe(true);
  });

  it('form-encoded body → 403 (an HTML form cannot post JSON)', async () => {
    await asStaff(request(app).post('/api/posts'))
      .set('Origin', 'http://127.0.0.1:5050')
      .type('form')
      .send(form)
      .expect(403);
    await asStaff(request(app).put('/api/posts/demo-old-wall'))
      .set('Origin', 'http://127.0.0.1:5050')
      .type('form')
      .send({ status: 'draft' })
      .expect(403);
  });

  it('missing Origin (and Referer) on a mutating request → 403', async () => {
    await asStaff(request(app).post('/api/posts')).send(form).expect(403);
    await asStaff(request(app).delete('/api/posts/demo-old-wall')).set('X-Requested-With', 'fetch').expect(403);
  });

  it('DELETE without body needs X-Requested-With; with it, from the site, it works', async () => {
    await asStaff(request(app).delete('/api/posts/demo-old-wall')).set('Origin', 'http://127.0.0.1:5050').expect(403);
    await asStaff(request(app).delete('/api/posts/demo-old-wall'))
      .set('Origin', 'http://127.0.0.1:5050')
      .set('X-Requested-With', 'fetch')
      .expect(204);
  });

  it('GET stays open (no CSRF rule on reads)', async () => {
    await request(app).get('/api/posts').set('Origin', 'https://evil.example').expect(200);
  });
});
