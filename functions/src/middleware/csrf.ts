/**
 * CSRF defence for state-changing API calls (DESIGN §7 "Mutating requests also need a JSON body
 * or custom header and a same-site Origin"; OWASP CSRF Prevention Cheat Sheet: "Verifying origin
 * with standard headers" and "Custom request headers"; ASVS 5.0 3.5.x).
 *
 * A cross-site page can send a `<form>` POST (url-encoded, multipart or text/plain) or a "simple"
 * fetch without a CORS preflight. Requiring `Content-Type: application/json` or the custom
 * `X-Requested-With` header forces a preflight, which this API never grants (it sends no CORS
 * headers). The Origin check refuses what is left (old browsers, plugins): the Origin must be one
 * of the site's configured origins (allowedOrigins), whatever the request's Host or X-Forwarded-*
 * headers say .
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';
import { serverSiteSettings } from '../services/site/server-site-settings';

/** Methods that change state; GET and HEAD never do here (a logout GET only on a top-level navigation, see routes/session). */
const mutatingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The 403 text of a request from elsewhere. */
export const notThisSiteMessage = 'Request refused: it did not come from this site.';

/** The custom header the web client sends on every mutation (value not checked). */
export const csrfHeaderName = 'x-requested-with';

/**
 * The origins a state-changing request may come from: the site's own, from
 * the SITE_URL param (services/site/server-site-settings.ts; the local stack's functions/.env.local names
 * its Hosting emulator there, so the function ships no loopback origin). Nothing from
 * the request itself: not Host, and never X-Forwarded-Host, which any caller of the function's
 * own URL can set.
 * @param env process.env (SITE_URL)
 * @returns serialized origins (WHATWG URL `origin`: lower-case scheme and host, default port dropped)
 * @throws Error when SITE_URL is not set (serverSiteSettings)
 */
export function allowedOrigins(env: NodeJS.ProcessEnv = process.env): Set<string> {
  return new Set([new URL(serverSiteSettings(env).siteUrl).origin]);
}

/**
 * Is the request's initiator this site? Uses `Origin`, else `Referer`; both missing (or
 * `Origin: null`, sent by sandboxed and privacy-redirected contexts) counts as cross-site. The
 * initiator's origin (scheme, host and port) must be one of `origins` (allowedOrigins): the web app
 * always calls its own site's `/api` (RFC 6454 origin comparison). `Sec-Fetch-Site: cross-site`
 * (sent by current browsers) is refused as well.
 * @returns true when the initiator's origin is one of the site's
 */
export function isSameSiteRequest(
  headers: IncomingHttpHeaders,
  origins: ReadonlySet<string> = allowedOrigins(),
): boolean {
  if (headers['sec-fetch-site'] === 'cross-site') return false;
  const initiator = headers.origin ?? headers.referer;
  if (!initiator || initiator === 'null') return false;
  try {
    const url = new URL(initiator);
    return (url.protocol === 'https:' || url.protocol === 'http:') && origins.has(url.origin);
  } catch {
    return false;
  }
}

/** Does the request carry a body (RFC 9112 §6: Transfer-Encoding, or a non-zero Content-Length)? */
function hasBody(headers: IncomingHttpHeaders): boolean {
  if (headers['transfer-encoding'] !== undefined) return true;
  const length = headers['content-length'];
  return length !== undefined && length !== '0';
}

/** Is the Content-Type `application/json` (parameters such as charset allowed)? */
function isJsonType(headers: IncomingHttpHeaders): boolean {
  const type = headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/json';
}

/**
 * Why a request fails the CSRF rules, or null when it passes. Non-mutating methods always pass.
 * Rules: a body must be JSON; a request must carry a JSON Content-Type or `X-Requested-With`
 * (the spec §7 DELETE has no body, so the header is what it carries); the initiator must be
 * the site (isSameSiteRequest against `origins`).
 * @param origins the site's origins (default allowedOrigins())
 * @returns a message for the 403 body, or null
 */
export function csrfViolation(
  method: string,
  headers: IncomingHttpHeaders,
  origins?: ReadonlySet<string>,
): string | null {
  if (!mutatingMethods.has(method.toUpperCase())) return null;
  const json = isJsonType(headers);
  if (hasBody(headers) && !json) return 'Request refused: the body must be JSON (Content-Type: application/json).';
  if (!json && headers[csrfHeaderName] === undefined) {
    return 'Request refused: send Content-Type: application/json or an X-Requested-With header.';
  }
  if (!isSameSiteRequest(headers, origins)) return notThisSiteMessage;
  return null;
}

/**
 * The CSRF rule of a native HTML form (`<form method="post">`, which can send neither JSON nor a
 * custom header): the initiator must be this site (isSameSiteRequest). For POST /api/logout, whose
 * form works without JavaScript (routes/session.ts), and the pages' actions (page-methods.ts).
 */
export const sameOriginGuard: RequestHandler = (req, res, next) => {
  if (!isSameSiteRequest(req.headers)) {
    res.status(403).set('Cache-Control', 'no-store').json({ message: notThisSiteMessage });
    return;
  }
  next();
};

/**
 * Express middleware applying csrfViolation: 403 `{message}` for a refused request, nothing
 * for GET/HEAD/OPTIONS. Mount it on every router with state-changing routes (before the
 * staff check, so a forged request learns nothing about the session).
 */
export const csrfGuard: RequestHandler = (req, res, next) => {
  const violation = csrfViolation(req.method, req.headers);
  if (violation) {
    res.status(403).json({ message: violation });
    return;
  }
  next();
};
