/**
 * The web build's SPA fallback document, which the function serves for /project/* with the
 * project's head (routes/project-page.ts). functions/build.mjs copies it next to the bundle as
 * lib/spa-fallback.html (React Router's `__spa-fallback.html` when the build prerenders `/`,
 * else `index.html`), so the deployed function has the same HTML as Hosting. Where the web build
 * itself is present (local stack, tests) it wins, so a web rebuild is picked up without
 * rebuilding the function.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where to look, first match wins: the web build (dev), then the copy next to the bundle. */
export function spaFallbackCandidates(moduleUrl: string = import.meta.url): string[] {
  const here = path.dirname(fileURLToPath(moduleUrl));
  // lib/index.js → functions/lib; src/services/seo/*.ts → functions/src/services/seo.
  const functionsDir = path.basename(here) === 'lib' ? path.dirname(here) : path.resolve(here, '../../..');
  const webBuild = path.resolve(functionsDir, '..', 'web', 'build', 'client');
  return [
    path.join(webBuild, '__spa-fallback.html'),
    path.join(webBuild, 'index.html'),
    path.join(functionsDir, 'lib', 'spa-fallback.html'),
  ];
}

let cached: { file: string; mtimeMs: number; html: string } | undefined;

/**
 * The fallback HTML, re-read only when the file changes.
 * @throws Error listing the paths tried when no fallback file exists (build the web first)
 */
export function loadSpaFallback(): string {
  const candidates = spaFallbackCandidates();
  const file = candidates.find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`No SPA fallback HTML found (run the web build); tried: ${candidates.join(', ')}`);
  const { mtimeMs } = statSync(file);
  if (cached?.file !== file || cached.mtimeMs !== mtimeMs) cached = { file, mtimeMs, html: readFileSync(file, 'utf8') };
  return cached.html;
}
