/**
 * Rate limits of the calls worth abusing ("Rate limits on POST /api/session and
 * POST /api/objects/upload"; the view beacon, POST /api/posts/:idOrSlug/views;
 * visitor requests and their photo uploads, "429 with Retry-After (per client, e.g. 5 an hour)";
 * OWASP ASVS 5.0 2.4.1 "anti-automation controls", 6.3.1 against
 * credential stuffing): per client IP, fixed window (a minute, an hour for requests), 429 JSON `{message}` with
 * `Retry-After` and the IETF `RateLimit`/`RateLimit-Policy` headers (draft-ietf-httpapi-
 * ratelimit-headers-08) — express-rate-limit.
 *
 * The counts live in this instance's memory (express-rate-limit MemoryStore). That is exact for
 * one instance; the function may scale to `maxInstances` (index.ts), each counting on its own, so
 * the effective ceiling is limit × instances. A strict multi-instance limit needs a shared
 * store (e.g. rate-limit-redis, or a Firestore-backed store) or Cloud Armor rate-based rules in
 * front of the function.
 *
 * Client IP: `req.ip` under the app's `trust proxy` hop count (client-ip.ts: the address Google's
 * front end vouches for in production, the socket's address locally); IPv6
 * addresses are grouped by /56 (express-rate-limit's ipKeyGenerator), so one host cannot rotate
 * addresses.
 */
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';

/** One limit: at most `limit` requests per `windowMs` per client. */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/** The limits createApp applies; tests pass smaller or larger ones. */
export interface RateLimitSettings {
  /** POST /api/session (staff sign-in): default 10 failed sign-ins a minute per client address (a sign-in that works is not counted). */
  session: RateLimitRule;
  /** POST /api/objects/upload (signed upload URLs): default 30 a minute. */
  upload: RateLimitRule;
  /**
   * POST /api/posts/:idOrSlug/views (project page views): default 60 a minute, a person opening a
   * project page a second with room for a household or office behind one address.
   */
  views: RateLimitRule;
  /**
   * POST /api/leads (visitor requests): default 5 an hour. Only accepted requests count (a 400
   * for a typo does not), so a person correcting the form is never locked out; requests stored as
   * spam count, like any other 201.
   */
  leads: RateLimitRule;
  /** POST /api/leads/uploads (photo upload URLs): default 20 an hour, 5 photos a request with retries. */
  leadUploads: RateLimitRule;
}

const minute = 60_000;
const hour = 60 * minute;

export const defaultRateLimits: RateLimitSettings = {
  session: { limit: 10, windowMs: minute },
  upload: { limit: 30, windowMs: minute },
  views: { limit: 60, windowMs: minute },
  leads: { limit: 5, windowMs: hour },
  leadUploads: { limit: 20, windowMs: hour },
};

/** How many times the production limits the Functions emulator allows (localEmulatorRateLimits). */
const localEmulatorFactor = 30;

/**
 * Under the Functions emulator (local stack, browser tests) every caller shares one count — the
 * emulator passes no client address (clientKey → "unknown") — and the tests sign in and upload
 * many times a minute: the limits there are 30 times the production ones, over the same windows.
 */
export const localEmulatorRateLimits = Object.fromEntries(
  Object.entries(defaultRateLimits).map(([name, rule]) => [name, { ...rule, limit: rule.limit * localEmulatorFactor }]),
) as unknown as RateLimitSettings;

/**
 * Limits from the environment (params.ts environmentOverrides): `RATE_LIMIT_SESSION`,
 * `RATE_LIMIT_UPLOAD` and `RATE_LIMIT_VIEWS` (requests per minute), `RATE_LIMIT_LEADS` and
 * `RATE_LIMIT_LEAD_UPLOADS` (requests per hour) override; the Functions emulator
 * (`FUNCTIONS_EMULATOR=true`) gets localEmulatorRateLimits.
 * @throws Error when a value is not a positive integer
 */
export function rateLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<RateLimitSettings> {
  const read = (name: string, raw: string | undefined, windowMs: number): RateLimitRule | undefined => {
    if (raw === undefined || raw === '') return undefined;
    const limit = Number(raw);
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`${name} must be a positive integer, got "${raw}"`);
    return { limit, windowMs };
  };
  const rules: Partial<Record<keyof RateLimitSettings, RateLimitRule | undefined>> = {
    session: read('RATE_LIMIT_SESSION', env.RATE_LIMIT_SESSION, minute),
    upload: read('RATE_LIMIT_UPLOAD', env.RATE_LIMIT_UPLOAD, minute),
    views: read('RATE_LIMIT_VIEWS', env.RATE_LIMIT_VIEWS, minute),
    leads: read('RATE_LIMIT_LEADS', env.RATE_LIMIT_LEADS, hour),
    leadUploads: read('RATE_LIMIT_LEAD_UPLOADS', env.RATE_LIMIT_LEAD_UPLOADS, hour),
  };
  const base = env.FUNCTIONS_EMULATOR === 'true' ? localEmulatorRateLimits : {};
  const overrides = Object.fromEntries(Object.entries(rules).filter(([, rule]) => rule !== undefined));
  return { ...base, ...overrides };
}

/**
 * The key a client is counted under: its IP (IPv6 by /56), or "unknown" when the socket has no
 * address — the Functions emulator hands requests to the function over a Unix socket, where
 * `req.ip` is undefined; the local stack listens on loopback only, so every such caller is the
 * same machine and one count is its count.
 */
export function clientKey(req: Pick<Request, 'ip'>): string {
  return req.ip ? ipKeyGenerator(req.ip) : 'unknown';
}

/**
 * A limiter answering over-limit requests with 429 `{message}`, Retry-After (seconds) and
 * `Cache-Control: no-store`.
 * @param name the policy name in the RateLimit headers, e.g. "session"
 * @param rule limit and window
 * @param behaviour.countFailures false: responses with status ≥ 400 do not count
 *   (express-rate-limit skipFailedRequests); default true
 * @param behaviour.countSuccesses false: responses below 400 do not count
 *   (express-rate-limit skipSuccessfulRequests); default true
 */
export function rateLimiter(
  name: string,
  rule: RateLimitRule,
  { countFailures = true, countSuccesses = true }: { countFailures?: boolean; countSuccesses?: boolean } = {},
): RequestHandler {
  return rateLimit({
    windowMs: rule.windowMs,
    limit: rule.limit,
    identifier: name,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipFailedRequests: !countFailures,
    skipSuccessfulRequests: !countSuccesses,
    keyGenerator: clientKey,
    handler: (_req, res, _next, options) => {
      const seconds = Number(res.getHeader('Retry-After')) || Math.ceil(rule.windowMs / 1000);
      res
        .status(options.statusCode)
        .set('Cache-Control', 'no-store')
        .json({
          message: `Too many requests. Please try again in ${seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`}.`,
        });
    },
  });
}
