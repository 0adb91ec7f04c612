/**
 * The 429 answer of a rate-limited route (middleware/rate-limits.ts, express-rate-limit; DESIGN
 * §12), checked the same way wherever a test runs into a limit.
 */
import type { Response } from 'supertest';
import { expect } from 'vitest';

/**
 * Expects `res` to be the 429 of `policy`: JSON `{message}` naming the wait in `unit`, Retry-After
 * in (minRetry, windowSeconds] seconds, `Cache-Control: no-store`, and the IETF `RateLimit-Policy`
 * header (draft-ietf-httpapi-ratelimit-headers-08) with the policy's name, quota and window.
 * @param minRetry the least Retry-After the test allows (the window less the time the test may take)
 */
export function expectRateLimited(
  res: Response,
  policy: { name: string; quota: number; windowSeconds: number; unit: 'seconds' | 'minutes'; minRetry: number },
): void {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({
    message: expect.stringMatching(new RegExp(`^Too many requests\\. Please try again in \\d+ ${policy.unit}\\.$`)),
  });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(policy.minRetry);
  expect(retryAfter).toBeLessThanOrEqual(policy.windowSeconds);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['ratelimit-policy']).toMatch(
    new RegExp(`^"${policy.name}"; q=${policy.quota}; w=${policy.windowSeconds}`),
  );
}
