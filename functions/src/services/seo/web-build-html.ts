/**
 * The web build's documents that the function serves:
 * - the project page shell (`web/build/project-page.html`, web/src/config/project-page-shell.ts):
 *   the /project/{id or slug} page prerendered around its loading state, for /project/{id or slug}
 *   when the page cannot be rendered (routes/project-page.ts);
 * - the SPA fallback (React Router's `__spa-fallback.html` when the build prerenders `/`, else
 *   `index.html`), for any other /project/… path (the app's not-found screen);
 * - the gallery pages' frames (`web/build/gallery-pages/<path>/index.html`,
 *   contract/src/gallery-page-data.ts), for the gallery when it cannot be rendered
 *   (routes/gallery-page.ts).
 *
 * functions/build.mjs copies them next to the bundle (lib/project-page.html, lib/spa-fallback.html,
 * lib/gallery-pages/), so the deployed function has the same HTML as Hosting. Where the web build
 * itself is present (local stack, tests) it wins, so a web rebuild is picked up without
 * rebuilding the function.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { galleryPageFile } from '@site/contract/gallery-page-data';

/** The documents, by the name of their copy in lib/. */
export const webBuildDocuments = ['project-page.html', 'spa-fallback.html'] as const;
export type WebBuildDocument = (typeof webBuildDocuments)[number];

/**
 * Where the web build writes one document, first match wins. Also read by functions/build.mjs,
 * which copies the first that exists to lib/ (so this module uses only erasable TypeScript).
 * @param webBuild the web build directory (`web/build`)
 */
export function webBuildSources(document: WebBuildDocument, webBuild: string): string[] {
  return document === 'project-page.html'
    ? [path.join(webBuild, 'project-page.html')]
    : [path.join(webBuild, 'client', '__spa-fallback.html'), path.join(webBuild, 'client', 'index.html')];
}

/**
 * The functions/ directory and the web build directory (`web/build`, present in the repository,
 * absent in a deploy), seen from a module of this package, bundled or not.
 */
export function packageDirs(moduleUrl: string = import.meta.url): { functionsDir: string; webBuild: string } {
  const here = path.dirname(fileURLToPath(moduleUrl));
  // lib/index.js → functions/lib; src/services/seo/*.ts → functions/src/services/seo.
  const functionsDir = path.basename(here) === 'lib' ? path.dirname(here) : path.resolve(here, '../../..');
  return { functionsDir, webBuild: path.resolve(functionsDir, '..', 'web', 'build') };
}

/** Where to look for one document, first match wins: the web build (dev), then the copy next to the bundle. */
export function webBuildHtmlCandidates(document: WebBuildDocument, moduleUrl: string = import.meta.url): string[] {
  const { functionsDir, webBuild } = packageDirs(moduleUrl);
  return [...webBuildSources(document, webBuild), path.join(functionsDir, 'lib', document)];
}

const cache = new Map<string, { file: string; mtimeMs: number; html: string }>();

/**
 * The HTML of the first candidate file that exists, re-read only when that file changes.
 * @param name the document's name, for the cache and the error
 * @throws Error listing the paths tried when the file exists nowhere (build the web first)
 */
function loadHtml(name: string, candidates: readonly string[]): string {
  const file = candidates.find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`No ${name} found (run the web build); tried: ${candidates.join(', ')}`);
  const { mtimeMs } = statSync(file);
  const cached = cache.get(name);
  if (cached?.file === file && cached.mtimeMs === mtimeMs) return cached.html;
  const html = readFileSync(file, 'utf8');
  cache.set(name, { file, mtimeMs, html });
  return html;
}

/**
 * One document's HTML, re-read only when its file changes.
 * @throws Error listing the paths tried when the file exists nowhere (build the web first)
 */
export function loadWebBuildHtml(document: WebBuildDocument): string {
  return loadHtml(document, webBuildHtmlCandidates(document));
}

/**
 * The prerendered frame of a gallery page (its cards loading), re-read only when its file changes.
 * @param pagePath one of galleryPagePaths (contract/src/gallery-page-data.ts)
 * @throws Error listing the paths tried when the file exists nowhere (build the web first)
 */
export function loadGalleryPageHtml(pagePath: string, moduleUrl: string = import.meta.url): string {
  const { functionsDir, webBuild } = packageDirs(moduleUrl);
  const file = galleryPageFile(pagePath).split('/');
  return loadHtml(file.join('/'), [path.join(webBuild, ...file), path.join(functionsDir, 'lib', ...file)]);
}

/** The SPA fallback document. */
export const loadSpaFallback = (): string => loadWebBuildHtml('spa-fallback.html');

/** The project page shell. */
export const loadProjectPageHtml = (): string => loadWebBuildHtml('project-page.html');
