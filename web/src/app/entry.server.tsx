/**
 * Server entry (DESIGN §8): React Router renders every document here, in the `api`
 * function, after the routes' loaders (web/src/server.ts).
 *
 * - React's static `prerender` waits for the whole page, so crawlers, the CDN and visitors get
 *   the complete document; with `progressiveChunkSize` unbounded no Suspense boundary is streamed
 *   out of line behind an inline script.
 * - CSS: the page renders into its own Emotion cache; the rules it uses go in `<style>` tags,
 *   those of the first viewport in <head> and the rest where that viewport ends (theme/page-styles.ts).
 * - CSP: the SHA-256 hash of each inline script (React Router's hydration data and bootstrap) is
 *   in `script-src` (CSP Level 3 hash-source); not nonces, as the CDN serves one document to many.
 * - A render or loader error is reported once, by `handleError`, to the page server.
 */
import { createHash } from 'node:crypto';
import type { SiteData } from '@site/contract/site-data';
import { prerender } from 'react-dom/static';
import { ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from 'react-router';
import { pageServerOf } from '../lib/page-server';
import { createEmotionCache, ServerEmotionCacheContext } from '../theme/emotion-cache';
import { createPageStyles } from '../theme/page-styles';

/**
 * The CSP hash sources (e.g. "'sha256-…'", no repeats) of the inline scripts the browser runs in
 * `html`, the document as sent: no `src`, and no type or `module` or JavaScript (not JSON-LD).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/(?:^|\s)src\s*=/i.test(attributes)) continue; // `src`, not `data-src`
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (type !== '' && type !== 'module' && !/^(?:text|application)\/javascript$/.test(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** Renders one document; `loadContext` holds the page server (web/src/server.ts). */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  let status = responseStatusCode;
  const cache = createEmotionCache();
  const withPageStyles = createPageStyles(cache);
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
        pageServerOf(loadContext).pageFailed(error, new URL(request.url).pathname);
      },
    },
  );
  const html = await new Response(prelude).text();
  const document = withPageStyles(html);
  const siteData = routerContext.staticHandlerContext.loaderData.root as SiteData | undefined;
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  responseHeaders.set(
    'Content-Security-Policy',
    pageServerOf(loadContext).documentCsp({
      pathname: new URL(request.url).pathname,
      contactFormUrl: siteData?.settings.contactFormUrl ?? null,
      scriptHashes: inlineScriptHashes(document),
    }),
  );
  return new Response(document, { headers: responseHeaders, status });
}

/** Errors of loaders and renders (reactrouter.com/how-to/error-reporting), but not of aborted requests. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  pageServerOf(context).pageFailed(error, new URL(request.url).pathname);
};
