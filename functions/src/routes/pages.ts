/**
 * Every page but /api/…, /objects/… and the sitemap files (/sitemap.xml, /sitemap-….xml) (DESIGN §8, ADR 0021): React
 * Router's server render through its Express adapter (`createPageHandler`, web/src/server.ts),
 * with the page server (contract/src/page-server.ts) as the loaders' context. A page whose loader
 * or render failed, or that was served from the last good copy, is listed for staff as failing
 * until that path renders from live data again (services/site/page-render-status.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { PageServer } from '@site/contract/page-server';
import { matchSitePage, pagePathOf } from '@site/contract/site-pages';
import { sitePath } from '@site/contract/site-path';
import { logger } from 'firebase-functions/logger';
import { documentCsp } from '../security/security-headers';
import { reportPageRenderFailure, reportPageRenderSuccess } from '../services/site/page-render-status';
import { publishedProject } from '../services/posts/published-posts';
import { projectCardsPage } from '../services/posts/project-card-pages';
import { pageRedirect } from '../services/redirects/page-redirects';
import { cachedPublishedReviews } from '../services/reviews/reviews-store';
import { submitLead } from '../services/leads/lead-submission';
import { issueFormStamp } from '../services/leads/form-stamp';
import { cachedServicePages, cachedSiteData } from '../services/site/site-data';
import { failuresOfRequest } from '../services/platform/visitor-read-cache';

/** The part of the web's server build the function uses (web/src/server.ts). */
interface PageServerBuild {
  createPageHandler(server: PageServer): RequestHandler;
}

/** Paths other routers answer. */
const notPages = /^\/(?:api|objects)(?:\/|$)|^\/sitemap(?:-[\w-]+)?\.xml$/;

let loaded: Promise<PageServerBuild> | undefined;

/**
 * The server build, imported once per instance (~100 ms): the copy the deploy ships
 * (functions/build.mjs copies the files web/build/server/index.js imports statically to
 * lib/page-server), so the tests and the local stack render with exactly that; else the web
 * build itself (a checkout where only the web was built).
 * @throws Error naming the paths tried when there is no build (run `npm run build`)
 */
export function loadPageServerBuild(): Promise<PageServerBuild> {
  loaded ??= (async () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    // lib/index.js → functions/lib; src/routes/pages.ts → functions/src/routes.
    const functionsDir = path.basename(here) === 'lib' ? path.dirname(here) : path.resolve(here, '..', '..');
    const candidates = [
      path.join(functionsDir, 'lib', 'page-server', 'index.js'),
      path.resolve(functionsDir, '..', 'web', 'build', 'server', 'index.js'),
    ];
    const file = candidates.find((candidate) => existsSync(candidate));
    if (!file)
      throw new Error(`pages: no server build of the web app (run \`npm run build\`); tried ${candidates.join(', ')}`);
    return (await import(pathToFileURL(file).href)) as PageServerBuild;
  })().catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}

/**
 * The page server of this instance: the API's visitor reads, the documents' CSP, the /contact
 * action's lead service and the failure log.
 * @param overrides replacements of some services (tests)
 * @param now the clock a request sent from the /contact form is stored with (app.ts: the leads API's)
 */
export function pageServer(overrides: Partial<PageServer> = {}, now: () => Date = () => new Date()): PageServer {
  return {
    siteData: cachedSiteData,
    publishedProject,
    redirectFor: pageRedirect,
    projectCardsPage,
    publishedReviews: cachedPublishedReviews,
    servicePage: async (slug) => (await cachedServicePages()).find((page) => page.slug === slug) ?? null,
    documentCsp: ({ pathname, contactFormUrl, scriptHashes }) =>
      documentCsp(pathname.startsWith('/staff/') ? 'sign-in' : 'public', contactFormUrl, scriptHashes),
    pageFailed: (error, pathname) => logger.error('page render failed', error, { page: pathname }),
    submitLead: (body, key, formStamp) => submitLead(body, now(), key, formStamp),
    formStamp: () => issueFormStamp(now()),
    ...overrides,
  };
}

/**
 * Reports a public page of the site as failing when anything it needed failed, else (a document
 * below 500) as live. Only a page the router matched counts (a 404 is no render failure), and it
 * is reported by its own canonical path, or, for a `:name` route that could not be read at all,
 * by its pattern (`/project/*`), so no visitor's text reaches the staff warning.
 */
function reportRender(req: Request, res: Response, failures: readonly unknown[]): void {
  const site = sitePath(pagePathOf(req.path));
  const match = site ? matchSitePage(site.key) : null;
  if (!site || match?.page.audience !== 'public' || res.statusCode === 404) return;
  const pattern = match.page.path.includes(':') ? match.page.path.replace(/:\w+/g, '*') : null;
  if (failures.length > 0) {
    // An error of a `:name` route may quote the visitor's address: only its code is kept.
    const code = (failures[0] as { code?: unknown } | null)?.code;
    const failure = pattern
      ? new Error(`The page's data could not be read${typeof code === 'number' ? ` (code ${code})` : ''}`)
      : failures[0];
    void reportPageRenderFailure(res.statusCode >= 500 && pattern ? pattern : site.path, failure);
  } else if (res.statusCode < 500 && !req.path.endsWith('.data')) {
    void reportPageRenderSuccess(site.path);
    if (pattern) void reportPageRenderSuccess(pattern);
  }
}

/**
 * The pages router (mounted before the session reader: a page is the same for everyone).
 * @param server the page server (default: this instance's)
 */
export function pagesRouter(server: PageServer = pageServer()): Router {
  const router = Router();
  // A failed render is noted in the request's failure list too, beside the failed reads.
  const reporting: PageServer = {
    ...server,
    pageFailed: (error, pathname) => {
      failuresOfRequest.getStore()?.push(error);
      server.pageFailed(error, pathname);
    },
  };
  let handler: RequestHandler | undefined;
  // Paths other routers answer leave before any route matches (the request log names their own).
  router.use((req, _res, next) => next(notPages.test(req.path) ? 'router' : undefined));
  // `use`, not a `/{*path}` route: Express would decode the path as a parameter and fail (500) on
  // a malformed escape that React Router answers as any unknown path (404).
  router.use(async (req, res, next) => {
    const pageHandler = (handler ??= (await loadPageServerBuild()).createPageHandler(reporting));
    // A document brings its own policy (entry.server) and the adapter appends headers, so the
    // general one goes; `.data` answers (JSON for client navigations) keep it.
    if (!req.path.endsWith('.data')) res.removeHeader('Content-Security-Policy');
    const failures: unknown[] = [];
    if (req.method === 'GET' || req.method === 'HEAD') res.once('finish', () => reportRender(req, res, failures));
    await failuresOfRequest.run(failures, () => pageHandler(req, res, next));
  });
  return router;
}
