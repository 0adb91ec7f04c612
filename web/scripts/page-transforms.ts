/**
 * The transforms of a built page (ADR 0005), with no file access: inline scripts become files
 * (externalize-inline-scripts.ts, for CSP `script-src 'self'`), then the page's modules load
 * after the first paint (load-after-paint.ts). post-build.ts applies them to every prerendered
 * page; the server entry (src/app/entry.server.tsx) applies them to the project and gallery
 * pages the function renders (ADR 0008, 0009), which must come out with the same script files
 * as the prerendered pages they stand in for.
 */
import { externalizeHtml, type ExternalScript } from './externalize-inline-scripts.ts';
import { loadAfterPaint } from './load-after-paint.ts';

/**
 * Does the page load its modules after the first paint (load-after-paint.ts)? Not the SPA
 * fallback (staff pages), whose content the app draws: there the scripts are the critical path,
 * so they load at once, in parallel with the HTML (ADR 0005 item 4). Every other page comes with
 * its content: prerendered, or rendered by the function with live data (project and gallery
 * pages, ADR 0008, 0009; their prerendered frames are served only when that render fails).
 * @param pagePath the path the page is served at ('/__spa-fallback' for the fallback)
 */
export function defersScripts(pagePath: string): boolean {
  return pagePath !== '/__spa-fallback';
}

/**
 * Every transform of one page.
 * @param pagePath the path the page is served at; default none (a page with content)
 */
export function transformPage(html: string, pagePath = ''): { html: string; scripts: ExternalScript[] } {
  const external = externalizeHtml(html);
  if (!defersScripts(pagePath)) return external;
  const deferred = loadAfterPaint(external.html);
  return { html: deferred.html, scripts: [...external.scripts, ...deferred.scripts] };
}
