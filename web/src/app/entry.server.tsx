/**
 * Server entry, used only at build time: with `ssr: false` + `prerender` React Router renders
 * each prerendered public page and the SPA fallback (__spa-fallback.html) through here. Static
 * generation waits for the whole page (`allReady`), like the default entry does for SPA mode.
 *
 * Critical CSS: each page renders into its own Emotion cache (ServerEmotionCacheContext, read by
 * root.tsx). createEmotionServer switches the cache to `compat` mode, so Emotion collects the
 * rules instead of writing <style> elements next to components; after the render the rules the
 * page uses go into `<style data-emotion="mui …">` tags at the end of <head> (global styles
 * first). Sources: mui.com/material-ui/guides/server-rendering, emotion.sh/docs/ssr
 * ("extractCriticalToChunks", "constructStyleTagsFromChunks").
 */
import createEmotionServer from '@emotion/server/create-instance';
import { renderToReadableStream } from 'react-dom/server';
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
  const stream = await renderToReadableStream(
    <ServerEmotionCacheContext.Provider value={cache}>
      <ServerRouter context={routerContext} url={request.url} />
    </ServerEmotionCacheContext.Provider>,
    {
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    },
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  const styleTags = constructStyleTagsFromChunks(extractCriticalToChunks(html));
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(injectStyles(html, styleTags), { headers: responseHeaders, status });
}
