/**
 * Every page of the site (issue 21; DESIGN §1, §8, §12): React Router's server render of the
 * web app, through its Express adapter (`@react-router/express` createRequestHandler), which the
 * web's server build exports as `createPageHandler` (web/src/server.ts). Hosting serves the
 * build's static files (assets, photos, robots.txt) and rewrites everything else to this function;
 * this router answers every path that is not /api/…, /objects/… or /sitemap.xml: the pages and
 * React Router's `.data` requests.
 *
 * The routes' loaders get the page server (contract/src/page-server.ts) as their load context:
 * the site data and published posts from the visitor read cache (the values the API's visitor
 * reads answer from), the documents' Content-Security-Policy, and the report of a failed page.
 * Statuses, heads and Cache-Control are the routes' own (web/src/app/routes, root.tsx).
 *
 * Staff see which pages are not showing the live data (issue 26; services/site/page-render-status.ts):
 * a page whose loader or render failed (the page server's `pageFailed`), or whose data came from
 * the last good copy because Firestore could not be read (visitor-read-cache.ts
 * `failedReadsOfRequest`), is recorded as failing when its answer has gone; the next page of that
 * path rendered from live data takes it off the list.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { PageServer } from '@site/contract/page-server';
import { pagePathOf } from '@site/contract/site-pages';
import { logger } from 'firebase-functions/logger';
import { documentCsp } from '../security/security-headers';
import { reportPageRenderFailure, reportPageRenderSuccess } from '../services/site/page-render-status';
import { projectCards, publishedProject } from '../services/posts/published-posts';
import { pageRedirect } from '../services/redirects/page-redirects';
import { cachedPublishedReviews } from '../services/reviews/reviews-store';
import { submitLead } from '../services/leads/lead-submission';
import { cachedSiteData } from '../services/site/site-data';
import { failedReadsOfRequest } from '../services/site/visitor-read-cache';

/** The part of the web's server build the function uses (web/src/server.ts). */
interface PageServerBuild {
  createPageHandler(serverFor: (req: Request, res: Response) => PageServer): RequestHandler;
}

/** Paths other routers answer. */
const notPages = /^\/(?:api|objects)(?:\/|$)|^\/sitemap\.xml$/;

/**
 * Where the server build is, first match wins: the web build itself (a checkout: the local
 * stack and the tests use what `npm run build -w web` last wrote), then the copy the deploy ships
 * (functions/build.mjs copies web/build/server to lib/page-server).
 */
function serverBuildCandidates(): string[] {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // lib/index.js → functions/lib; src/routes/pages.ts → functions/src/routes.
  const functionsDir = path.basename(here) === 'lib' ? path.dirname(here) : path.resolve(here, '..', '..');
  return [
    path.resolve(functionsDir, '..', 'web', 'build', 'server', 'index.js'),
    path.join(functionsDir, 'lib', 'page-server', 'index.js'),
  ];
}

let loaded: Promise<PageServerBuild> | undefined;

/**
 * The server build, imported once per instance (~100 ms; a warm instance has done it at start).
 * @throws Error naming the paths tried when there is no build (run `npm run build`)
 */
export function loadPageServerBuild(): Promise<PageServerBuild> {
  loaded ??= (async () => {
    const candidates = serverBuildCandidates();
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
 * The page server of this instance: the visitor data of the API, the documents' CSP, and the
 * failure log (with the page's path; pagesRouter also lists the page for staff).
 * @param overrides replacements of some services (tests)
 * @param now the clock a request sent from the /contact form is stored with (app.ts: the leads API's)
 */
export function pageServer(overrides: Partial<PageServer> = {}, now: () => Date = () => new Date()): PageServer {
  return {
    siteData: cachedSiteData,
    publishedProject,
    redirectFor: pageRedirect,
    projectCards,
    publishedReviews: cachedPublishedReviews,
    documentCsp: ({ pathname, contactFormUrl, scriptHashes }) =>
      documentCsp(pathname.startsWith('/staff/') ? 'sign-in' : 'public', contactFormUrl, scriptHashes),
    pageFailed: (error, pathname) => logger.error('page render failed', error, { page: pathname }),
    submitLead: (body, key) => submitLead(body, now(), key),
    ...overrides,
  };
}

/**
 * Tells the page render status (services/site/page-render-status.ts) how a page went, once its answer
 * has gone: failing when anything it needed failed (`failures`), else, for a document (not a
 * `.data` request) answered below 500, rendered from live data.
 */
function reportRender(req: Request, res: Response, failures: readonly unknown[]): void {
  const page = pagePathOf(req.path);
  if (failures.length > 0) void reportPageRenderFailure(page, failures[0]);
  else if (res.statusCode < 500 && !req.path.endsWith('.data')) void reportPageRenderSuccess(page);
}

/**
 * The pages router (mounted at the root, before the session reader: a page is the same for
 * everyone; the staff pages are the SPA, their data comes from the API).
 * @param server the page server (default: this instance's)
 */
export function pagesRouter(server: PageServer = pageServer()): Router {
  const router = Router();
  let handler: Promise<RequestHandler> | undefined;
  /** Each request's page server: the instance's, whose `pageFailed` also notes the failure for reportRender. */
  const requestServers = new WeakMap<Response, PageServer>();
  // Paths other routers answer leave this router before any of its routes matches (so the
  // request log names their own route, or none).
  router.use((req, _res, next) => next(notPages.test(req.path) ? 'router' : undefined));
  router.all('/{*path}', async (req, res, next) => {
    handler ??= loadPageServerBuild()
      .then((build) => build.createPageHandler((_req, pageRes) => requestServers.get(pageRes) ?? server))
      .catch((error: unknown) => {
        handler = undefined;
        throw error;
      });
    // A document brings its own policy (entry.server: the saved contact form, its scripts'
    // hashes); React Router's adapter appends headers, so the general one must go first. Its
    // `.data` answers (JSON for client navigations) keep the general one.
    if (!req.path.endsWith('.data')) res.removeHeader('Content-Security-Policy');
    const failures: unknown[] = [];
    requestServers.set(res, {
      ...server,
      pageFailed: (error, pathname) => {
        failures.push(error);
        server.pageFailed(error, pathname);
      },
    });
    if (req.method === 'GET' || req.method === 'HEAD') res.once('finish', () => reportRender(req, res, failures));
    const pageHandler = await handler;
    // Reads served from the last good copy during this request land in `failures` too.
    await failedReadsOfRequest.run(failures, () => pageHandler(req, res, next));
  });
  return router;
}
