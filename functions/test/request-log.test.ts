/**
 * The structured request log (middleware/request-log.ts "Observability"): one line per
 * request with request id, route pattern, status and latency, and nothing personal; errors
 * logged once with their stack (middleware/errors.ts).
 */
import { logger } from 'firebase-functions/logger';
import request from 'supertest';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app';
import { requestIdOf, type RequestLogFields } from '../src/middleware/request-log';
import { seedDatabase } from '../src/seed/seed';
import { useTestFirestore } from './emulator';
import { testProjects } from './fixtures';
import { useTempObjects } from './objects-helpers';

useTestFirestore('request-log');
useTempObjects('request-log');

type Line = { severity: string; message: string } & RequestLogFields;
const lines: Line[] = [];
const staffUser = {
  id: 'staff-uid-1',
  email: 'office.manager@example.com',
  firstName: 'Olive',
  lastName: 'Office',
  profileImageUrl: null,
  role: 'owner' as const,
};
const app = createApp({
  logRequest: (entry) => lines.push(entry),
  verifySession: async (cookie) => (cookie === 'staff-cookie-value' ? staffUser : null),
});

/** The one line logged for the last request (the line is written when the response ends). */
async function lastLine(): Promise<Line> {
  await vi.waitFor(() => expect(lines.length).toBeGreaterThan(0));
  return lines.at(-1)!;
}

beforeAll(async () => {
  await seedDatabase({ projects: testProjects });
});
afterEach(() => {
  lines.length = 0;
  vi.restoreAllMocks();
});

describe('one line per request', () => {
  it('has exactly the documented fields and the route pattern, never the URL, query or cookie', async () => {
    const res = await request(app)
      .get('/api/posts/stone-patio-guilford?email=jane.doe@example.com&phone=2035550123')
      .set('Cookie', '__session=visitor-cookie-value; _ga=tracking')
      .set('User-Agent', 'Mozilla/5.0 (Jane phone)')
      .expect(200);
    const line = await lastLine();
    expect(lines).toHaveLength(1);
    expect(Object.keys(line).sort()).toEqual([
      'latencyMs',
      'message',
      'method',
      'requestId',
      'route',
      'severity',
      'staff',
      'status',
    ]);
    expect(line).toMatchObject({
      severity: 'INFO',
      method: 'GET',
      route: '/api/posts/:idOrSlug',
      status: 200,
      staff: false,
    });
    expect(line.latencyMs).toBeGreaterThanOrEqual(0);
    expect(line.message).toBe(`GET /api/posts/:idOrSlug 200 ${line.latencyMs} ms`);
    expect(res.headers['x-request-id']).toBe(line.requestId);
    const text = JSON.stringify(line);
    for (const secret of [
      'stone-patio-guilford',
      'jane',
      '2035550123',
      'visitor-cookie-value',
      'tracking',
      'Mozilla',
      '127.0.0.1',
      '::',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('says a staff session was present without naming the staff member', async () => {
    await request(app).get('/api/auth/user').set('Cookie', '__session=staff-cookie-value').expect(200);
    const line = await lastLine();
    expect(line).toMatchObject({ route: '/api/auth/user', status: 200, staff: true });
    expect(JSON.stringify(line)).not.toMatch(/office\.manager|staff-uid-1|Olive|staff-cookie-value/);
  });

  it('keeps request bodies out (a sign-in token)', async () => {
    await request(app)
      .post('/api/session')
      .set('Origin', 'http://127.0.0.1:5050')
      .send({ idToken: 'eyJ-secret-id-token' });
    const line = await lastLine();
    expect(line.route).toBe('/api/session');
    expect(JSON.stringify(line)).not.toContain('eyJ-secret-id-token');
  });

  it('names unmatched paths and mounted handlers without their URL', async () => {
    await request(app).get('/api/no-such-thing/jane.doe@example.com').expect(404);
    expect((await lastLine()).route).toBe('(unmatched)');
    lines.length = 0;
    await request(app).get('/objects/00000000-0000-4000-8000-000000000000.jpg').expect(404);
    expect((await lastLine()).route).toBe('/objects/*');
  });

  it('takes the request id from the Cloud Trace header, and ignores a malformed one', async () => {
    await request(app)
      .get('/api/services')
      .set('X-Cloud-Trace-Context', '0123456789ABCDEF0123456789abcdef/123;o=1')
      .expect(200);
    expect(await lastLine()).toMatchObject({ requestId: '0123456789abcdef0123456789abcdef', route: '/api/services' });
    expect(requestIdOf({ get: () => 'not-a-trace"; DROP' } as never)).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      requestIdOf({
        get: (name: string) =>
          name === 'traceparent' ? '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' : undefined,
      } as never),
    ).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
  });
});

describe('errors', () => {
  it('logs a 500 once at ERROR with its stack and request id; the request line is a WARNING without it', async () => {
    const errors = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const failing = createApp({
      logRequest: (entry) => lines.push(entry),
      siteSettings: () => {
        throw new Error('settings exploded');
      },
    });
    const res = await request(failing).get('/sitemap.xml').expect(500);
    expect(res.body).toEqual({ message: 'Internal server error' });
    const line = await lastLine();
    expect(line).toMatchObject({ severity: 'WARNING', route: '/sitemap.xml', status: 500 });
    expect(JSON.stringify(line)).not.toContain('exploded');
    expect(errors).toHaveBeenCalledTimes(1);
    const [message, error, fields] = errors.mock.calls[0]!;
    expect(message).toBe('request failed');
    expect((error as Error).stack).toMatch(/settings exploded\n\s+at /);
    expect(fields).toEqual({ requestId: line.requestId });
  });
});
