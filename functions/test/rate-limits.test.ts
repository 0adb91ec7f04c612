/**
 * Rate limits on POST /api/session and POST /api/objects/upload: 429 JSON {message}
 * with Retry-After after N requests per client IP; other routes and other clients unaffected.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import {
  clientKey,
  defaultRateLimits,
  localEmulatorRateLimits,
  rateLimitsFromEnv,
} from '../src/middleware/rate-limits';
import { trustProxyHops } from '../src/services/platform/client-ip';
import { staffHeaders, staffUser, useTempObjects } from './objects-helpers';
import { expectRateLimited } from './rate-limit-helpers';

useTempObjects('limits');
const origin = 'http://127.0.0.1:5050';
const verifySession = async (cookie: string) => (cookie === 'staff' ? staffUser : null);

describe('rate limits', () => {
  it('defaults to 10 sign-ins, 30 upload URLs and 60 project views a minute, 5 requests and 20 request photos an hour', () => {
    expect(defaultRateLimits).toEqual({
      session: { limit: 10, windowMs: 60_000 },
      upload: { limit: 30, windowMs: 60_000 },
      views: { limit: 60, windowMs: 60_000 },
      leads: { limit: 5, windowMs: 3_600_000 },
      leadUploads: { limit: 20, windowMs: 3_600_000 },
    });
  });

  it('POST /api/session: the (N+1)th request in the window is 429 {message} with Retry-After', async () => {
    const app = createApp({ verifySession, rateLimits: { session: { limit: 3, windowMs: 60_000 } } });
    for (let i = 0; i < 3; i += 1) {
      const res = await request(app).post('/api/session').set('Origin', origin).send({}).expect(400);
      expect(res.headers.ratelimit).toMatch(/^"session"; r=\d+; t=\d+$/);
    }
    const limited = await request(app).post('/api/session').set('Origin', origin).send({ idToken: 'x' });
    expect(limited.headers['content-type']).toMatch(/json/);
    expectRateLimited(limited, { name: 'session', quota: 3, windowSeconds: 60, unit: 'seconds', minRetry: 0 });
    // Other calls are not limited.
    await request(app).get('/api/login').expect(302);
    await request(app).get('/api/auth/user').expect(401);
  });

  it('POST /api/objects/upload: limited per client, before the session check', async () => {
    const app = createApp({ verifySession, rateLimits: { upload: { limit: 2, windowMs: 60_000 } } });
    await request(app).post('/api/objects/upload').set(staffHeaders).expect(200);
    await request(app)
      .post('/api/objects/upload')
      .set({ ...staffHeaders, Cookie: '' })
      .expect(401);
    const limited = await request(app).post('/api/objects/upload').set(staffHeaders).expect(429);
    expect(limited.body.message).toMatch(/Too many requests/);
    expect(limited.headers['retry-after']).toBeTruthy();
  });

  it('counts each client IP apart, as X-Forwarded-For gives it behind the trusted proxies', async () => {
    const app = createApp({
      verifySession,
      trustProxyHops: 2,
      rateLimits: { session: { limit: 1, windowMs: 60_000 } },
    });
    const post = (xff: string) =>
      request(app).post('/api/session').set('Origin', origin).set('X-Forwarded-For', xff).send({});
    // Hosting puts the browser's address first; Google's front end appends Hosting's.
    await post('203.0.113.7, 35.190.0.1').expect(400);
    await post('203.0.113.7, 35.190.0.2').expect(429);
    await post('198.51.100.9, 35.190.0.1').expect(400);
    // A forged address to the left of the real ones changes nothing.
    await post('10.9.9.9, 203.0.113.7, 35.190.0.1').expect(429);
  });
});

describe('rateLimitsFromEnv', () => {
  it('reads per-minute limits, raises them under the Functions emulator, and refuses nonsense', () => {
    expect(rateLimitsFromEnv({})).toEqual({});
    expect(rateLimitsFromEnv({ RATE_LIMIT_SESSION: '300', RATE_LIMIT_UPLOAD: '600' })).toEqual({
      session: { limit: 300, windowMs: 60_000 },
      upload: { limit: 600, windowMs: 60_000 },
    });
    expect(rateLimitsFromEnv({ RATE_LIMIT_VIEWS: '120' })).toEqual({ views: { limit: 120, windowMs: 60_000 } });
    expect(rateLimitsFromEnv({ RATE_LIMIT_LEADS: '20', RATE_LIMIT_LEAD_UPLOADS: '100' })).toEqual({
      leads: { limit: 20, windowMs: 3_600_000 },
      leadUploads: { limit: 100, windowMs: 3_600_000 },
    });
    expect(() => rateLimitsFromEnv({ RATE_LIMIT_LEADS: 'many' })).toThrow(/RATE_LIMIT_LEADS/);
    expect(() => rateLimitsFromEnv({ RATE_LIMIT_UPLOAD: '0' })).toThrow(/RATE_LIMIT_UPLOAD/);
    expect(rateLimitsFromEnv({ FUNCTIONS_EMULATOR: 'true' })).toEqual(localEmulatorRateLimits);
    // 30 times the production limits, over the same windows.
    expect(Object.entries(localEmulatorRateLimits).map(([name, rule]) => [name, rule.limit, rule.windowMs])).toEqual([
      ['session', 300, 60_000],
      ['upload', 900, 60_000],
      ['views', 1800, 60_000],
      ['leads', 150, 3_600_000],
      ['leadUploads', 600, 3_600_000],
    ]);
    expect(rateLimitsFromEnv({ FUNCTIONS_EMULATOR: 'true', RATE_LIMIT_SESSION: '5' }).session).toEqual({
      limit: 5,
      windowMs: 60_000,
    });
  });
});

describe('clientKey', () => {
  it('groups IPv6 by /56, keeps IPv4, and survives a socket without an address (Functions emulator)', () => {
    expect(clientKey({ ip: '203.0.113.7' })).toBe('203.0.113.7');
    expect(clientKey({ ip: '2001:db8:1:2:3:4:5:6' })).toBe(clientKey({ ip: '2001:db8:1:ff::1' }));
    expect(clientKey({ ip: undefined })).toBe('unknown');
  });
});

describe('trustProxyHops', () => {
  it('is 2 on Cloud Run, 0 locally, and TRUST_PROXY_HOPS overrides', () => {
    expect(trustProxyHops({ K_SERVICE: 'api' })).toBe(2);
    expect(trustProxyHops({ K_SERVICE: 'api', FUNCTIONS_EMULATOR: 'true' })).toBe(0);
    expect(trustProxyHops({})).toBe(0);
    expect(trustProxyHops({ TRUST_PROXY_HOPS: '1', K_SERVICE: 'api' })).toBe(1);
    expect(() => trustProxyHops({ TRUST_PROXY_HOPS: 'true' })).toThrow(/TRUST_PROXY_HOPS/);
  });
});
