/**
 * Rate limits of the two calls worth abusing (issue 5: "Rate limits on POST /api/session and
 * POST /api/objects/upload"; OWASP ASVS 5.0 2.4.1 "anti-automation controls", 6.3.1 against
 * credential stuffing): per client IP, fixed one-minute window, 429 JSON `{message}` with
 * `Retry-After` and the IETF `RateLimit`/`RateLimit-Policy` headers (draft-ietf-httpapi-
 * ratelimit-headers-08) — express-rate-limit.
 *
 * The counts live in this instance's memory (express-rate-limit MemoryStore). That is exact for
 * one instance; the function may scale to `maxInstances` (index.ts), each counting on its own, so
 * the effective ceiling is limit × instances. A strict multi-instance limit needs a shared
 * store (e.g. rate-limit-redis, or a Firestore-backed store) or Cloud Armor rate-based rules in
 * front of the function.
 *
 * Client IP: `req.ip` under the app's `trust proxy` hop count (client-ip.ts); IPv6 addresses are
 * grouped by /56 (express-rate-limit's ipKeyGenerator), so one host cannot rotate addresses.
 */
import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';

/** One limit: at most `limit` requests per `windowMs` per client. */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/** The limits createApp applies; tests pass smaller or larger ones. */
export interface RateLimitSettings {
  /** POST /api/session (staff sign-in): default 10 a minute. */
  session: RateLimitRule;
  /** POST /api/objects/upload (signed upload URLs): default 30 a minute. */
  upload: RateLimitRule;
}

export const defaultRateLimits: RateLimitSettings = {
  session: { limit: 10, windowMs: 60_000 },
  upload: { limit: 30, windowMs: 60_000 },
};

/**
 * A limiter answering over-limit requests with 429 `{message}`, Retry-After (seconds) and
 * `Cache-Control: no-store`.
 * @param name the policy name in the RateLimit headers, e.g. "session"
 * @param rule limit and window
 */
export function rateLimiter(name: string, rule: RateLimitRule): RequestHandler {
  return rateLimit({
    windowMs: rule.windowMs,
    limit: rule.limit,
    identifier: name,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res, _next, options) => {
      const seconds = Number(res.getHeader('Retry-After')) || Math.ceil(rule.windowMs / 1000);
      res
        .status(options.statusCode)
        .set('Cache-Control', 'no-store')
        .json({ message: `Too many requests. Please try again in ${seconds} seconds.` });
    },
  });
}
