/**
 * One visitor photo, from the browser straight to storage ("Visitor photo uploads"):
 * 1. POST /api/leads/uploads {contentType} → a signed URL for one PUT (and the headers it was
 *    signed with, which the PUT must send exactly);
 * 2. PUT the file there, with upload progress (XMLHttpRequest: fetch reports no upload progress);
 * 3. POST /api/leads/photos {uploadURL} → the API checks, re-encodes and strips the photo and
 *    keeps it privately; `{photoId}` goes into the request's `photoIds`.
 * Failures throw `Error("{status}: {body}")` (spec §8) or, without an answer, a TypeError.
 */
import { leadPhotoCreatedSchema } from '@site/contract/lead';
import { apiPaths } from '@site/contract/request-conventions';
import { z } from 'zod';
import { parseApiFailure } from '../../../lib/api-failure';
import { apiRequest } from '../../../lib/api-client';

/** The upload ticket: the signed URL and any headers signed into it (GCS extension headers). */
const uploadTicketSchema = z.object({
  uploadURL: z.string().min(1),
  headers: z.record(z.string(), z.string()).optional(),
});

/** PUT `file` to `url` with `headers`, reporting progress 0…1. */
function putFile(
  url: string,
  file: Blob,
  headers: Record<string, string>,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) {
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300
        ? resolve()
        : reject(new Error(`${xhr.status}: ${xhr.responseText || xhr.statusText}`));
    xhr.onerror = () => reject(new TypeError('Network error during the upload'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

export interface UploadOptions {
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
}

/**
 * Uploads one photo and returns its id.
 * @param contentType the type to sign and send (photo-rules.ts photoContentType)
 * @throws Error "{status}: {text}", TypeError (no answer), DOMException AbortError (cancelled)
 */
export async function uploadPhoto(
  file: Blob,
  contentType: string,
  { onProgress, signal }: UploadOptions,
): Promise<string> {
  const ticket = uploadTicketSchema.parse(
    await (await apiRequest('POST', apiPaths.leadUploads, { contentType })).json(),
  );
  signal.throwIfAborted();
  await putFile(ticket.uploadURL, file, { 'content-type': contentType, ...ticket.headers }, onProgress, signal);
  signal.throwIfAborted();
  const res = await apiRequest('POST', apiPaths.leadPhotos, { uploadURL: ticket.uploadURL });
  return leadPhotoCreatedSchema.parse(await res.json()).photoId;
}

/** What to tell the visitor about a failed upload. */
export function uploadFailureMessage(error: unknown): string {
  if (error instanceof TypeError) return 'Upload failed: no connection. Check your connection and try again.';
  const { status, message } = parseApiFailure(error);
  if (status === 429)
    return 'Too many uploads from this connection. Wait a few minutes, or send your request without this photo.';
  if (status !== null && status >= 400 && status < 500 && message && !message.startsWith('<')) return message;
  return 'Upload failed. Please try again.';
}
