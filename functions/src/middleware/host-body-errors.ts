/**
 * JSON answers for request bodies the Functions host refuses (issue 13: "Malformed JSON on any
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
 * does (errors.ts bodyErrorAnswer) and passes every other error on unchanged.
 */
import http from 'node:http';
import type { ErrorRequestHandler } from 'express';
import { bodyErrorAnswer } from './errors';

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
  res.status(answer.status).set({ 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' }).json({ message: answer.message });
};

/** What an Express app offers that this needs (host apps come from the host's own copy of Express). */
interface ExpressLike {
  (req: http.IncomingMessage, res: http.ServerResponse): void;
  use(handler: ErrorRequestHandler): unknown;
  handle: unknown;
  set: unknown;
}

const isExpressApp = (value: unknown): value is ExpressLike =>
  typeof value === 'function' && ['use', 'handle', 'set'].every((key) => typeof (value as unknown as Record<string, unknown>)[key] === 'function');

let installed = false;

/**
 * Makes every Express app later given to `http.createServer` in this process answer body-parser
 * errors with JSON (hostBodyErrorHandler, appended to its stack). Idempotent. Servers of other
 * listeners, and every other error, are left as they are.
 */
export function answerHostBodyErrorsWithJson(): void {
  if (installed) return;
  installed = true;
  const createServer = http.createServer;
  const patched = function (this: unknown, ...args: unknown[]) {
    const app = args.find(isExpressApp);
    app?.use(hostBodyErrorHandler);
    return (createServer as (...a: unknown[]) => http.Server).apply(this, args);
  };
  http.createServer = patched as typeof http.createServer;
}
