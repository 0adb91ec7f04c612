/**
 * Every page document of the site (ADR 0018; DESIGN §12 "Content is live"): Hosting rewrites
 * every path it has no file for to the function, and this router answers the pages (everything
 * but /api/…, /objects/… and /sitemap.xml, which other routers serve):
 * - public pages (services/pages/page-table.ts) are rendered by the web's server build
 *   (services/seo/page-renderer.ts) from live data: the site data (company settings, published
 *   service and page overrides, services/site-data.ts) and, on project and gallery pages, the
 *   post or the published projects (services/pages/page-loads.ts), which also go into the
 *   document as data blocks the browser hydrates from;
 * - unknown paths, unknown service slugs and unknown or unpublished projects answer 404 with the
 *   not-found page (the app's, 'Service Not Found', or the project page's);
 * - staff pages (/admin…, /upload, /staff/…) are the SPA fallback with the site data block.
 *
 * Answers come from the visitor read cache (ADR 0010: a write stamp changed by every post,
 * service and settings save; rebuilt in the background after 30 s), keyed by path (the gallery: by URL, `?filter=`
 * changes it), and may stay at the CDN `postReadCdnSeconds` (60 s): a save shows on every page
 * within a minute. When reading the data or rendering fails or takes longer than the deadline,
 * the page's prerendered frame (built-in data) is served with the same status, and not kept, so
 * the next request renders again. Each document's CSP names the live contact form's origin.
 */
import { Router, type Request, type Response } from 'express';
import { siteDataElementId, type SiteData } from '@site/contract/site-data';
import { cachedPageSender, sendCachedBody } from '../middleware/cached-response';
import { postReadCdnSeconds, setReadCache } from '../middleware/cache-control';
import { documentCsp } from '../security/security-headers';
import { galleryPageLoad, projectPageLoad, sitePageLoad, type PageLoad } from '../services/pages/page-loads';
import { sitePageAt, type SitePage } from '../services/pages/page-table';
import { injectHead } from '../services/seo/head-html';
import { pageRenderTimeoutMs, renderOrNull, type PageRenderer } from '../services/seo/page-renderer';
import { CachedBody } from '../services/visitor-read-cache';
import { reportPageRenderFailure } from '../services/page-render-status';
import { logger } from 'firebase-functions/logger';

/** What the page router reads and renders with (app.ts passes the defaults; tests replace them). */
export interface SitePagesOptions {
  /** The live site data (services/site-data.ts cachedSiteData). */
  siteData: () => Promise<SiteData>;
  /** The renderer; null: always the prerendered frames. */
  renderPage: PageRenderer | null;
  /** The prerendered page of one of contract site-pages.ts prerenderedPagePaths. */
  loadFrame: (pagePath: string) => string;
  /** The SPA fallback (staff pages). */
  loadSpaFallback: () => string;
  /** The render deadline in ms (default pageRenderTimeoutMs). */
  renderTimeoutMs?: number;
}

/** Paths other routers answer. */
const notPages = /^\/(?:api|objects)(?:\/|$)|^\/sitemap\.xml$/;

/** The CSP header of a document at `pathname` with `siteData`'s contact form. */
function cspHeaders(pathname: string, siteData: SiteData | null): Record<string, string> {
  const profile = pathname.startsWith('/staff/') ? 'sign-in' : 'public';
  return { 'Content-Security-Policy': documentCsp(profile, siteData?.settings.contactFormUrl ?? null) };
}

/** The site pages router (mounted at the root, before the session reader: pages are the same for everyone). */
export function sitePagesRouter(options: SitePagesOptions): Router {
  const router = Router({ strict: true });
  const sendPage = cachedPageSender();
  const timeoutMs = options.renderTimeoutMs ?? pageRenderTimeoutMs;

  /** The staff SPA with the site data block (without it, when the data cannot be read: the built-in data). */
  async function staffPage(pathname: string): Promise<CachedBody> {
    const html = options.loadSpaFallback();
    try {
      const siteData = await options.siteData();
      return CachedBody.html(200, injectHead(html, { dataBlocks: { [siteDataElementId]: siteData } }), {
        headers: cspHeaders(pathname, siteData),
      });
    } catch (err) {
      logger.error('site data unavailable; serving the SPA with the built-in data', err, { page: pathname });
      return CachedBody.html(200, html, { keep: false, headers: cspHeaders(pathname, null) });
    }
  }

  /** The page's own data beyond the site data. */
  function pageLoad(page: Exclude<SitePage, { kind: 'staff' }>, pathname: string, siteData: SiteData): Promise<PageLoad> {
    if (page.kind === 'project') return projectPageLoad(page.idOrSlug, pathname, siteData.settings);
    if (page.kind === 'fixed' && page.gallery) return galleryPageLoad();
    return Promise.resolve(sitePageLoad(page.kind === 'not-found' ? 404 : 200));
  }

  /** A public or not-found page: rendered from live data, else its frame (not kept). */
  async function publicPage(page: Exclude<SitePage, { kind: 'staff' }>, req: Request, url: string): Promise<CachedBody> {
    const frameHtml = options.loadFrame(page.framePath);
    const fallbackStatus = page.kind === 'not-found' ? 404 : 200;
    let siteData: SiteData;
    let load: PageLoad;
    try {
      siteData = await options.siteData();
      load = await pageLoad(page, req.path, siteData);
    } catch (err) {
      logger.error('page data unavailable; serving its prerendered frame', err, { page: req.path });
      void reportPageRenderFailure(req.path, err);
      return CachedBody.html(fallbackStatus, frameHtml, { keep: false, headers: cspHeaders(req.path, null) });
    }
    const headers = cspHeaders(req.path, siteData);
    const context = { siteData, ...load.context };
    const html = await renderOrNull(options.renderPage, url, context, frameHtml, timeoutMs);
    if (html === null) {
      return CachedBody.html(load.status, injectHead(frameHtml, { ...load.head, ...load.fallbackHead }), { keep: false, headers });
    }
    // The render wrote the site data block itself (web entry.server.tsx); the page's own data joins it.
    return CachedBody.html(load.status, injectHead(html, { ...load.head, dataBlocks: load.dataBlocks }), { headers });
  }

  /**
   * Sends the page from the visitor read cache; when the cache cannot be used (its write stamp
   * cannot be read: Firestore unreachable), builds the answer without it, which then serves the
   * prerendered frame: a page never fails because the cache does.
   */
  async function send(req: Request, res: Response, key: string, answer: () => Promise<CachedBody>): Promise<void> {
    try {
      await sendPage(req, res, key, answer);
    } catch (err) {
      logger.error('visitor read cache unavailable; answering the page without it', err, { page: req.path });
      const body = await answer();
      setReadCache(res, postReadCdnSeconds);
      await sendCachedBody(req, res, body);
    }
  }

  // Paths other routers answer leave this router before any of its routes matches (so the
  // request log names their own route, or none).
  router.use((req, _res, next) => next(notPages.test(req.path) ? 'router' : undefined));
  router.get('/{*path}', async (req, res) => {
    const page = sitePageAt(req.path);
    // The gallery renders ?filter=; every other page is the same whatever the query says.
    const key = page.kind === 'fixed' && page.gallery ? req.originalUrl : req.path;
    await send(req, res, key, () => (page.kind === 'staff' ? staffPage(req.path) : publicPage(page, req, key)));
  });
  return router;
}
