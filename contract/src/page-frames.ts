/**
 * Where the web build puts the prerendered pages (site-pages.ts says which pages; ADR 0018): out
 * of `build/client`, whose files Hosting serves before it applies a rewrite, into
 * `web/build/pages/`, which functions/build.mjs copies to `functions/lib/pages/`. A page
 * prerendered at `<path>` is `pages/<path>/index.html` there; React Router's SPA fallback (staff
 * pages) is `pages/__spa-fallback.html`.
 *
 * This module has no imports: the build scripts (plain Node) read it as it is.
 */

/** The folder of the prerendered pages in `web/build` (and in `functions/lib`). */
export const pageFramesDir = 'pages';

/**
 * Where the build puts the prerendered page of `pagePath`, relative to `web/build` (and where
 * the function's build copies it, relative to `functions/lib`).
 * @param pagePath one of prerenderedPagePaths, e.g. '/' → 'pages/index.html',
 *   '/service/landscaping' → 'pages/service/landscaping/index.html'
 */
export function pageFrameFile(pagePath: string): string {
  return pagePath === '/' ? `${pageFramesDir}/index.html` : `${pageFramesDir}${pagePath}/index.html`;
}

/** The SPA fallback (staff pages), relative to `web/build`. */
export const spaFallbackFile = `${pageFramesDir}/__spa-fallback.html`;
