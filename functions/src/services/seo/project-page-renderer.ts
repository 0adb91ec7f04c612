/**
 * Renders a project page from live data at request time (ADR 0008): the project's post goes
 * through the web's own server build (React Router's, with every dependency bundled in, kept by
 * the web build as `web/build/page-renderer/` and copied by functions/build.mjs to
 * `lib/page-renderer/`), so the document carries the page itself — title, text, photos with
 * their `<img>` — instead of the shell's loading state. The browser hydrates it with the same
 * post (the data block, contract/src/project-page-data.ts).
 *
 * The server entry gives the render the web build's page transforms (web/scripts/page-transforms.ts:
 * inline scripts as files for CSP `script-src 'self'`, modules after the first paint), as the
 * project page shell got them at build time. Hosting serves only the files the build wrote, so a
 * render naming any script file the shell does not name is refused (the route then serves the shell).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ProjectPageData } from '@site/contract/project-page-data';
import { packageDirs } from './web-build-html';

/** React Router's request handler (react-router `createRequestHandler`), as far as used here. */
type RequestHandler = (request: Request, loadContext?: unknown) => Promise<Response>;

/** The parts of React Router's server build used here (`react-router` ServerBuild). */
interface PageRendererBuild {
  prerender: string[];
  entry: { module: { createRequestHandler: (build: unknown, mode?: string) => RequestHandler } };
}

/** Renders one project page; null when this deployment has no renderer. */
export type ProjectPageRenderer = (pathname: string, data: ProjectPageData, shellHtml: string) => Promise<string | null>;

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
      console.warn(`project pages: no page renderer (run the web build); tried ${candidates.join(', ')}`);
      return null;
    }
    return (await import(pathToFileURL(file).href)) as PageRendererBuild;
  })();
  return loaded;
}

/**
 * Renders the project page at `pathname` with `data` in its query cache.
 * @param pathname the page's URL path, e.g. `/project/stone-patio-guilford`
 * @param data the URL's id or slug and the GET /api/posts/{idOrSlug} body (a published project)
 * @param shellHtml the project page shell, whose script files are the ones Hosting has
 * @returns the document with external scripts only, or null when there is no renderer
 * @throws Error when the render fails, answers other than 200, or needs a script file the web
 *   build did not write
 */
export const renderProjectPage: ProjectPageRenderer = async (pathname, data, shellHtml) => {
  const build = await loadRenderer();
  if (!build) return null;
  // With `ssr: false` React Router renders only prerendered paths in full (others as the SPA
  // fallback): this path is one for this render, as /project/__shell was at build time.
  const handler = build.entry.module.createRequestHandler(
    { ...build, prerender: [...build.prerender, decodeURI(pathname)] },
    'production',
  );
  const response = await handler(new Request(new URL(pathname, 'http://localhost')), { projectPage: data });
  if (response.status !== 200) throw new Error(`project page render of ${pathname} answered ${response.status}`);
  const html = await response.text();
  if (/<script\b(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>/i.test(html)) {
    throw new Error(`project page render of ${pathname} has an inline script`);
  }
  const missing = [...new Set(html.match(generatedScriptFiles) ?? [])].filter((file) => !shellHtml.includes(file));
  if (missing.length > 0) {
    throw new Error(`project page render of ${pathname} needs script files the web build did not write: ${missing.join(', ')}`);
  }
  return html;
};
