/**
 * Malformed JSON on any /api write answers 400 JSON `{message}` where production runs the
 * function (ADR 0015): the Functions Framework (the host Cloud Run functions run Node
 * functions in) parses the body with its own body-parser before the `api` function, in an Express
 * app of its own. This runs the real framework (its test server is the server it builds in
 * production, getServer) around the real `api` export of index.ts. The browser-level spec
 * tests/e2e/leads-api.spec.ts does the same through Hosting and the Functions emulator.
 */
import { http as registerHttp } from '@google-cloud/functions-framework';
import { getTestServer } from '@google-cloud/functions-framework/testing';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { api } from '../src/index';
import { useTestFirestore } from './emulator';
import { seedDemoCompany } from './fixtures';
import { useTempObjects } from './objects-helpers';

useTestFirestore('host-body-errors');
useTempObjects('host-body-errors');
// The same function Cloud Run functions register: firebase-functions types `rawBody` as always
// present, the framework as optional (it sets it for every parsed body).
registerHttp('api', api as unknown as Parameters<typeof registerHttp>[1]);
const server = getTestServer('api');
const sameSite = { Origin: 'http://127.0.0.1:5050', 'Content-Type': 'application/json' };

describe('the Functions Framework around the api function', () => {
  it.each([
    ['post', '/api/leads'],
    ['post', '/api/posts'],
    ['put', '/api/posts/some-id'],
    ['patch', '/api/leads/some-id'],
    ['post', '/api/session'],
    ['put', '/api/settings'],
  ] as const)(
    '%s %s with malformed JSON → 400 {message: "Malformed JSON body"}, not the HTML error page',
    async (method, path) => {
      const res = await request(server)[method](path).set(sameSite).send('{"name": "Jane",');
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.body).toEqual({ message: 'Malformed JSON body' });
    },
  );

  it('lets well-formed requests through to the app (its own 400 and 404 answers)', async () => {
    const res = await request(server).post('/api/leads').set(sameSite).send({ name: '' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Validation failed');
    expect((await request(server).get('/api/nothing-here')).body).toEqual({
      message: 'Not found: GET /api/nothing-here',
    });
  });

  it('hands a form post it has parsed to the /contact action (ADR 0025: the page server reads req.rawBody)', async () => {
    await seedDemoCompany();
    const res = await request(server)
      .post('/contact')
      .set('Origin', sameSite.Origin)
      .type('form')
      .send({ name: 'Pat Framework', email: 'pat@', message: 'short' })
      .timeout(20_000);
    expect(res.status).toBe(400);
    expect(res.text).toContain('value="Pat Framework"');
    expect(res.text).toContain('Please enter a valid e-mail address');
  });
});
