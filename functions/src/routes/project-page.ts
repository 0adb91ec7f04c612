/**
 * GET /project/:idOrSlug — the project page document for crawlers and link previews (issue 5:
 * "Project pages … title, description and Open Graph tags must be right"). Hosting rewrites
 * /project/** here (firebase.json); the answer is the SPA fallback HTML, which the browser then
 * runs as usual, with a head describing the project: title, description, canonical, Open Graph
 * (og:type article, absolute og:image), Twitter card, and JSON-LD (CreativeWork, BreadcrumbList),
 * plus a preload of the post request the page makes first.
 *
 * Only published projects are described (visitors' rule, spec §4). Anything else — unknown,
 * draft, archived, a service or page post — gets the same document with status 404 and
 * `robots: noindex`; the SPA still shows 'Project Not Found' (or, to staff, the draft).
 */
import { Router, type Request, type Response } from 'express';
import { projectHead, projectNotFoundHead } from '@site/contract/seo/project-head';
import type { SiteSettings } from '@site/contract/site-settings';
import { toApiPost } from '../services/post-document';
import { findPost } from '../services/posts-store';
import { injectHead } from '../services/seo/head-html';
import { serviceNamesById } from '../services/services-store';

/**
 * The project page router (mounted at /project).
 * @param settings effective site settings, read per request
 * @param fallbackHtml the SPA fallback document, read per request (cached by its loader)
 */
export function projectPageRouter(settings: () => SiteSettings, fallbackHtml: () => string): Router {
  const router = Router();
  const notFound = (req: Request, res: Response) => {
    res.type('text/html; charset=utf-8').set('Cache-Control', 'public, max-age=0, s-maxage=60');
    res.status(404).send(injectHead(fallbackHtml(), projectNotFoundHead(`${req.baseUrl}${req.path}`, settings())));
  };

  router.get('/:idOrSlug', async (req, res) => {
    const site = settings();
    const found = await findPost(req.params.idOrSlug, true);
    if (!found || found.fields.type !== 'project') {
      notFound(req, res);
      return;
    }
    const html = fallbackHtml();
    res.type('text/html; charset=utf-8');
    const post = toApiPost(found, await serviceNamesById());
    res.set('Cache-Control', 'public, max-age=0, s-maxage=300');
    // The page's first request (web: projectQueryKey → GET /api/posts/{encoded idOrSlug}) starts
    // with the HTML: the project's image is the page's LCP element and waits on it (issue 5).
    const preloadFetch = [`/api/posts/${encodeURIComponent(req.params.idOrSlug)}`];
    res.send(injectHead(html, { ...projectHead(post, site), preloadFetch }));
  });
  // /project, /project/a/b…: no such project page; the SPA shows its not-found screen.
  router.get('/{*rest}', notFound);
  return router;
}
