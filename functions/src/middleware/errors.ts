/**
 * The API's last handlers (DESIGN §6: errors are JSON `{message}`): unknown paths give a 404,
 * malformed JSON a 400 (on any /api write), anything else a 500 without internals (no
 * stack traces leave the server).
 */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { logger } from 'firebase-functions/logger';

/** 404 `{message}` for any path no route answered ("Unknown /api/* path: 404 JSON"). */
export const notFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `Not found: ${req.method} ${req.path.slice(0, 200)}` });
};

/** Shape of the errors thrown by express.json (body-parser / http-errors). */
interface HttpError {
  status?: unknown;
  statusCode?: unknown;
  type?: unknown;
  expose?: unknown;
  message?: unknown;
}

/**
 * The JSON answer to a request body the parser refused (body-parser's error `type`s: malformed
 * JSON, too large, an unsupported encoding or charset), or null for any other error. Used by the
 * app's error handler and by the Functions host's (host-body-errors.ts), which parses bodies
 * before the app sees them.
 */
export function bodyErrorAnswer(error: unknown): { status: number; message: string } | null {
  const { type, status } = (typeof error === 'object' && error !== null ? error : {}) as HttpError;
  if (type === 'entity.parse.failed') return { status: 400, message: 'Malformed JSON body' };
  if (type === 'entity.too.large') return { status: 413, message: 'Request body too large' };
  if (type === 'encoding.unsupported' || type === 'charset.unsupported')
    return { status: 415, message: 'Unsupported request body encoding' };
  if (type === 'request.aborted' || type === 'request.size.invalid' || type === 'stream.encoding.set') {
    return {
      status: Number(status) >= 400 && Number(status) < 500 ? Number(status) : 400,
      message: 'Invalid request body',
    };
  }
  return null;
}

/**
 * Turns a thrown error into a JSON response. body-parser's refusals become bodyErrorAnswer's
 * (`entity.parse.failed`: 400 `{message: "Malformed JSON body"}`); other client errors that are safe to show
 * (`expose`) keep their message; every other error is logged once, at ERROR with its stack
 * and the request id (Cloud Error Reporting groups it), and answered with
 * 500 `{message: "Internal server error"}`. The request's own log line (request-log.ts) then
 * carries only the status.
 */
export const errorHandler: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
  if (res.headersSent) {
    // Too late for a JSON answer: log it once here and end the connection (what Express's
    // final handler would do, minus its second, unstructured log line).
    logger.error('request failed after the response started', error, { requestId: res.locals.requestId });
    res.destroy();
    return;
  }
  const http = (typeof error === 'object' && error !== null ? error : {}) as HttpError;
  const status = Number(http.status ?? http.statusCode);
  const bodyError = bodyErrorAnswer(error);
  if (bodyError) {
    res.status(bodyError.status).set('Cache-Control', 'no-store').json({ message: bodyError.message });
  } else if (status >= 400 && status < 500 && http.expose === true && typeof http.message === 'string') {
    res.status(status).json({ message: http.message });
  } else {
    logger.error('request failed', error, { requestId: res.locals.requestId });
    res.status(500).json({ message: 'Internal server error' });
  }
};
