/**
 * GET /project/:idOrSlug — the project page document (issue 5: "Project pages … title,
 * description and Open Graph tags must be right for crawlers and link previews"; LCP ≤ 1.5 s).
 * Hosting rewrites /project/** here (firebase.json). The answer is the page rendered from the
 * project's post (ADR 0008, services/seo/page-renderer.ts), with the post as a data block
 * the browser hydrates from, and a head describing the project: title, description, canonical,
 * Open Graph (og:type article, absolute og:image), Twitter card, and JSON-LD (CreativeWork,
 * BreadcrumbList), plus preloads of the photos of its first view. If the render is not available
 * or fails, the answer is the project page shell (the page prerendered around its loading state,
 * web/src/config/project-page-shell.ts, ADR 0007) with the same head and a preload of the post
 * request the page then makes first.
 *
 * Answers come from the visitor read cache (services/visitor-read-cache.ts: 30 s, dropped by any
 * post or service write), so a function instance renders a page once, not per request.
 *
 * Only published projects are described (visitors' rule, spec §4). Anything else — unknown,
 * draft, archived, a service or page post — gets the same shell with status 404 and
 * `robots: noindex`; the app still shows 'Project Not Found' (or, to staff, the draft). Deeper
 * paths (/project/a/b) get the SPA fallback, where the app shows its not-found screen.
 */
import { Router } from 'express';
import { apiPaths } from '@site/contract/api';
import { projectLeadImages, projectPhotoSizes } from '@site/contract/project-gallery';
import { projectHead, projectNotFoundHead } from '@site/contract/seo/project-head';
import type { SiteSettings } from '@site/contract/site-settings';
import { postSchema } from '@site/contract/post';
import { projectPageDataElementId, type ProjectPageData } from '@site/contract/project-page-data';
import { toApiPost } from '../services/post-document';
import { findPost } from '../services/posts-store';
import { visitorViewCounts } from '../services/post-views';
import { postReadCdnSeconds, setReadCache } from '../middleware/cache-control';
import { cachedPageSender, sendCachedBody } from '../middleware/cached-response';
import { injectHead } from '../services/seo/head-html';
import { renderOrNull, type PageRenderer } from '../services/seo/page-renderer';
import { serviceNamesById } from '../services/services-store';
import { CachedBody } from '../services/visitor-read-cache';

/**
 * The project page router (mounted at /project).
 * @param settings effective site settings, read per request
 * @param documents the project page shell and the SPA fallback, read per request (cached by their loader)
 * @param renderPage renders a project's page from its post (null: always serve the shell)
 */
export function projectPageRouter(
  settings: () => SiteSettings,
  documents: { pageHtml: () => string; fallbackHtml: () => string },
  renderPage: PageRenderer | null,
): Router {
  const router = Router();
  const sendPage = cachedPageSender();

  /** The 404 answer for `pagePath`: `html` with the not-found head (noindex). */
  const notFound = (pagePath: string, html: string) =>
    CachedBody.html(404, injectHead(html, projectNotFoundHead(pagePath, settings())));

  /** The answer for one project page path: rendered, else the shell; 404 unless a published project. */
  async function projectPage(idOrSlug: string, pagePath: string): Promise<CachedBody> {
    const site = settings();
    const found = await findPost(idOrSlug, true);
    const shellHtml = documents.pageHtml();
    if (!found || found.fields.type !== 'project') return notFound(pagePath, shellHtml);
    const [names, views] = await Promise.all([serviceNamesById(), visitorViewCounts()]);
    const post = toApiPost(found, names, views.get(found.id) ?? 0);
    const head = projectHead(post, site);
    // Its first photos, the page's largest paint, download with the HTML (issue 5).
    const preloadImages = projectLeadImages(post).map((path) => ({ path, sizes: projectPhotoSizes }));
    // The page and its data block get the post as the browser would parse the API's answer
    // (contract postSchema: defaults filled in); the browser takes the block as it is (ADR 0008).
    const rendered = await renderOrNull(renderPage, pagePath, shellHtml, async () => {
      const page: ProjectPageData = { idOrSlug, post: postSchema.parse(post) };
      return { data: page, context: { projectPage: page } };
    });
    if (rendered) {
      return CachedBody.html(
        200,
        injectHead(rendered.html, { ...head, preloadImages, dataBlocks: { [projectPageDataElementId]: rendered.data } }),
      );
    }
    // The shell's first request (web: projectQueryKey, the same path) starts with the HTML. Not
    // cached: the next request tries the render again.
    return CachedBody.html(200, injectHead(shellHtml, { ...head, preloadFetch: [apiPaths.post(idOrSlug)], preloadImages }), {
      keep: false,
    });
  }

  router.get('/:idOrSlug', async (req, res) => {
    const pagePath = `${req.baseUrl}${req.path}`;
    await sendPage(req, res, pagePath, () => projectPage(req.params.idOrSlug, pagePath));
  });
  // /project, /project/a/b…: no such project page; the SPA shows its not-found screen.
  router.get('/{*rest}', async (req, res) => {
    setReadCache(res, postReadCdnSeconds);
    await sendCachedBody(req, res, notFound(`${req.baseUrl}${req.path}`, documents.fallbackHtml()));
  });
  return router;
}
