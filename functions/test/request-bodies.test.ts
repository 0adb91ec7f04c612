/**
 * a lone surrogate in any JSON body is a 400 at once (it made writes
 * fail with a 500 after 7-9 s, without signing in), and a body over 100 kB is a 413 before
 * anything parses it: in the app, and in front of the host's own parsers (the Functions
 * Framework, as production runs the function; ADR 0015).
 */
import { http as registerHttp } from '@google-cloud/functions-framework';
import { getTestServer } from '@google-cloud/functions-framework/testing';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { inputFromSettings } from '@site/contract/site-settings-schema';
import { demoSiteSettings as siteSettings } from '@site/functions/seed/demo-company';
import { api } from '../src/index';
import {
  hasIllFormedText,
  invalidUnicodeMessage,
  maxBodyBytes,
  tooLargeMessage,
} from '../src/middleware/request-body-guards';
import { db } from '../src/services/platform/firestore';
import { useTestFirestore } from './emulator';
import { leadBody, leadsApp, staffJson, visitorJson } from './lead-helpers';
import { useTempObjects } from './objects-helpers';

useTestFirestore('request-bodies');
useTempObjects('request-bodies');
const app = leadsApp();
registerHttp('api', api as unknown as Parameters<typeof registerHttp>[1]);
const host = getTestServer('api');
const leadCount = async () => (await db().collection('leads').count().get()).data().count;
/** A JSON text of `bytes` bytes: one long name. */
const bodyOf = (bytes: number) => `{"name":"${'a'.repeat(bytes - 11)}"}`;

beforeAll(async () => {});

describe('a lone surrogate in a JSON body (finding 4)', () => {
  it.each([
    ['a text field', { name: 'Jane \ud800' }],
    ['the end of a field', { message: `${leadBody().message}\udfff` }],
    ['a list', { serviceSlugs: ['landscaping', '\udc00'] }],
  ])('POST /api/leads with one in %s → 400 JSON, nothing stored, no sign-in needed', async (_where, change) => {
    const before = await leadCount();
    const started = performance.now();
    const res = await request(app)
      .post('/api/leads')
      .set(visitorJson)
      .send({ ...leadBody(), ...change });
    expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { message: invalidUnicodeMessage } });
    expect(performance.now() - started).toBeLessThan(5_000); // was 7-9 s of retries, then a 500
    expect(await leadCount()).toBe(before);
  });

  it('in a key, or in the raw JSON text as an escape, and on PUT /api/settings', async () => {
    const key = await request(app).post('/api/leads').set(visitorJson).send(`{"name":"Jane","\\ud800":1}`);
    expect(key.status).toBe(400);
    const settings = { ...inputFromSettings(siteSettings), companyName: 'Orange \ud83d Valley' };
    const res = await request(app)
      .put('/api/settings')
      .set({ ...staffJson, 'X-Requested-With': 'fetch' })
      .send(settings);
    expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { message: invalidUnicodeMessage } });
    // A well-formed pair (an emoji) is fine.
    const ok = await request(app)
      .post('/api/leads')
      .set(visitorJson)
      .send(leadBody({ message: `${leadBody().message} 🌳` }));
    expect(ok.status).toBe(201);
  });
});

describe('bodies over 100 kB (finding 5)', () => {
  it('the app answers 413 JSON from the Content-Length, before parsing', async () => {
    for (const path of ['/api/leads', '/api/posts', '/api/session']) {
      const res = await request(app)
        .post(path)
        .set(visitorJson)
        .send(bodyOf(maxBodyBytes + 1));
      expect({ path, status: res.status, body: res.body }).toEqual({
        path,
        status: 413,
        body: { message: tooLargeMessage },
      });
    }
    // 100 kB exactly is parsed (and refused by the schema).
    expect((await request(app).post('/api/leads').set(visitorJson).send(bodyOf(maxBodyBytes))).status).toBe(400);
  });

  it.each([0.2, 5, 20])(
    'the host (Functions Framework) answers 413 for %s MB before its own parser runs',
    async (megabytes) => {
      // Malformed JSON: had the host parsed it, the answer would be its 400 "Malformed JSON body".
      const text = `{"name":"${'a'.repeat(megabytes * 1_000_000)}`;
      const res = await request(host).post('/api/leads').set(visitorJson).send(text);
      expect(res.status).toBe(413);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toEqual({ message: tooLargeMessage });
    },
  );

  it('the host still parses a small body and passes it to the app', async () => {
    const res = await request(host).post('/api/leads').set(visitorJson).send({ name: '' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Validation failed');
  });
});

describe('the Unicode check reads text only', () => {
  it('skips a raw body a host left as a Buffer (an uploaded photo) at once', () => {
    const started = performance.now();
    expect(hasIllFormedText(Buffer.alloc(10_000_000, 0xed))).toBe(false);
    expect(hasIllFormedText({ photo: Buffer.alloc(1_000_000) })).toBe(false);
    expect(hasIllFormedText([{ a: ['ok', { b: 'x\ud800' }] }])).toBe(true);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('control characters in a JSON body', () => {
  it.each([
    ['/api/redirects', 'post', { from: '/old\u0000.html', to: '/services' }, 'from'],
    ['/api/reviews', 'post', { author: 'Dana \u202eevil', text: 'Great work on our patio.', rating: 5 }, 'author'],
    ['/api/hero-slides', 'put', { slides: [{ title: 'Spring\u0007 cleanup' }] }, 'slides.0.title'],
    ['/api/leads', 'post', { ...leadBody(), message: `${leadBody().message}\u2066` }, 'message'],
  ] as const)('%s: 400 naming the field, nothing stored', async (path, method, body, field) => {
    const before = await leadCount();
    const res = await request(app)[method](path).set(staffJson).send(body);
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toMatch(/invisible control character/);
    expect(await leadCount()).toBe(before);
  });

  it('keeps tab and line breaks where text means them', async () => {
    const res = await request(app)
      .post('/api/leads')
      .set(visitorJson)
      .send(leadBody({ message: 'Line one of the request,\r\nline two\tindented.' }));
    expect(res.status).toBe(201);
  });
});
