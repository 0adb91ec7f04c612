/**
 * Receiving one PUT to a disk upload URL (DESIGN §4): the local stand-in for a Cloud Storage
 * signed-URL PUT, with the same checks GCS applies (signature, expiry, signed headers, size range,
 * create-only) so browser code that works locally works in production.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, rename, rm, writeFile } from 'node:fs/promises';
import type { Request } from 'express';
import { verifyUploadGrant } from './disk-upload-signing';
import { isImageContentType, maxUploadBytes, uploadExtensionHeaders } from './object-store';

/** Where the receiver keeps one upload: the final file, its in-progress file and its claim. */
export interface UploadFiles {
  data: string;
  part: string;
  claim: string;
}

/** The HTTP answer to an upload PUT. */
export interface UploadAnswer {
  status: number;
  message?: string;
  etag?: string;
}

/**
 * Checks and stores the body of an upload PUT.
 * Order: signature (403), expiry (403 "Request has expired", spec §8), signed headers (403),
 * content type (403 when it differs from the signed one, else 415 unless image/*), declared size
 * (413), one use (412, as GCS answers `x-goog-if-generation-match: 0` on an existing object),
 * then the body is streamed to disk with a byte counter: over maxUploadBytes → 413 and nothing
 * kept. A failed PUT releases its claim, so the URL can be retried until it succeeds once.
 * Bodies a framework already buffered (`req.rawBody`, the Functions emulator's raw parser) are
 * used as they are.
 * @param secret the signing key; @param files where this object's files go; @param nowMs clock
 * @returns the answer to send (200 with an MD5 ETag on success)
 */
export async function receiveUpload(
  req: Request,
  objectName: string,
  secret: Buffer,
  files: (name: string) => UploadFiles,
  nowMs: number,
): Promise<UploadAnswer> {
  const check = verifyUploadGrant(secret, objectName, req.query as Record<string, unknown>, nowMs);
  if (!check.ok) {
    return {
      status: 403,
      message: check.reason === 'expired' ? 'Request has expired' : 'Invalid upload URL signature.',
    };
  }
  for (const [name, value] of Object.entries(uploadExtensionHeaders)) {
    if (req.get(name) !== value) return { status: 403, message: `The upload must send the header ${name}: ${value}.` };
  }
  const contentType = req.get('content-type');
  if (check.grant.contentType && contentType !== check.grant.contentType) {
    return { status: 403, message: `The upload must send Content-Type: ${check.grant.contentType}.` };
  }
  if (!isImageContentType(contentType)) return { status: 415, message: 'Only image uploads are accepted.' };
  const tooLarge: UploadAnswer = { status: 413, message: `The file is larger than ${maxUploadBytes} bytes.` };
  if (Number(req.get('content-length') ?? 0) > maxUploadBytes) return tooLarge;

  const paths = files(objectName);
  try {
    await (await open(paths.claim, 'wx')).close();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return { status: 412, message: 'This upload URL was already used.' };
    throw error;
  }
  try {
    const stored = await writeBody(req, paths.part);
    if (stored === 'too-large') {
      await rm(paths.part, { force: true });
      await rm(paths.claim, { force: true });
      return tooLarge;
    }
    await rename(paths.part, paths.data);
    return { status: 200, etag: `"${stored.md5}"` };
  } catch (error) {
    await rm(paths.part, { force: true });
    await rm(paths.claim, { force: true });
    throw error;
  }
}

/** The body a framework already read, if any (Functions emulator / functions-framework raw parsers). */
function bufferedBody(req: Request): Buffer | undefined {
  const raw = (req as Request & { rawBody?: unknown }).rawBody;
  if (Buffer.isBuffer(raw)) return raw;
  return Buffer.isBuffer(req.body) ? req.body : undefined;
}

/** Writes the request body to `file` (created, never overwritten), counting bytes. */
async function writeBody(req: Request, file: string): Promise<{ md5: string } | 'too-large'> {
  const buffered = bufferedBody(req);
  if (buffered) {
    if (buffered.length > maxUploadBytes) return 'too-large';
    await writeFile(file, buffered, { flag: 'wx', mode: 0o600 });
    return { md5: createHash('md5').update(buffered).digest('hex') };
  }
  return new Promise((resolve, reject) => {
    const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
    const hash = createHash('md5');
    let size = 0;
    let over = false;
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      out.destroy();
      reject(error);
    };
    req.on('data', (chunk: Buffer) => {
      if (over) return; // drain the rest, so the client reads the 413 instead of a reset
      size += chunk.length;
      if (size > maxUploadBytes) {
        over = true;
        out.destroy();
        req.resume();
        return;
      }
      hash.update(chunk);
      if (!out.write(chunk)) {
        req.pause();
        out.once('drain', () => req.resume());
      }
    });
    req.on('end', () => {
      if (settled) return;
      if (over) {
        settled = true;
        resolve('too-large');
        return;
      }
      out.end(() => {
        if (settled) return;
        settled = true;
        resolve({ md5: hash.digest('hex') });
      });
    });
    req.on('error', fail);
    req.on('close', () => {
      if (!req.complete) fail(new Error('upload aborted by the client'));
    });
    out.on('error', (error) => {
      if (!over) fail(error);
    });
  });
}
