/**
 * Renders a page from live data at request time (ADR 0008, 0009, 0015): the site data (company
 * settings, published service and page overrides) and, for project and gallery pages, a
 * project's post or the published projects, go through the web's own server build (React
 * Router's, with every dependency bundled in, kept by the web build as `web/build/page-renderer/`
 * and copied by functions/build.mjs to `lib/page-renderer/`), so the document carries the page
 * itself — text, cards, photos with their `<img>` — instead of a loading state. The browser
 * hydrates it with the same data (data blocks: contract/src/site-data.ts, project-page-data.ts,
 * gallery-page-data.ts).
 *
 * The server entry gives the render the web build's page transforms (web/scripts/page-transforms.ts:
 * inline scripts as files for CSP `script-src 'self'`, modules after the first paint), as the
 * prerendered frame of the page (the shell) got them at build time. Hosting serves only the files
 * the build wrote, so a render naming any script file the shell does not name is refused (the
 * route then serves the shell).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { GalleryPageData } from '@site/contract/gallery-page-data';
import type { ProjectPageData } from '@site/contract/project-page-data';
import type { SiteData } from '@site/contract/site-data';
import { packageDirs } from './web-build-html';
import { reportPageRenderFailure, reportPageRenderSuccess } from '../page-render-status';
import { logger } from 'firebase-functions/logger';

/** React Router's request handler (react-router `createRequestHandler`), as far as used here. */
type RequestHandler = (request: Request, loadContext?: unknown) => Promise<Response>;

/** The parts of React Router's server build used here (`react-router` ServerBuild). */
interface PageRendererBuild {
  prerender: string[];
  entry: { module: { createRequestHandler: (build: unknown, mode?: string) => RequestHandler } };
}

/** The data of one render, as the web's server entry takes it (web/src/app/entry.server.tsx `PageRenderContext`). */
export interface PageRenderContext {
  siteData: SiteData;
  projectPage?: ProjectPageData;
  galleryPage?: GalleryPageData;
}

/** Renders one page; null when this deployment has no renderer. */
export type PageRenderer = (pathname: string, context: PageRenderContext, shellHtml: string) => Promise<string | null>;

/**
 * Where the server build is, first match wins: the bundle the deploy ships (functions/build.mjs),
 * then the web build itself (a checkout where only the web was built).
 */
function rendererCandidates(): string[] {
  const { functionsDir, webBuild } = packageDirs();
  return [path.join(functionsDir, 'lib', 'page-renderer', 'index.js'), path.join(webBuild, 'page-renderer', 'index.js')];
}

/** Script files the build generates per page content (web/scripts/externalize-inline-scripts.ts, load-after-paint.ts). */
const generatedScriptFiles = /\/assets\/(?:inline|load-after-paint)-[0-9a-f]+\.js/g;

let loaded: Promise<PageRendererBuild | null> | undefined;

/**
 * The server build, imported once per instance (the first page pays for it, ~100 ms; an
 * instance kept warm has done it at start, warmPageRenderer); null when there is none.
 */
function loadRenderer(): Promise<PageRendererBuild | null> {
  loaded ??= (async () => {
    const candidates = rendererCandidates();
    const file = candidates.find((candidate) => existsSync(candidate));
    if (!file) {
      logger.warn(`pages: no page renderer (run the web build), their prerendered frames are served; tried ${candidates.join(', ')}`);
      return null;
    }
    return (await import(pathToFileURL(file).href)) as PageRendererBuild;
  })();
  return loaded;
}

/**
 * Imports the server build now, so that the first visitor of a new instance does not wait for
 * it (ADR 0018). Never rejects: a failure shows again, logged, at the first render.
 */
export function warmPageRenderer(): void {
  loadRenderer().catch(() => {
    loaded = undefined;
  });
}

/**
 * Renders the page at `url` with the context's data in its query cache.
 * @param url the page's URL path, with its query string when it has one, e.g.
 *   `/project/stone-patio-guilford` or `/projects?filter=residential`
 * @param context the page's data: a project page's id or slug and its GET /api/posts/{idOrSlug}
 *   body, or a gallery page's published projects (parsed with the contract schema)
 * @param shellHtml the page's prerendered frame, whose script files are the ones Hosting has
 * @returns the document with external scripts only, or null when there is no renderer
 * @throws Error when the render fails, answers other than 200, or needs a script file the web
 *   build did not write
 */
export const renderPage: PageRenderer = async (url, context, shellHtml) => {
  const build = await loadRenderer();
  if (!build) return null;
  const requestUrl = new URL(url, 'http://localhost');
  const pathname = decodeURI(requestUrl.pathname);
  // With `ssr: false` React Router renders only prerendered paths in full (others as the SPA
  // fallback): this path is one for this render, as /project/__shell was at build time.
  const prerender = build.prerender.includes(pathname) ? build.prerender : [...build.prerender, pathname];
  const handler = build.entry.module.createRequestHandler({ ...build, prerender }, 'production');
  const response = await handler(new Request(requestUrl), context);
  if (response.status !== 200) throw new Error(`page render of ${url} answered ${response.status}`);
  const html = await response.text();
  if (/<script\b(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>/i.test(html)) {
    throw new Error(`page render of ${url} has an inline script`);
  }
  const missing = [...new Set(html.match(generatedScriptFiles) ?? [])].filter((file) => !shellHtml.includes(file));
  if (missing.length > 0) {
    throw new Error(`page render of ${url} needs script files the web build did not write: ${missing.join(', ')}`);
  }
  return html;
};

/**
 * How long a page's render may take before its prerendered frame is served instead (ADR 0018):
 * a render takes ~30 ms warm and ~150 ms on an instance's first page; 3 s means something is
 * wrong, and the visitor should get a page now.
 */
export const pageRenderTimeoutMs = 3000;

/**
 * Renders a page, or gives null so the caller serves the page's prerendered frame (ADR 0008
 * item 7, ADR 0009 item 4, ADR 0018): when there is no renderer, or the render fails for any
 * reason or takes longer than `timeoutMs` (logged, naming the page, and reported to the page
 * render status that the admin shows: services/page-render-status.ts).
 * @param renderPage the renderer, or null when this deployment has none
 * @param url the page's URL path (and query), as for renderPage
 * @param context the page's data
 * @param frameHtml the page's prerendered frame (its script files are the ones Hosting has)
 * @param timeoutMs the deadline (default pageRenderTimeoutMs)
 * @returns the rendered document, or null
 */
export async function renderOrNull(
  renderPage: PageRenderer | null,
  url: string,
  context: PageRenderContext,
  frameHtml: string,
  timeoutMs: number = pageRenderTimeoutMs,
): Promise<string | null> {
  if (!renderPage) return null;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`page render of ${url} took longer than ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const html = await Promise.race([renderPage(url, context, frameHtml), deadline]);
    if (html !== null) void reportPageRenderSuccess(url);
    return html;
  } catch (err) {
    logger.error('page render failed; serving its prerendered frame', err, { page: url });
    void reportPageRenderFailure(url, err);
    return null;
  } finally {
    clearTimeout(timer);
  }
}
