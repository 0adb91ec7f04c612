/**
 * Request bodies are bounded before they are parsed, and their text is valid Unicode
 * (DESIGN §11 "Bodies are bounded before parsing", "whatever body arrives, the
 * answer is never a 5xx").
 *
 * Size: every API body is JSON of at most 100 kB (the app's own express.json limit), except the
 * photo a signed upload URL of the local disk store receives (PUT /api/objects/uploads/…: the
 * 10 MB of spec §5, which its receiver enforces to the byte, plus 1 MiB of headroom here). A larger body is answered 413 `{message}` from its Content-Length alone.
 * The host that runs the function parses every body before the app sees it (ADR 0015: the
 * Functions Framework in production, the Functions emulator's runtime locally, both with a 32 MB
 * limit), so the same check also runs in front of the host's own parsers
 * (host-body-errors.ts answerHostBodyErrorsWithJson). A body sent without a Content-Length
 * (chunked) is counted by the app's parser (100 kB), or, when the host parsed it, checked by its
 * raw length here before any route reads it.
 *
 * Unicode: JSON can carry a lone surrogate (`"\ud800"`), which is not a Unicode scalar value: no
 * UTF-8 text can hold it (RFC 8259 §8.2, "unpaired surrogates … the behavior … is unpredictable").
 * Such a string reached Firestore, whose gRPC encoding (protobuf `string`, UTF-8) it broke: the
 * local Firestore refused the request ("The encoded data was not valid for encoding utf-8",
 * INTERNAL), firebase-admin retried it for 7-9 s, and the write ended in a 500. Every string and
 * key of a JSON body is checked once here, before any route: 400 `{message}` at once.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';
import { controlCharacterField, controlCharacterMessage } from '@site/contract/plain-text';
import { maxUploadBytes } from '../services/media/object-store/object-store';

/** Largest API body, bytes: 100 kB, as express.json's `limit: '100kb'` counts it (1024-byte kB). */
export const maxBodyBytes = 100 * 1024;

/** The local disk store's upload target (routes/objects.ts), which receives the photo itself. */
const uploadTarget = /^\/api\/objects\/uploads\/[^/?#]+(?:[?#]|$)/;

/**
 * Headroom over the 10 MB upload limit before these guards step in: the upload receiver
 * (disk-upload-receiver.ts) counts a photo's bytes itself and answers its own 413 ("The file is
 * larger than 10485760 bytes."); far larger bodies never get that far.
 */
const uploadHeadroomBytes = 1024 * 1024;

/** The largest body a request to this method and URL may carry, bytes. */
export function bodyLimitFor(method: string | undefined, url: string | undefined): number {
  return method === 'PUT' && uploadTarget.test(url ?? '') ? maxUploadBytes + uploadHeadroomBytes : maxBodyBytes;
}

/** The 413 body. */
export const tooLargeMessage = 'Request body too large';

/**
 * Is the request's declared body (Content-Length) over its limit? A missing or unreadable length
 * is not judged here (the parsers count those bytes).
 */
export function declaresTooLargeBody(
  method: string | undefined,
  url: string | undefined,
  headers: IncomingHttpHeaders,
): boolean {
  const length = Number(headers['content-length']);
  return Number.isFinite(length) && length > bodyLimitFor(method, url);
}

/**
 * Express middleware for the app: 413 `{message}` for a body over its limit by Content-Length,
 * or by the raw body the host already read (`req.rawBody`, a chunked body), before any route.
 */
export const bodySizeGuard: RequestHandler = (req, res, next) => {
  const raw = (req as { rawBody?: unknown }).rawBody;
  const limit = bodyLimitFor(req.method, req.originalUrl);
  if (declaresTooLargeBody(req.method, req.originalUrl, req.headers) || (Buffer.isBuffer(raw) && raw.length > limit)) {
    req.resume(); // read and thrown away, never parsed (see host-body-errors.ts answerTooLarge)
    res.status(413).set('Cache-Control', 'no-store').json({ message: tooLargeMessage });
    return;
  }
  next();
};

/** The 400 body of a body with a lone surrogate. */
export const invalidUnicodeMessage = 'The request body holds invalid Unicode text (an unpaired surrogate).';

/**
 * A lone surrogate: in a `u` regular expression a well-formed pair is one astral code point, so
 * only an unpaired half has the general category Cs (Surrogate).
 */
const loneSurrogate = /\p{Cs}/u;

/**
 * Does any string or key inside a parsed JSON value hold a lone surrogate? Iterative (no deep
 * recursion). Only what JSON.parse makes is walked: strings, arrays and plain objects; a raw body a
 * host parser left as a Buffer (an uploaded photo) is not text and is skipped.
 */
export function hasIllFormedText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (loneSurrogate.test(item)) return true;
    } else if (Array.isArray(item)) {
      pending.push(...item);
    } else if (
      item !== null &&
      typeof item === 'object' &&
      [Object.prototype, null].includes(Object.getPrototypeOf(item))
    ) {
      for (const [key, child] of Object.entries(item)) {
        if (loneSurrogate.test(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/**
 * Express middleware, after the JSON parser: 400 `{message}` for a body with a lone surrogate;
 * 400 `{message, errors: {field}}` for a string holding a control character (contract plain-text.ts).
 */
export const wellFormedTextGuard: RequestHandler = (req, res, next) => {
  if (hasIllFormedText(req.body)) {
    res.status(400).set('Cache-Control', 'no-store').json({ message: invalidUnicodeMessage });
    return;
  }
  const field = controlCharacterField(req.body);
  if (field !== null) {
    res
      .status(400)
      .set('Cache-Control', 'no-store')
      .json({ message: 'Validation failed', errors: { [field || 'body']: controlCharacterMessage } });
    return;
  }
  next();
};
