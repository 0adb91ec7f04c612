/**
 * One structured log line per request, through the firebase-functions logger (Cloud Logging
 * reads its JSON: firebase.google.com/docs/functions/writing-and-viewing-logs), and the request id
 * every other line of the request carries (DESIGN §13 "Observability").
 *
 * The line holds: requestId, method, route (the Express route pattern, e.g.
 * `/api/posts/:idOrSlug`, never the URL: ids, slugs and query strings stay out), status,
 * latencyMs, whether a staff session was present, and `aborted` when the client went away first.
 * Never the URL, query, headers, cookies, body, IP or user agent: no personal data (DECISIONS
 * "Logs"). Cloud Run's own request log (run.googleapis.com/requests) still records URLs.
 */
import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { logger } from 'firebase-functions/logger';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** This request's id (requestLog); error lines carry it too. */
      requestId?: string;
    }
  }
}

/** Response header carrying the request id, so a visitor or staff member can quote it. */
export const requestIdHeader = 'X-Request-Id';

/** Route of a request no route matched (404s, and errors before routing). */
export const unmatchedRoute = '(unmatched)';

/** What a request log line holds besides severity and message. */
export interface RequestLogFields {
  requestId: string;
  method: string;
  route: string;
  status: number;
  latencyMs: number;
  staff: boolean;
  aborted?: true;
}

/**
 * The request id: the Cloud Trace id of the request when the platform sent one
 * (`X-Cloud-Trace-Context: <32 hex>/<span>` or W3C `traceparent`), so our lines and Cloud Run's
 * request log share it; else a random UUID. Only well-formed hex ids are taken from headers.
 */
export function requestIdOf(req: Pick<Request, 'get'>): string {
  const cloudTrace = /^([0-9a-f]{32})\//i.exec(req.get('x-cloud-trace-context') ?? '')?.[1];
  const traceparent = /^[0-9a-f]{2}-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/i.exec(req.get('traceparent') ?? '')?.[1];
  return (cloudTrace ?? traceparent ?? randomUUID()).toLowerCase();
}

/**
 * Records the pattern of the last route Express matched: the router assigns `req.route` when a
 * route matches, while `req.baseUrl` is still its mount path (expressjs/router index.js), so the
 * full pattern is `baseUrl + route.path` at that moment; later routers reset baseUrl.
 * @returns a getter of the pattern, or undefined when no route matched
 */
function trackRoutePattern(req: Request): () => string | undefined {
  let pattern: string | undefined;
  let current: unknown = req.route;
  Object.defineProperty(req, 'route', {
    configurable: true,
    enumerable: true,
    get: () => current,
    set: (route: { path?: unknown } | undefined) => {
      current = route;
      const path = route?.path;
      // A router's own root ('/') is the mount path itself: /api/services, not /api/services/.
      if (typeof path === 'string') pattern = path === '/' && req.baseUrl ? req.baseUrl : `${req.baseUrl}${path}`;
      else if (Array.isArray(path)) pattern = `${req.baseUrl}${path.join('|')}`;
    },
  });
  return () => pattern;
}

/** Where request lines go: the firebase-functions logger (a parameter for tests). */
export type LogWriter = (entry: { severity: 'INFO' | 'WARNING'; message: string } & RequestLogFields) => void;

/**
 * The middleware; mount it first. Sets `res.locals.requestId` and the X-Request-Id header, then
 * logs one line when the response is finished or the connection closed: INFO, or WARNING for a
 * 5xx (its error is logged once, with its stack, by the error handler at ERROR).
 * @param write the log sink; default firebase-functions `logger.write`
 */
export function requestLog(write: LogWriter = (entry) => logger.write(entry)): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdOf(req);
    const routePattern = trackRoutePattern(req);
    res.locals.requestId = requestId;
    res.setHeader(requestIdHeader, requestId);
    let logged = false;
    const done = () => {
      if (logged) return;
      logged = true;
      const latencyMs = Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
      const route = routePattern() ?? (req.baseUrl ? `${req.baseUrl}/*` : unmatchedRoute);
      const fields: RequestLogFields = {
        requestId,
        method: req.method,
        route,
        status: res.statusCode,
        latencyMs,
        staff: Boolean(res.locals.staff),
        ...(res.writableFinished ? {} : { aborted: true as const }),
      };
      write({
        severity: res.statusCode >= 500 ? 'WARNING' : 'INFO',
        message: `${fields.method} ${route} ${fields.status} ${latencyMs} ms${fields.aborted ? ' (client closed)' : ''}`,
        ...fields,
      });
    };
    res.once('finish', done);
    res.once('close', done);
    next();
  };
}
