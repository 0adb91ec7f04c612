/**
 * The entry of the web's server build (DESIGN §8): React Router's Express adapter
 * (`@react-router/express` createRequestHandler) around this app's server build, with the page
 * server the `api` function passes in (contract/src/page-server.ts) as the loaders' context. The
 * function imports it from `lib/page-server/index.js` (functions/build.mjs copies the server build
 * there; functions/src/routes/pages.ts). The build bundles every dependency (web/vite.config.ts),
 * so the adapter, the router and the routes share one copy of react-router.
 */
import { Readable } from 'node:stream';
import type { PageServer } from '@site/contract/page-server';
import { createRequestHandler } from '@react-router/express';
import { RouterContextProvider, type ServerBuild } from 'react-router';
import * as build from 'virtual:react-router/server-build';
import { pageServerContext } from './lib/page-server';

/** The handler's shape, as Express calls it (req, res, next). */
export type PageHandler = ReturnType<typeof createRequestHandler>;

/**
 * The request as the adapter should read it. Cloud Functions (and their emulator) read the body
 * before the app sees the request and keep its bytes as `req.rawBody`; the adapter would wait for
 * ever on the ended stream (a form post to a route action, ADR 0025). Such a request is handed
 * over with its stream members (those of `Readable`: on, pause, destroy…) answered by a stream of
 * `rawBody`; any other as it is (GET, HEAD; the tests' Express app, which reads nothing).
 */
function withReadableBody(req: Parameters<PageHandler>[0]): Parameters<PageHandler>[0] {
  const raw = (req as { rawBody?: unknown }).rawBody;
  if (!Buffer.isBuffer(raw) || !req.readableEnded) return req;
  const replay = Readable.from([raw]);
  return new Proxy(req, {
    get(target, key) {
      if (!(key in Readable.prototype)) return Reflect.get(target, key, target) as unknown;
      const member = Reflect.get(replay, key, replay) as unknown;
      return typeof member === 'function' ? (member as (...args: unknown[]) => unknown).bind(replay) : member;
    },
  });
}

/**
 * The Express handler of every page.
 * @param server the function instance's page server (functions/src/routes/pages.ts)
 * @returns an Express request handler: it answers pages, their route actions and React Router's
 *   `.data` requests; it passes errors it cannot answer itself to `next`
 */
export function createPageHandler(server: PageServer): PageHandler {
  const handler = createRequestHandler({
    build: build as unknown as ServerBuild,
    mode: 'production',
    getLoadContext: () => new RouterContextProvider(new Map([[pageServerContext, server]])),
  });
  return (req, res, next) => handler(withReadableBody(req), res, next);
}
