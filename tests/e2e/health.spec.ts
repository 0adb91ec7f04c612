/**
 * GET /api/health on the running stack ("Observability"): through the Hosting rewrite,
 * the function answers 200 with Firestore (the stand-in) and the object store (the disk store)
 * both reachable, never cached, with the request id it logged.
 */
import { expect, test } from './fixtures';

test('the health check answers 200 through Hosting, never cached, with a request id', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({
    status: 'ok',
    checks: {
      firestore: { status: 'ok', latencyMs: expect.any(Number) },
      objectStore: { status: 'ok', latencyMs: expect.any(Number) },
    },
  });
  expect(res.headers()['cache-control']).toBe('private, no-store');
  expect(res.headers()['x-request-id']).toMatch(/^[0-9a-f-]{32,36}$/);
});
