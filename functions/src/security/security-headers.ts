/**
 * The security headers of every response, static or dynamic ("Security headers and
 * limits"; DESIGN §11). One source of truth: helmet, configured here, produces the header set;
 * the `api` function sends it through securityHeadersMiddleware, and firebase.json's Hosting
 * headers are written from the same set (hosting-headers.ts, checked by a test).
 *
 * Values and sources:
 * - Content-Security-Policy: content-security-policy.ts (ASVS 5.0 3.4.3, 3.4.6).
 * - Strict-Transport-Security: two years, subdomains, preload (ASVS 5.0 3.4.1; hstspreload.org
 *   requirements: max-age ≥ 31536000, includeSubDomains, preload).
 * - X-Content-Type-Options: nosniff (ASVS 5.0 3.4.4). Referrer-Policy: strict-origin-when-
 *   cross-origin (ASVS 5.0 3.4.5). X-Frame-Options: DENY, the legacy twin of frame-ancestors.
 * - Cross-Origin-Opener-Policy: same-origin-allow-popups, which keeps the opener link that
 *   Firebase Auth's signInWithPopup needs (MDN COOP; ASVS 5.0 3.4.8).
 * - Cross-Origin-Resource-Policy: same-site (the site's images are not embeddable by other
 *   sites' pages; crawlers and link-preview fetchers are not browsers and are unaffected).
 * - Permissions-Policy: every powerful feature the site never uses is off (MDN
 *   Permissions-Policy; only names Chromium recognises, since unknown ones log console errors).
 * - helmet's other defaults: Origin-Agent-Cluster, X-DNS-Prefetch-Control off,
 *   X-Download-Options, X-Permitted-Cross-Domain-Policies none, X-XSS-Protection 0 (OWASP HTTP
 *   Headers Cheat Sheet: disable the legacy XSS auditor).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import {
  contactFormOrigin,
  publicCspDirectives,
  signInCspDirectives,
  type CspDirectives,
} from './content-security-policy';

/** Which page family a header set is for. */
export type HeaderProfile = 'public' | 'sign-in';

/** The Permissions-Policy value (helmet has no Permissions-Policy middleware). */
export const permissionsPolicy = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** helmet's options for one CSP. */
export function helmetOptions(directives: CspDirectives): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: { maxAge: 63_072_000, includeSubDomains: true, preload: true },
    xFrameOptions: { action: 'deny' },
  };
}

function directivesFor(profile: HeaderProfile, contactFormUrl?: string | null): CspDirectives {
  return profile === 'public' ? publicCspDirectives(contactFormUrl) : signInCspDirectives(contactFormUrl);
}

/**
 * The header set of a profile, as helmet writes it plus Permissions-Policy, in a stable order.
 * Runs helmet's middleware against a recording response, so the values are exactly those the
 * function sends.
 * @param profile public or sign-in
 * @param contactFormUrl default siteSettings.contactFormUrl
 * @returns header name (canonical case) → value
 */
export function securityHeaders(
  profile: HeaderProfile = 'public',
  contactFormUrl?: string | null,
): Record<string, string> {
  const recorded = new Map<string, string>();
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      recorded.set(name, String(value));
      return this;
    },
    removeHeader(name: string) {
      recorded.delete(name);
    },
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(helmetOptions(directivesFor(profile, contactFormUrl)))({} as IncomingMessage, res, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  recorded.set('Permissions-Policy', permissionsPolicy);
  return Object.fromEntries([...recorded].sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Express middleware sending the public header set on every function response (API JSON,
 * images, sitemap.xml, pages). Page documents replace its CSP with documentCsp (the live contact
 * form origin; the sign-in profile on /staff/…).
 */
export function securityHeadersMiddleware(contactFormUrl?: string | null): RequestHandler {
  const run = helmet(helmetOptions(directivesFor('public', contactFormUrl)));
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', permissionsPolicy);
    run(req, res, next);
  };
}

const documentCspValues = new Map<string, string>();

/**
 * The Content-Security-Policy of a page document (web entry.server.tsx): the profile's
 * policy with the saved contact form's origin in `frame-src`, so /contact can embed the form the
 * staff set (spec §2) and every page the visitor navigates from in the app allows it too, and the
 * hashes of the document's own inline scripts in `script-src` (React Router's hydration data and
 * module bootstrap; CSP Level 3 hash-source). No other inline script runs.
 * @param profile 'sign-in' for /staff/… pages, else 'public'
 * @param contactFormUrl the live settings' contactFormUrl (https, or null); a value that is not an
 *   https URL (a document written outside the API) is treated as none
 * @param scriptHashes hash sources, e.g. "'sha256-…'"
 * @returns the header value
 */
export function documentCsp(
  profile: HeaderProfile,
  contactFormUrl: string | null,
  scriptHashes: readonly string[] = [],
): string {
  const key = `${profile} ${contactFormUrl ?? ''}`;
  let value = documentCspValues.get(key);
  if (value === undefined) {
    let formUrl = contactFormUrl;
    try {
      contactFormOrigin(formUrl);
    } catch {
      formUrl = null;
    }
    value = securityHeaders(profile, formUrl)['Content-Security-Policy'] ?? '';
    if (documentCspValues.size > 32) documentCspValues.clear();
    documentCspValues.set(key, value);
  }
  if (scriptHashes.length === 0) return value;
  return value.replace(
    /(^|;)script-src ([^;]*)/,
    (_match, start: string, sources: string) => `${start}script-src ${sources} ${scriptHashes.join(' ')}`,
  );
}
