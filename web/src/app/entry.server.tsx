/**
 * Server entry, used only at build time: with `ssr: false` + `prerender` React Router renders
 * each prerendered public page and the SPA fallback (__spa-fallback.html) through here, with
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
import createEmotionServer from '@emotion/server/create-instance';
import { prerender } from 'react-dom/static';
import { ServerRouter, type EntryContext } from 'react-router';
import { createEmotionCache, ServerEmotionCacheContext } from '../theme/emotion-cache';

/** Puts the page's critical CSS just before </head>. */
export function injectStyles(html: string, styleTags: string): string {
  const end = html.indexOf('</head>');
  if (end === -1) throw new Error('prerender: no </head> in the rendered document');
  return html.slice(0, end) + styleTags + html.slice(end);
}

/** Renders one document for the build. */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  let status = responseStatusCode;
  const cache = createEmotionCache();
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const { prelude } = await prerender(
    <ServerEmotionCacheContext.Provider value={cache}>
      <ServerRouter context={routerContext} url={request.url} />
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
  );
  const html = await new Response(prelude).text();
  const styleTags = constructStyleTagsFromChunks(extractCriticalToChunks(html));
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(injectStyles(html, styleTags), { headers: responseHeaders, status });
}
