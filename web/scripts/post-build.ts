/**
 * Post-build step of the web client (ADR 0005): rewrites every HTML file of `build/client` in
 * place — the API reads it makes at once are preloaded (preload-api-reads.ts), inline scripts
 * become files (externalize-inline-scripts.ts, for CSP `script-src 'self'`), then the page's
 * modules load after the first paint (load-after-paint.ts) — and
 * writes the scripts into `assets/`. Idempotent. Run by the Vite plugin in vite.config.ts after
 * React Router's prerender, or by hand: `node web/scripts/post-build.ts [web/build/client]`.
 */
import { readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { externalizeHtml, type ExternalScript } from './externalize-inline-scripts.ts';
import { loadAfterPaint } from './load-after-paint.ts';
import { pagePreloads } from '../src/config/page-preloads.ts';
import { projectPageShellFile, projectPageShellPath } from '../src/config/project-page-shell.ts';
import { pagePathOf, preloadApiReads } from './preload-api-reads.ts';

/**
 * Does the page load its modules after the first paint (load-after-paint.ts)? Not when its main
 * content is drawn by the app: the SPA fallback (staff pages), the project page shell and the
 * pages that preload an API read (the gallery, whose cards and LCP photo come from the API). There the
 * scripts are the critical path, so they load at once, in parallel with the HTML (ADR 0005 item 4;
 * the measured effect is within this machine's noise, docs/performance.md).
 * @param pagePath the path the page is served at ('/__spa-fallback' for the fallback)
 */
export function defersScripts(pagePath: string): boolean {
  return pagePath !== '/__spa-fallback' && pagePath !== projectPageShellPath && !(pagePath in pagePreloads);
}

/**
 * Every transform of one page.
 * @param pagePath the path the page is served at (for its API preloads); default none
 */
export function transformPage(html: string, pagePath = ''): { html: string; scripts: ExternalScript[] } {
  const external = externalizeHtml(preloadApiReads(html, pagePath));
  if (!defersScripts(pagePath)) return external;
  const deferred = loadAfterPaint(external.html);
  return { html: deferred.html, scripts: [...external.scripts, ...deferred.scripts] };
}

/** Every .html file under `dir`. */
async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Rewrites every page of a client build directory and writes the scripts it needs.
 * @returns how many pages changed and how many script files were written
 */
export async function postBuild(clientDir: string): Promise<{ pages: number; scripts: number }> {
  const written = new Set<string>();
  let pages = 0;
  for (const file of await htmlFiles(clientDir)) {
    const before = await readFile(file, 'utf8');
    const pagePath = pagePathOf(path.relative(clientDir, file).split(path.sep).join('/'));
    const { html, scripts } = transformPage(before, pagePath);
    if (html === before) continue;
    for (const script of scripts) {
      if (written.has(script.src)) continue;
      await writeFile(path.join(clientDir, script.src), script.code);
      written.add(script.src);
    }
    await writeFile(file, html);
    pages += 1;
  }
  await moveProjectPageShell(clientDir);
  return { pages, scripts: written.size };
}

/**
 * Moves the prerendered project page shell (src/config/project-page-shell.ts) from
 * `build/client/project/__shell/index.html`, where Hosting would serve it as a page of its own,
 * to `build/project-page.html`, where the function's build finds it. No-op when absent (a build
 * without it, or a second run).
 */
async function moveProjectPageShell(clientDir: string): Promise<void> {
  const from = path.join(clientDir, ...projectPageShellPath.split('/').filter(Boolean));
  try {
    await rename(path.join(from, 'index.html'), path.join(path.dirname(clientDir), projectPageShellFile));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  await rm(from, { recursive: true, force: true });
  await rmdir(path.dirname(from)).catch(() => {}); // `project/`, when nothing else is in it
}

if (import.meta.main) {
  const dir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'build', 'client'));
  const { pages, scripts } = await postBuild(dir);
  console.log(`post-build: ${pages} pages rewritten, ${scripts} script files in ${dir}`);
}
