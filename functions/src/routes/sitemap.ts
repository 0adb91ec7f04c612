/**
 * The sitemap ("sitemap.xml generated from the live data"; ADR 0036), reached through
 * the Hosting rewrite of every path to `api` in firebase.json. robots.txt, which names
 * /sitemap.xml, is a static file (contract/src/seo/robots-txt.ts explains why).
 *
 * - GET /sitemap.xml: the sitemap index (sitemaps.org "Using Sitemap index files"): the pages
 *   file and one projects file per year (services/site/sitemap-entries.ts).
 * - GET /sitemap-pages.xml: the fixed pages and the service pages.
 * - GET /sitemap-projects-{year}.xml: that year's published projects; 404 for a year the index
 *   does not list.
 *
 * Each document is a value of the visitor read cache (services/platform/visitor-read-cache.ts:
 * dropped at every post, service or settings write), so a request reads Firestore only when the
 * value is not kept; CDN-cached for 5 minutes (Hosting clears its CDN cache on every deploy).
 */
import { Router, type NextFunction, type Response } from 'express';
import type { SiteSettings } from '@site/contract/site-settings';
import { absoluteUrl, siteOrigin } from '@site/contract/seo/site-url';
import { cachedVisitorRead } from '../services/platform/visitor-read-cache';
import { sitemapPageEntries, sitemapProjectEntries, sitemapProjectYears } from '../services/site/sitemap-entries';
import { sitemapIndexXml, sitemapXml } from '../services/site/sitemap-xml';

/** The path of a year's projects file. */
export const sitemapProjectsPath = (year: number) => `/sitemap-projects-${year}.xml`;

/** The path of the pages file. */
export const sitemapPagesPath = '/sitemap-pages.xml';

/** Sends an XML document, or hands its failure to the error handler (500). */
async function sendXml(res: Response, next: NextFunction, xml: () => Promise<string | null>): Promise<void> {
  try {
    const body = await xml();
    if (body === null) {
      res.status(404).type('text/plain; charset=utf-8').set('Cache-Control', 'no-store').send('No such sitemap');
      return;
    }
    res.type('application/xml; charset=utf-8').set('Cache-Control', 'public, max-age=0, s-maxage=300');
    res.send(body);
  } catch (error) {
    next(error);
  }
}

/**
 * The router of the sitemap files (mounted at the app root).
 * @param settings reads the effective site settings (SITE_URL override) per request
 */
export function sitemapRouter(settings: () => SiteSettings): Router {
  const router = Router();
  const years = () => cachedVisitorRead('sitemap\u0000years', sitemapProjectYears);
  router.get('/sitemap.xml', (_req, res, next) => {
    const site = settings();
    const origin = siteOrigin(site.siteUrl);
    return sendXml(res, next, async () =>
      sitemapIndexXml(
        [sitemapPagesPath, ...(await years()).map(sitemapProjectsPath)].map((path) => ({
          loc: absoluteUrl(path, origin),
        })),
      ),
    );
  });
  router.get(sitemapPagesPath, (_req, res, next) => {
    const site = settings();
    return sendXml(res, next, () =>
      cachedVisitorRead(`sitemap\u0000pages\u0000${siteOrigin(site.siteUrl)}`, async () =>
        sitemapXml(await sitemapPageEntries(site)),
      ),
    );
  });
  router.get('/sitemap-projects-:year.xml', (req, res, next) => {
    const site = settings();
    const year = /^\d{4}$/.test(req.params.year) ? Number(req.params.year) : NaN;
    return sendXml(res, next, async () => {
      if (!(await years()).includes(year)) return null;
      return cachedVisitorRead(`sitemap\u0000projects\u0000${year}\u0000${siteOrigin(site.siteUrl)}`, async () =>
        sitemapXml(await sitemapProjectEntries(site, year)),
      );
    });
  });
  return router;
}
