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
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Router, type RequestHandler } from 'express';
import type { PageServer } from '@site/contract/page-server';
import { logger } from 'firebase-functions/logger';
import { documentCsp } from '../security/security-headers';
import { projectCards, publishedProject } from '../services/published-posts';
import { cachedSiteData } from '../services/site-data';

/** The part of the web's server build the function uses (web/src/server.ts). */
interface PageServerBuild {
  createPageHandler(server: PageServer): RequestHandler;
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
  return [path.resolve(functionsDir, '..', 'web', 'build', 'server', 'index.js'), path.join(functionsDir, 'lib', 'page-server', 'index.js')];
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
    if (!file) throw new Error(`pages: no server build of the web app (run \`npm run build\`); tried ${candidates.join(', ')}`);
    return (await import(pathToFileURL(file).href)) as PageServerBuild;
  })().catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}

/**
 * The page server of this instance: the visitor data of the API, the documents' CSP, and the
 * failure report (logged with the page's path; staff see it in the admin once issue 26's status
 * module lands).
 * @param overrides replacements of some services (tests)
 */
export function pageServer(overrides: Partial<PageServer> = {}): PageServer {
  return {
    siteData: cachedSiteData,
    publishedProject,
    projectCards,
    documentCsp: ({ pathname, contactFormUrl, scriptHashes }) =>
      documentCsp(pathname.startsWith('/staff/') ? 'sign-in' : 'public', contactFormUrl, scriptHashes),
    pageFailed: (error, pathname) => logger.error('page render failed', error, { page: pathname }),
    ...overrides,
  };
}

/**
 * The pages router (mounted at the root, before the session reader: a page is the same for
 * everyone; the staff pages are the SPA, their data comes from the API).
 * @param server the page server (default: this instance's)
 */
export function pagesRouter(server: PageServer = pageServer()): Router {
  const router = Router();
  let handler: Promise<RequestHandler> | undefined;
  // Paths other routers answer leave this router before any of its routes matches (so the
  // request log names their own route, or none).
  router.use((req, _res, next) => next(notPages.test(req.path) ? 'router' : undefined));
  router.all('/{*path}', async (req, res, next) => {
    handler ??= loadPageServerBuild()
      .then((build) => build.createPageHandler(server))
      .catch((error: unknown) => {
        handler = undefined;
        throw error;
      });
    // A document brings its own policy (entry.server: the saved contact form, its scripts'
    // hashes); React Router's adapter appends headers, so the general one must go first. Its
    // `.data` answers (JSON for client navigations) keep the general one.
    if (!req.path.endsWith('.data')) res.removeHeader('Content-Security-Policy');
    await (await handler)(req, res, next);
  });
  return router;
}
