/**
 * The web build's prerendered pages, which the function serves (ADR 0018;
 * contract/src/site-pages.ts, page-frames.ts):
 * - each public page prerendered with the built-in data, and the frames of the project page
 *   (its loading state), of an unknown service and of an unknown path: served when a page's
 *   render fails or times out (routes/site-pages.ts);
 * - the SPA fallback (React Router's `__spa-fallback.html`): the staff pages.
 *
 * The web build moves them out of `web/build/client` to `web/build/pages/`; functions/build.mjs
 * copies that folder to `lib/pages/`, so the deployed function has the same HTML as the build.
 * Where the web build itself is present (local stack, tests) it wins, so a web rebuild is picked
 * up without rebuilding the function.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageFrameFile, spaFallbackFile } from '@site/contract/page-frames';

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

/**
 * Where one file of the build may be, first match wins: the web build (dev), then the copy next
 * to the bundle.
 * @param file relative to `web/build` (and `functions/lib`), '/'-separated
 */
export function webBuildCandidates(file: string, moduleUrl: string = import.meta.url): string[] {
  const { functionsDir, webBuild } = packageDirs(moduleUrl);
  const parts = file.split('/');
  return [path.join(webBuild, ...parts), path.join(functionsDir, 'lib', ...parts)];
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
 * The prerendered page of `pagePath` (one of contract site-pages.ts prerenderedPagePaths),
 * re-read only when its file changes.
 * @throws Error listing the paths tried when the file exists nowhere (build the web first)
 */
export function loadPageFrame(pagePath: string, moduleUrl: string = import.meta.url): string {
  const file = pageFrameFile(pagePath);
  return loadHtml(file, webBuildCandidates(file, moduleUrl));
}

/**
 * The SPA fallback document (staff pages).
 * @throws Error listing the paths tried when the file exists nowhere (build the web first)
 */
export function loadSpaFallback(moduleUrl: string = import.meta.url): string {
  return loadHtml(spaFallbackFile, webBuildCandidates(spaFallbackFile, moduleUrl));
}
