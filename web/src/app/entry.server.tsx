/**
 * Server entry, used only at build time: with `ssr: false` React Router renders the root
 * route into index.html (and, from issue 5, prerenders public pages). Static generation
 * waits for the whole page (`allReady`), like the default entry does for SPA mode; no runtime
 * server and no bot detection are needed. Issue 5 hooks critical-CSS extraction in here.
 */
import { renderToReadableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';

/** Renders one document for the build. */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  let status = responseStatusCode;
  const stream = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    onError(error: unknown) {
      status = 500;
      console.error(error);
    },
  });
  await stream.allReady;
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(stream, { headers: responseHeaders, status });
}
