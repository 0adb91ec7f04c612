/**
 * firebase.json `hosting.headers`, generated from security-headers.ts so static files and the
 * function send the same security headers ("On static and function responses alike").
 * firebase.json must stay plain JSON (firebase-tools reads it at deploy time, with no code
 * hook), so it is written by `npm run headers:sync` (scripts/sync-hosting-headers.mjs) and a
 * test fails when it drifts (functions/test/security-headers.test.ts).
 *
 * Hosting applies every matching rule in order and a later rule's value replaces an earlier one
 * for the same header (firebase-tools #9467, #8917: "last rule wins"; the emulator's superstatic
 * sets them in order too), so the general rule comes first and the exceptions follow.
 * Rules match the request path, also for rewritten paths (firebase.google.com/docs/hosting/full-config#headers),
 * and a rule's header replaces the function's own (measured on the Hosting emulator). Every page
 * document comes from the function (ADR 0021), with its own Content-Security-Policy (the
 * saved contact form's origin in frame-src; the sign-in policy on /staff/…: security-headers.ts
 * documentCsp), so the general rule carries every header but the CSP, and the static policy is
 * set only on the files Hosting serves itself (`staticFileSources`).
 *
 * The build's scripts and styles (`/assets/…`, content-hashed names: a new content is a new
 * name) are kept a year and never revalidated (`hashedAssetSources`, web.dev/articles/http-cache
 * "versioned URLs"). That rule also replaces the function's `no-store` on the 404 of a file that
 * is not there (measured on the Hosting emulator), so that answer carries `Vary: *` as well
 * (routes/missing-static-files.ts): a stored response with it never matches a request (RFC 9111
 * §4.1). Photos (`/photos/…`) keep their names across edits: Hosting's own caching applies (an
 * hour in browsers, the CDN until the next deploy). ADR 0030.
 */
import { publicCacheControl } from '../services/media/object-store/object-store';
import { securityHeaders } from './security-headers';

/** One firebase.json header rule. */
export interface HostingHeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

/**
 * Policy for Firebase's reserved /__/* namespace: if the auth domain is ever the site's own
 * domain, /__/auth/handler and /__/auth/iframe (Firebase's pages, with their own inline script)
 * must run and be framed by the site, so they get only framing and plugin limits.
 */
export const reservedNamespaceCsp = "frame-ancestors 'self';base-uri 'self';object-src 'none'";

const toList = (headers: Record<string, string>) => Object.entries(headers).map(([key, value]) => ({ key, value }));

/** The files Hosting serves itself (web/build/client: scripts, photos, the favicon, robots.txt). */
export const staticFileSources = '/@(assets|photos)/**';

/** The files at the site's root that Hosting serves itself. */
export const staticRootFileSources = '/*.@(svg|txt|ico)';

/** The build's content-hashed files (web/build/client/assets): cached a year, immutable. */
export const hashedAssetSources = '/assets/**';

/**
 * The complete `hosting.headers` array of firebase.json.
 * @param contactFormUrl default none
 */
export function hostingHeaderRules(contactFormUrl?: string | null): HostingHeaderRule[] {
  const { 'Content-Security-Policy': csp = '', ...general } = securityHeaders('public', contactFormUrl);
  return [
    { source: '**', headers: toList(general) },
    { source: staticFileSources, headers: [{ key: 'Content-Security-Policy', value: csp }] },
    { source: staticRootFileSources, headers: [{ key: 'Content-Security-Policy', value: csp }] },
    { source: hashedAssetSources, headers: [{ key: 'Cache-Control', value: publicCacheControl }] },
    {
      source: '/__/**',
      headers: [
        { key: 'Content-Security-Policy', value: reservedNamespaceCsp },
        { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
      ],
    },
  ];
}
