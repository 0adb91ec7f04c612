/**
 * The transforms of a built page (ADR 0005), with no file access: the API reads it makes at once
 * are preloaded (preload-api-reads.ts), inline scripts become files (externalize-inline-scripts.ts,
 * for CSP `script-src 'self'`), then the page's modules load after the first paint
 * (load-after-paint.ts). post-build.ts applies them to every prerendered page; the server entry
 * (src/app/entry.server.tsx) applies them to a project page the function renders (ADR 0008),
 * which must come out with the same script files as the project page shell.
 */
import { externalizeHtml, type ExternalScript } from './externalize-inline-scripts.ts';
import { loadAfterPaint } from './load-after-paint.ts';
import { pagePreloads } from '../src/config/page-preloads.ts';
import { preloadApiReads } from './preload-api-reads.ts';

/**
 * Does the page load its modules after the first paint (load-after-paint.ts)? Not when its main
 * content is drawn by the app: the SPA fallback (staff pages) and the pages that preload an API
 * read (the gallery, whose cards and LCP photo come from the API). There the scripts are the
 * critical path, so they load at once, in parallel with the HTML (ADR 0005 item 4; the measured
 * effect is within this machine's noise, docs/performance.md). The project page shell defers
 * them: the function serves project pages rendered with their content (ADR 0008), transformed
 * as the shell was, and the shell itself only for unknown projects and failed renders.
 * @param pagePath the path the page is served at ('/__spa-fallback' for the fallback)
 */
export function defersScripts(pagePath: string): boolean {
  return pagePath !== '/__spa-fallback' && !(pagePath in pagePreloads);
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
