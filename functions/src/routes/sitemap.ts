/**
 * GET /sitemap.xml (issue 5 SEO: "sitemap.xml generated from the live data"), reached through
 * the Hosting rewrite `/sitemap.xml` → `api` in firebase.json. robots.txt, which names it, is a
 * static file (contract/src/seo/robots-txt.ts explains why).
 */
import { Router } from 'express';
import type { SiteSettings } from '@site/contract/site-settings';
import { sitemapEntries } from '../services/site/sitemap-entries';
import { sitemapXml } from '../services/site/sitemap-xml';

/**
 * The router for /sitemap.xml (mounted at the app root): application/xml, generated per request
 * from Firestore, CDN-cached for 5 minutes (Hosting clears its CDN cache on every deploy).
 * @param settings reads the effective site settings (SITE_URL override) per request
 */
export function sitemapRouter(settings: () => SiteSettings): Router {
  const router = Router();
  router.get('/sitemap.xml', async (_req, res) => {
    const xml = sitemapXml(await sitemapEntries(settings()));
    res.type('application/xml; charset=utf-8').set('Cache-Control', 'public, max-age=0, s-maxage=300');
    res.send(xml);
  });
  return router;
}
