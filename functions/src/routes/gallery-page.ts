/**
 * GET /projects, /projects/residential, /projects/commercial and /category/projects (spec §2
 * "Projects gallery"; issue 5: LCP ≤ 1.5 s) — the gallery document, rendered from the live
 * published projects (ADR 0009). Hosting rewrites these paths here (firebase.json).
 *
 * The answer is the gallery rendered by the web's server build (services/seo/page-renderer.ts)
 * with the published projects — the body of GET /api/posts?type=project&status=published, taken
 * from the same visitor read cache (routes/posts.ts `visitorListBody`) and parsed with the
 * contract schema — so the cards and the first card's photo are in the HTML, plus the list as a
 * data block the browser hydrates from (contract/src/gallery-page-data.ts). Its head (title,
 * description, canonical, Open Graph, JSON-LD) comes from the route itself, as at build time; a
 * `?filter=` query renders that filter, as the browser would. If the render is not available or
 * fails, the answer is the page's prerendered frame (its cards loading) with a preload of the
 * list request the page then makes first. Visitors only ever get published projects. Rendered
 * pages come from the visitor read cache (30 s, dropped by any post or service write), keyed by
 * the whole URL: an instance renders each once, not per request.
 */
import { Router } from 'express';
import { galleryPageDataElementId, galleryPagePaths, type GalleryPageData } from '@site/contract/gallery-page-data';
import { postSchema } from '@site/contract/post';
import { apiPaths } from '@site/contract/request-conventions';
import { cachedPageSender } from '../middleware/cached-response';
import { injectHead } from '../services/seo/head-html';
import { renderOrNull, type PageRenderer } from '../services/seo/page-renderer';
import { loadGalleryPageHtml } from '../services/seo/web-build-html';
import { CachedBody } from '../services/visitor-read-cache';
import { visitorListBody } from './posts';

/** The parsed list of each cached list body: parsed once, not on every render (515 projects: 1.1 MB). */
const parsedLists = new WeakMap<CachedBody, GalleryPageData>();

/**
 * The gallery's data from the visitor list body, parsed with the contract schema as the browser
 * would parse the API's answer; reused for as long as the visitor read cache keeps that body.
 * @throws ZodError or SyntaxError when the body is not a list of posts
 */
function galleryPageData(body: CachedBody): GalleryPageData {
  let page = parsedLists.get(body);
  if (!page) {
    page = { projects: postSchema.array().parse(JSON.parse(body.bytes.toString('utf8'))) };
    parsedLists.set(body, page);
  }
  return page;
}

/**
 * The gallery pages' router (mounted at the root).
 * @param renderPage renders a page from live data (null: always serve the prerendered frame)
 * @param loadFrame the prerendered frame of one gallery path; default the web build's
 *   (services/seo/web-build-html.ts)
 */
export function galleryPageRouter(
  renderPage: PageRenderer | null,
  loadFrame: (pagePath: string) => string = loadGalleryPageHtml,
): Router {
  const router = Router({ strict: true });
  const sendPage = cachedPageSender();

  /** The answer for one gallery URL: rendered, else the frame with the list preload (not cached). */
  async function galleryPage(pagePath: string, url: string): Promise<CachedBody> {
    const frameHtml = loadFrame(pagePath);
    const rendered = await renderOrNull(renderPage, url, frameHtml, async () => {
      const page = galleryPageData(await visitorListBody('project', undefined));
      return { data: page, context: { galleryPage: page } };
    });
    if (rendered) return CachedBody.html(200, injectHead(rendered.html, { dataBlocks: { [galleryPageDataElementId]: rendered.data } }));
    // The frame's first request (web: publishedProjectsQueryKey, the same URL) starts with the HTML.
    return CachedBody.html(200, injectHead(frameHtml, { preloadFetch: [apiPaths.publishedProjects] }), { keep: false });
  }

  for (const pagePath of galleryPagePaths) {
    router.get(pagePath, async (req, res) => {
      await sendPage(req, res, req.originalUrl, () => galleryPage(pagePath, req.originalUrl));
    });
  }
  return router;
}
