/**
 * Server entry. At build time, with `ssr: false` + `prerender`, React Router renders each
 * prerendered page (the fallbacks, with the built-in site data) and the SPA fallback
 * (__spa-fallback.html) through here. At request time the function renders every public page
 * through here too, from a copy of this server build (ADR 0008, 0009, 0015): it passes the live
 * site data (settings, published service and page overrides) and, for project and gallery pages,
 * the parsed post or the published projects as the load context (`PageRenderContext`). The site
 * data is the render's `currentSiteData()` (lib/site-data.ts, kept per render in an
 * AsyncLocalStorage, so concurrent renders never mix); the post and the projects go into the
 * render's query cache, so the page renders its content instead of its loading state.
 * Either way the page is rendered with
 * React's static `prerender` (react.dev/reference/react-dom/static/prerender): it waits for the
 * whole page. With `progressiveChunkSize` unbounded, every Suspense boundary (HydrationBoundary)
 * is written in place as complete HTML — otherwise React writes large boundaries after the
 * shell, hidden, with an inline script that moves them into place, which a static page (and CSP
 * `script-src 'self'`) must not depend on.
 *
 * Critical CSS: each page renders into its own Emotion cache (ServerEmotionCacheContext, read by
 * root.tsx). createEmotionServer switches the cache to `compat` mode, so Emotion collects the
 * rules instead of writing <style> elements next to components; after the render the rules the
 * page uses go into `<style data-emotion="mui …">` tags at the end of <head> (global styles
 * first). Sources: mui.com/material-ui/guides/server-rendering, emotion.sh/docs/ssr
 * ("extractCriticalToChunks", "constructStyleTagsFromChunks").
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import createEmotionServer from '@emotion/server/create-instance';
import type { GalleryPageData } from '@site/contract/gallery-page-data';
import type { ProjectPageData } from '@site/contract/project-page-data';
import { serializeScriptJson } from '@site/contract/seo/json-ld';
import { builtInSiteData, siteDataElementId, type SiteData } from '@site/contract/site-data';
import { prerender } from 'react-dom/static';
import { createContext, RouterContextProvider, ServerRouter, type EntryContext } from 'react-router';
import { transformPage } from '../../scripts/page-transforms';
import { projectQueryKey } from '../features/projects/api/get-project';
import { publishedProjectsQueryKey } from '../features/projects/api/get-published-projects';
import { createQueryClient, ServerQueryClientContext } from '../lib/query-client';
import { setServerSiteDataSource } from '../lib/site-data';
import { createEmotionCache, ServerEmotionCacheContext } from '../theme/emotion-cache';

/**
 * React Router's request handler, from the same copy of react-router as the routes of this build:
 * the function makes its handler with this one (functions/src/services/seo/project-page-renderer.ts).
 */
export { createRequestHandler, RouterContextProvider } from 'react-router';

/**
 * What the function passes as the load context of a page it renders: the live site data (every
 * page, ADR 0018), and a project page's post (ADR 0008) or a gallery page's published projects
 * (ADR 0009).
 */
export interface PageRenderContext {
  siteData?: SiteData;
  projectPage?: ProjectPageData;
  galleryPage?: GalleryPageData;
}

/**
 * The key of the page's data in the render's context (React Router middleware: the load context
 * is a `RouterContextProvider`); the function sets it (services/seo/page-renderer.ts), a build-time
 * prerender leaves it unset.
 */
export const pageRenderContext = createContext<PageRenderContext | null>(null);

/** The site data of the render in progress (concurrent renders of one instance each have their own). */
const renderSiteData = new AsyncLocalStorage<SiteData>();
setServerSiteDataSource(() => renderSiteData.getStore() ?? builtInSiteData);

/** Puts `tags` (the page's critical CSS, its site data block) just before </head>. */
export function injectStyles(html: string, tags: string): string {
  const end = html.indexOf('</head>');
  if (end === -1) throw new Error('prerender: no </head> in the rendered document');
  return html.slice(0, end) + tags + html.slice(end);
}

/**
 * The site data block (contract/src/site-data.ts) every document carries, so the browser renders
 * with exactly the data the server rendered with: the live data in a page the function renders,
 * the built-in data in a prerendered page (the fallbacks) and the SPA fallback, whose block the
 * function replaces with the live data for staff pages. Never executed; escaped for a script element.
 */
function siteDataBlock(siteData: SiteData): string {
  return `<script type="application/json" id="${siteDataElementId}">${serializeScriptJson(siteData)}</script>`;
}

/**
 * Renders one document.
 * @param loadContext at build time none; from the function, the (parsed) data of the page
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: RouterContextProvider,
): Promise<Response> {
  let status = responseStatusCode;
  const cache = createEmotionCache();
  const queryClient = createQueryClient();
  const { siteData, projectPage, galleryPage } = loadContext?.get(pageRenderContext) ?? {};
  if (projectPage) queryClient.setQueryData(projectQueryKey(projectPage.idOrSlug), projectPage.post);
  if (galleryPage) queryClient.setQueryData(publishedProjectsQueryKey, galleryPage.projects);
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const pageSiteData = siteData ?? builtInSiteData;
  const { prelude } = await renderSiteData.run(pageSiteData, () => prerender(
    <ServerEmotionCacheContext.Provider value={cache}>
      <ServerQueryClientContext.Provider value={queryClient}>
        <ServerRouter context={routerContext} url={request.url} />
      </ServerQueryClientContext.Provider>
    </ServerEmotionCacheContext.Provider>,
    {
      // Never outline a finished boundary (React moves boundaries above this many bytes out of
      // line, behind an inline script, to stream faster; default 12800).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    },
  ));
  const html = await new Response(prelude).text();
  const styleTags = constructStyleTagsFromChunks(extractCriticalToChunks(html));
  const document = injectStyles(html, styleTags + siteDataBlock(pageSiteData));
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  // A build-time page gets the build's transforms in post-build.ts; a page rendered by the
  // function (it always passes the site data) gets them here, as its prerendered frame got them,
  // so it needs the same script files.
  const served = siteData ? transformPage(document).html : document;
  return new Response(served, { headers: responseHeaders, status });
}
