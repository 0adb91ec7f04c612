/**
 * CSRF defence for state-changing API calls (DESIGN §7 "Mutating requests also need a JSON body
 * or custom header and a same-site Origin"; OWASP CSRF Prevention Cheat Sheet: "Verifying origin
 * with standard headers" and "Custom request headers"; ASVS 5.0 3.5.x).
 *
 * A cross-site page can send a `<form>` POST (url-encoded, multipart or text/plain) or a "simple"
 * fetch without a CORS preflight. Requiring `Content-Type: application/json` or the custom
 * `X-Requested-With` header forces a preflight, which this API never grants (it sends no CORS
 * headers). The Origin check refuses what is left (old browsers, plugins).
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';

/** Methods that change state; GET and HEAD never do here (except logout, see routes/session). */
const mutatingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The custom header the web client sends on every mutation (value not checked). */
export const csrfHeaderName = 'x-requested-with';

/**
 * The host name the browser addressed. Behind Firebase Hosting the function sees its own
 * `…cloudfunctions.net` Host and the site's host in `X-Forwarded-Host`
 * (github.com/firebase/firebase-functions/issues/188, firebase-tools PR #1362). A browser cannot
 * set X-Forwarded-Host on a cross-site request without a preflight, so trusting it is safe here.
 * @returns the lower-case host name without port, or undefined when no Host header is present
 */
export function requestHostName(headers: IncomingHttpHeaders): string | undefined {
  const forwarded = headers['x-forwarded-host'];
  const raw = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim() || headers.host;
  if (!raw) return undefined;
  try {
    return new URL(`http://${raw}`).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * Is the request's initiator on this site? Uses `Origin`, else `Referer`; both missing (or
 * `Origin: null`, sent by sandboxed and privacy-redirected contexts) counts as cross-site.
 * Same site here means the same host name (ports ignored), stricter than the registrable-domain
 * rule and needing no public-suffix list: the web app always calls its own host's `/api`.
 * `Sec-Fetch-Site: cross-site` (sent by current browsers) is refused as well.
 * @returns true when the initiator's host equals the request host
 */
export function isSameSiteRequest(headers: IncomingHttpHeaders): boolean {
  if (headers['sec-fetch-site'] === 'cross-site') return false;
  const host = requestHostName(headers);
  const initiator = headers.origin ?? headers.referer;
  if (!host || !initiator || initiator === 'null') return false;
  try {
    const url = new URL(initiator);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.toLowerCase() === host;
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
 * same-site (isSameSiteRequest).
 * @returns a message for the 403 body, or null
 */
export function csrfViolation(method: string, headers: IncomingHttpHeaders): string | null {
  if (!mutatingMethods.has(method.toUpperCase())) return null;
  const json = isJsonType(headers);
  if (hasBody(headers) && !json) return 'Request refused: the body must be JSON (Content-Type: application/json).';
  if (!json && headers[csrfHeaderName] === undefined) {
    return 'Request refused: send Content-Type: application/json or an X-Requested-With header.';
  }
  if (!isSameSiteRequest(headers)) return 'Request refused: it did not come from this site.';
  return null;
}

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
