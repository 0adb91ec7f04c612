/**
 * Renders a page from live data at request time (ADR 0008, 0009): a project's post, or the
 * published projects of the gallery, go through the web's own server build (React Router's, with
 * every dependency bundled in, kept by the web build as `web/build/page-renderer/` and copied by
 * functions/build.mjs to `lib/page-renderer/`), so the document carries the page itself — text,
 * cards, photos with their `<img>` — instead of a loading state. The browser hydrates it with the
 * same data (data blocks: contract/src/project-page-data.ts, gallery-page-data.ts).
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
import { packageDirs } from './web-build-html';
import { logger } from 'firebase-functions/logger';

/** React Router's request handler (react-router `createRequestHandler`), as far as used here. */
type RequestHandler = (request: Request, loadContext?: unknown) => Promise<Response>;

/** The parts of React Router's server build used here (`react-router` ServerBuild). */
interface PageRendererBuild {
  prerender: string[];
  entry: { module: { createRequestHandler: (build: unknown, mode?: string) => RequestHandler } };
}

/** The data of one render, as the web's server entry takes it (web/src/app/entry.server.tsx `PageRenderContext`). */
export type PageRenderContext = { projectPage: ProjectPageData } | { galleryPage: GalleryPageData };

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

/** The server build, imported once (the first project page pays for it); null when there is none. */
function loadRenderer(): Promise<PageRendererBuild | null> {
  loaded ??= (async () => {
    const candidates = rendererCandidates();
    const file = candidates.find((candidate) => existsSync(candidate));
    if (!file) {
      logger.warn(`project and gallery pages: no page renderer (run the web build); tried ${candidates.join(', ')}`);
      return null;
    }
    return (await import(pathToFileURL(file).href)) as PageRendererBuild;
  })();
  return loaded;
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
 * Renders a page from its data, or gives null so the caller serves the page's prerendered frame
 * (ADR 0008 item 7, ADR 0009 item 4): when there is no renderer, or loading the data, parsing it
 * or rendering fails for any reason (logged, naming the page).
 * @param renderPage the renderer, or null when this deployment has none
 * @param url the page's URL path (and query), as for renderPage
 * @param frameHtml the page's prerendered frame (its script files are the ones Hosting has)
 * @param load reads and parses the page's data, returning it with the render context made of it;
 *   called only when there is a renderer
 * @returns the rendered document and the data it was rendered from, or null
 */
export async function renderOrNull<T>(
  renderPage: PageRenderer | null,
  url: string,
  frameHtml: string,
  load: () => Promise<{ data: T; context: PageRenderContext }>,
): Promise<{ html: string; data: T } | null> {
  if (!renderPage) return null;
  try {
    const { data, context } = await load();
    const html = await renderPage(url, context, frameHtml);
    return html === null ? null : { html, data };
  } catch (err) {
    logger.error('page render failed; serving its prerendered frame', err, { page: url });
    return null;
  }
}
