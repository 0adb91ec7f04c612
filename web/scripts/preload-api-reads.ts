/**
 * Post-build step of the prerendered pages (issue 5: LCP): adds `<link rel="preload" as="fetch">`
 * for the API reads a page makes as soon as it hydrates (src/config/page-preloads.ts), right
 * after `<meta charset>`, so the request runs while the HTML is parsed and the scripts load.
 * Idempotent: a page that already has the link is left as it is.
 */
import { preloadFetchHtml } from '../../contract/src/seo/preload-fetch.ts';
import { pagePreloads } from '../src/config/page-preloads.ts';

/**
 * The page path a prerendered file serves: 'index.html' → '/', 'projects/index.html' →
 * '/projects', 'about.html' → '/about'.
 * @param relativeFile the file's path under build/client, with '/' separators
 */
export function pagePathOf(relativeFile: string): string {
  const path = `/${relativeFile}`.replace(/\/index\.html$/, '').replace(/\.html$/, '');
  return path === '' ? '/' : path;
}

/**
 * Adds the page's preloads to its <head>.
 * @param html a prerendered page
 * @param pagePath the path it is served at (pagePathOf)
 * @returns the page, unchanged when it has no preloads or already has them
 */
export function preloadApiReads(html: string, pagePath: string): string {
  const tags = (pagePreloads[pagePath] ?? []).map(preloadFetchHtml).filter((tag) => !html.includes(tag));
  if (tags.length === 0) return html;
  const charset = /<meta\b[^>]*\bcharset\s*=[^>]*>/i.exec(html) ?? /<head\b[^>]*>/i.exec(html);
  if (!charset) throw new Error(`${pagePath}: no <head> to add the API preloads to`);
  const at = charset.index + charset[0].length;
  return `${html.slice(0, at)}${tags.join('')}${html.slice(at)}`;
}
