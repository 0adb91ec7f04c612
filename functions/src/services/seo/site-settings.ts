/**
 * The site settings the server's SEO output uses (sitemap.xml, project heads): contract
 * siteSettings with `siteUrl` taken from env `SITE_URL` when set, so one build serves the local
 * stack (http://127.0.0.1:5050) and production (the custom domain) with right absolute URLs
 * (Google: canonical and sitemap URLs must be absolute and on the served host). Deployed, set it
 * in functions/.env.<projectId> (firebase.google.com/docs/functions/config-env).
 */
import { siteSettings, type SiteSettings } from '@site/contract/site-settings';
import { siteOrigin } from '@site/contract/seo/site-url';
import { logger } from 'firebase-functions/logger';

let warned = false;

/**
 * Site settings with the effective site URL.
 * @param env process.env; `SITE_URL` e.g. "https://www.example.com"
 * @throws TypeError when SITE_URL is not an absolute http(s) URL
 */
export function serverSiteSettings(env: NodeJS.ProcessEnv = process.env): SiteSettings {
  const override = env.SITE_URL?.trim();
  if (override) return { ...siteSettings, siteUrl: siteOrigin(override) };
  if (env.K_SERVICE && env.FUNCTIONS_EMULATOR !== 'true' && !warned) {
    warned = true;
    logger.warn(`SITE_URL is not set: canonical, Open Graph and sitemap URLs use ${siteSettings.siteUrl}`);
  }
  return siteSettings;
}
