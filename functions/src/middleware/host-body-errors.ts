/**
 * JSON answers for request bodies the Functions host refuses ("Malformed JSON on any
 * /api write answers 400 JSON {message} (today the emulator answers an HTML page with a stack
 * trace)"); ADR 0015.
 *
 * Our Express app never sees such a request. The host that runs the function parses every body
 * before calling it, with body-parser (json, text, urlencoded, raw), in an Express app of its own:
 * in production the Functions Framework (functions-framework-nodejs src/server.ts getServer), on
 * the local stack the Functions emulator's runtime (firebase-tools functionsEmulatorRuntime.js).
 * A parse error goes to that app's default error handler, which answers HTML: "Bad Request" in
 * production, the stack trace elsewhere. firebase-functions' onRequest adds nothing in between.
 *
 * Both hosts load the function's module first and only then build their Express app and hand it
 * to `http.createServer` (the emulator through `app.listen`). So, installed from index.ts at load,
 * answerHostBodyErrorsWithJson wraps `http.createServer` once: an Express app passed to it gets,
 * at the end of its stack, an error handler that answers body-parser errors the way our own app
 * does (errors.ts bodyErrorAnswer) and passes every other error on unchanged; and in front of it,
 * before the host's body parsers read a byte, the size check of request-body-guards.ts: a body
 * whose Content-Length is over its limit (100 kB; an upload to the local disk store 10 MB) is
 * answered 413 `{message}` and never parsed (the hosts' own limit is 32 MB).
 */
import http from 'node:http';
import type { ErrorRequestHandler } from 'express';
import { bodyErrorAnswer } from './errors';
import { declaresTooLargeBody, tooLargeMessage } from './request-body-guards';

/**
 * Error middleware for the host's app: a refused body → `{message}` with its status (400 for
 * malformed JSON), `Cache-Control: no-store`; anything else → next(error).
 */
export const hostBodyErrorHandler: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  const answer = bodyErrorAnswer(error);
  if (!answer || res.headersSent) {
    next(error);
    return;
  }
  res.removeHeader('X-Powered-By');
  res
    .status(answer.status)
    .set({ 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' })
    .json({ message: answer.message });
};

/**
 * The 413 JSON answer, written without Express (the host's app never sees the request). The body
 * is read and thrown away, never parsed: closing the connection on a sender still writing makes
 * it fail with EPIPE, and the Functions emulator, which forwards the body to the function, does
 * not survive that.
 */
function answerTooLarge(req: http.IncomingMessage, res: http.ServerResponse): void {
  req.resume();
  const body = JSON.stringify({ message: tooLargeMessage });
  res.writeHead(413, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(body);
}

/**
 * The host app behind the size check: a request whose declared body is over its limit is answered
 * 413 before the app (and its body parsers) runs.
 */
export function withBodySizeCheck(app: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  return (req: http.IncomingMessage, res: http.ServerResponse): void => {
    if (declaresTooLargeBody(req.method, req.url, req.headers)) answerTooLarge(req, res);
    else app(req, res);
  };
}

/** What an Express app offers that this needs (host apps come from the host's own copy of Express). */
interface ExpressLike {
  (req: http.IncomingMessage, res: http.ServerResponse): void;
  use(handler: ErrorRequestHandler): unknown;
  handle: unknown;
  set: unknown;
}

const isExpressApp = (value: unknown): value is ExpressLike =>
  typeof value === 'function' &&
  ['use', 'handle', 'set'].every((key) => typeof (value as unknown as Record<string, unknown>)[key] === 'function');

let installed = false;

/**
 * Makes every Express app later given to `http.createServer` in this process answer body-parser
 * errors with JSON (hostBodyErrorHandler, appended to its stack) and refuse oversized bodies before
 * parsing them (withBodySizeCheck). Idempotent. Servers of other listeners, and every other error,
 * are left as they are.
 */
export function answerHostBodyErrorsWithJson(): void {
  if (installed) return;
  installed = true;
  const createServer = http.createServer;
  const patched = function (this: unknown, ...args: unknown[]) {
    const at = args.findIndex(isExpressApp);
    const app = at >= 0 ? (args[at] as ExpressLike) : undefined;
    if (app) {
      app.use(hostBodyErrorHandler);
      args[at] = withBodySizeCheck(app);
    }
    return (createServer as (...a: unknown[]) => http.Server).apply(this, args);
  };
  http.createServer = patched as typeof http.createServer;
}
