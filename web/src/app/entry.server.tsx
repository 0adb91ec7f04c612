/**
 * Server entry (issue 21; DESIGN §8): React Router renders every document here, in the `api`
 * function, after the routes' loaders have read their data (web/src/server.ts).
 *
 * - The page is rendered with React's static `prerender` (react.dev/reference/react-dom/static/prerender):
 *   it waits for the whole page, so a crawler, the CDN and a visitor all get the complete
 *   document. With `progressiveChunkSize` unbounded, every Suspense boundary is written in place
 *   as complete HTML (never streamed out of line behind an inline script).
 * - Critical CSS: each page renders into its own Emotion cache (ServerEmotionCacheContext, read
 *   by root.tsx); the rules the page uses go into `<style data-emotion="mui …">` tags at the end
 *   of <head> (mui.com/material-ui/guides/server-rendering; MUI's React Router example does the
 *   same), where the browser's cache adopts them.
 * - Content-Security-Policy: React Router writes its hydration data and module bootstrap as
 *   inline scripts. The page server's policy (functions/src/security/security-headers.ts) allows
 *   exactly those: the SHA-256 hash of each inline script of this document is in `script-src`
 *   (CSP Level 3 hash-source). Hashes, not nonces, because the CDN keeps public documents a
 *   minute and a nonce served to many visitors is no nonce.
 * - A render error (or a loader's) is reported once, by `handleError`, to the page server, which
 *   logs it and shows it to staff.
 */
import { createHash } from 'node:crypto';
import createEmotionServer from '@emotion/server/create-instance';
import type { SiteData } from '@site/contract/site-data';
import { prerender } from 'react-dom/static';
import { ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from 'react-router';
import { pageServerOf } from '../lib/page-server';
import { createEmotionCache, ServerEmotionCacheContext } from '../theme/emotion-cache';

/**
 * The CSP hash sources of a document's inline scripts: every `<script>` without `src` whose type
 * the browser executes (none, `module` or a JavaScript MIME type; JSON-LD and JSON are data).
 * @param html the whole document, as sent (a script element's text is raw: what is hashed here
 *   is what the browser hashes)
 * @returns e.g. ["'sha256-…'"], in document order, without repeats
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (type !== '' && type !== 'module' && !/^(?:text|application)\/javascript$/.test(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * Puts the page's critical CSS just before </head>. `<` before `/style` inside a rule becomes
 * its CSS escape, so no rule can end the style element (MUI's React Router example does the same).
 */
function withStyles(html: string, styleTags: string): string {
  const end = html.indexOf('</head>');
  if (end === -1) throw new Error('entry.server: no </head> in the rendered document');
  return html.slice(0, end) + styleTags + html.slice(end);
}

/**
 * Renders one document.
 * @param loadContext the page server's context (web/src/server.ts)
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
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
        pageServerOf(loadContext).pageFailed(error, new URL(request.url).pathname);
      },
    },
  );
  const html = await new Response(prelude).text();
  const chunks = extractCriticalToChunks(html);
  chunks.styles = chunks.styles.map((style) => ({ ...style, css: style.css.replace(/<(?=\/?style\b)/gi, '\\3c ') }));
  const document = withStyles(html, constructStyleTagsFromChunks(chunks));
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

/**
 * Errors of loaders and renders (reactrouter.com/how-to/error-reporting): the page server logs
 * them and lists them for staff. Aborted requests (the visitor left) are not errors.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  pageServerOf(context).pageFailed(error, new URL(request.url).pathname);
};
