/**
 * The settings a deployment starts from: no company identity (contract
 * blankSiteSettings: staff enter theirs in the admin's Company section), and the site's origin from
 * env `SITE_URL` (params.ts; functions/.env.<projectId> when deployed, functions/.env.local for the
 * local stack's emulator), so canonical, Open Graph and sitemap URLs are absolute and on the
 * served host (Google: canonical and sitemap URLs must be absolute).
 */
import { blankSiteSettings, type SiteSettings } from '@site/contract/site-settings';
import { siteOrigin } from '@site/contract/seo/site-url';

/**
 * The deployment's settings before any company details: blank identity, the SITE_URL origin.
 * @param env process.env; `SITE_URL` e.g. "https://www.example.com"
 * @throws Error when SITE_URL is not set (every deploy sets it: the param has no default), or
 *   TypeError when it is not an absolute http(s) URL
 */
export function serverSiteSettings(env: NodeJS.ProcessEnv = process.env): SiteSettings {
  const siteUrl = env.SITE_URL?.trim();
  if (!siteUrl)
    throw new Error(
      'SITE_URL is not set: the origin of the site (functions/.env.<projectId>; the local stack: functions/.env.local)',
    );
  return { ...blankSiteSettings, siteUrl: siteOrigin(siteUrl) };
}
