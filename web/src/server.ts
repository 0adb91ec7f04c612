/**
 * The entry of the web's server build (issue 21; DESIGN §8): React Router's Express adapter
 * (`@react-router/express` createRequestHandler) around this app's server build, made with the
 * page server the `api` function passes in (contract/src/page-server.ts). The function imports
 * this module from `lib/page-server/index.js` (functions/build.mjs copies the server build there)
 * and serves every page with the handler (functions/src/routes/pages.ts).
 *
 * The build bundles React Router, React and every other dependency into it (web/vite.config.ts),
 * so the function needs none of them as its own dependencies, and the adapter, the router and the
 * routes share one copy of react-router.
 */
import { Readable } from 'node:stream';
import type { PageServer } from '@site/contract/page-server';
import { createRequestHandler } from '@react-router/express';
import { RouterContextProvider, type ServerBuild } from 'react-router';
import * as build from 'virtual:react-router/server-build';
import { pageServerContext } from './lib/page-server';

/** The handler's shape, as Express calls it (req, res, next). */
export type PageHandler = ReturnType<typeof createRequestHandler>;

/** What the adapter reads the body with (`@react-router/node` createReadableStreamFromReadable). */
const bodyStreamMembers = new Set<PropertyKey>([
  'on',
  'once',
  'off',
  'removeListener',
  'addListener',
  'pause',
  'resume',
  'destroy',
  'readable',
  'readableHighWaterMark',
]);

/**
 * The request as the adapter should read it. Cloud Functions (and their emulator) read and parse
 * the body before the app sees the request, keeping its bytes as `req.rawBody`; the adapter reads
 * the request stream, which has ended, and would wait for ever (a form post to a route action,
 * ADR 0025). Such a request is handed over with its stream replaced by one of `rawBody`; any other
 * as it is (a request with no body: GET, HEAD; the local tests' Express app, which reads nothing).
 */
function withReadableBody(req: Parameters<PageHandler>[0]): Parameters<PageHandler>[0] {
  const raw = (req as { rawBody?: unknown }).rawBody;
  if (!Buffer.isBuffer(raw) || !req.readableEnded) return req;
  const replay = Readable.from([raw]);
  return new Proxy(req, {
    get(target, key) {
      if (!bodyStreamMembers.has(key)) return Reflect.get(target, key, target) as unknown;
      const member = Reflect.get(replay, key, replay) as unknown;
      return typeof member === 'function' ? (member as (...args: unknown[]) => unknown).bind(replay) : member;
    },
  });
}

/**
 * The Express handler of every page.
 * @param serverFor the page server of one request: the function instance's data and policies,
 *   with that request's failure report (functions/src/routes/pages.ts)
 * @returns an Express request handler: it answers GET/HEAD of pages and React Router's `.data`
 *   requests; it passes errors it cannot answer itself to `next`
 */
export function createPageHandler(
  serverFor: (req: Parameters<PageHandler>[0], res: Parameters<PageHandler>[1]) => PageServer,
): PageHandler {
  const handler = createRequestHandler({
    build: build as unknown as ServerBuild,
    mode: 'production',
    getLoadContext: (req, res) => new RouterContextProvider(new Map([[pageServerContext, serverFor(req, res)]])),
  });
  return (req, res, next) => handler(withReadableBody(req), res, next);
}
