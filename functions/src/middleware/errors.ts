/**
 * The API's last handlers (DESIGN §6: errors are JSON `{message}`): unknown paths give a 404,
 * malformed JSON a 400, anything else a 500 without internals (no stack traces leave the server).
 */
import type { ErrorRequestHandler, RequestHandler } from 'express';

/** 404 `{message}` for any path no route answered (issue 2: "Unknown /api/* path: 404 JSON"). */
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
 * Turns a thrown error into a JSON response. body-parser's `entity.parse.failed` becomes
 * 400 `{message: "Malformed JSON body"}`; other client errors that are safe to show
 * (`expose`) keep their message; every other error is logged and answered with
 * 500 `{message: "Internal server error"}`.
 */
export const errorHandler: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const http = (typeof error === 'object' && error !== null ? error : {}) as HttpError;
  const status = Number(http.status ?? http.statusCode);
  if (http.type === 'entity.parse.failed') {
    res.status(400).json({ message: 'Malformed JSON body' });
  } else if (status >= 400 && status < 500 && http.expose === true && typeof http.message === 'string') {
    res.status(status).json({ message: http.message });
  } else {
    console.error('request failed', error);
    res.status(500).json({ message: 'Internal server error' });
  }
};
