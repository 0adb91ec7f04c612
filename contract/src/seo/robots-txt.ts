/**
 * robots.txt (RFC 9309 Robots Exclusion Protocol): everything allowed but the staff
 * screens, the sign-in page and the API, plus the sitemap's absolute URL (sitemaps.org
 * "Specifying the Sitemap location in your robots.txt file").
 *
 * Served as a static file that the build writes (scripts/write-robots-txt.mjs) — not by the
 * `api` function: Cloud Functions' Node runtime (functions-framework `registerFunctionRoutes`)
 * and the Functions emulator answer `/robots.txt` and `/favicon.ico` with an empty 404 before
 * any user code runs.
 */
import { staffPathPrefixes } from '../site-pages';
import { siteOrigin } from './site-url';

/** Paths crawlers should skip: the staff pages (contract/src/site-pages.ts) and the API. */
export const disallowedPaths: readonly string[] = [...staffPathPrefixes, '/api/'];

/**
 * The robots.txt text.
 * @param siteUrl the site base URL (the build's SITE_URL, else siteSettings.siteUrl)
 */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteOrigin(siteUrl)}/sitemap.xml`,
    '',
  ].join('\n');
}
