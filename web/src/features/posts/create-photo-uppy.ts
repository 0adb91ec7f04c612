/**
 * One Uppy instance for one photo slot of the project form (spec §2 Upload dialog, §5, §9;
 * ADR 0040). The photo goes straight from the browser to storage:
 * 0. downscale: from the moment a photo is picked, a Web Worker downscales it to the published
 *    size (photo-downscaler.ts: long side contract publishedPhotoLongSide, JPEG/WebP quality 0.85,
 *    turned as its EXIF orientation says, EXIF dropped), several photos at once; the preprocessor
 *    below waits for it, and sends the photo as it is where the browser cannot decode it (HEIC
 *    outside Safari);
 * 1. preprocess, every file at once: POST /api/objects/upload {contentType} → a signed, one-use
 *    PUT URL and the headers it was signed with (stored on the file as its XHR endpoint and
 *    headers); what is sent must be at most contract maxPhotoBytes (spec §5), else that file fails
 *    with its reason;
 * 2. upload (@uppy/xhr-upload): PUT of the file to that URL, three at a time, with progress, retry
 *    of the spec's retryable statuses and the server's error message on failure;
 * 3. publish: as soon as a file's PUT has succeeded (while the others still go up; one publish
 *    at a time), PUT /api/objects/acl {imageURL} → the published '/objects/<uuid>.jpg' path; the postprocessor
 *    waits for it and keeps it in the file's response body (Uppy shows 'Processing' meanwhile).
 * Restrictions: one file (a gallery: up to the room it has left), images (HEIC by extension too),
 * picked up to 30 MB. The server checks, decodes and re-encodes every photo all the same. The
 * image editor (crop, rotate, flip, zoom) is offered in the dashboard; an edited photo is
 * downscaled again.
 */
import Uppy, { type Meta, type UppyFile } from '@uppy/core';
import { TaskQueue } from '@uppy/core/utils';
import ImageEditor from '@uppy/image-editor';
import XHRUpload from '@uppy/xhr-upload';
import { isUnauthorizedError } from '../../lib/api-client';
import { parseApiFailure } from '../../lib/api-failure';
import { publishUploadedPhoto } from './api/publish-uploaded-photo';
import { requestUploadTicket } from './api/request-upload-ticket';
import { formatMegabytes, maxPhotoBytes } from '@site/contract/photo-rules';
import {
  allowedPhotoTypes,
  errorBodyMessage,
  isRetryableStatus,
  maxPickedPhotoBytes,
  photoContentType,
} from './photo-upload-rules';
import { downscaleOffMainThread } from './photo-downscaler';

/** File meta of a photo: Uppy's name/type plus the alt text field of the dashboard. */
export type PhotoMeta = Meta & { alt?: string };
/** Response body of a finished photo: where it was published. */
export type PhotoBody = { objectPath?: string };
/** The Uppy type of a photo slot. */
export type PhotoUppy = Uppy<PhotoMeta, PhotoBody>;

/** What the slot does when the API answers 401 or cannot issue an upload URL. */
export interface PhotoUppyHandlers {
  onUnauthorized: () => void;
  onUploadUrlError: () => void;
}

/** Message of a file that is not a photo by type or name. */
export const notAPhotoMessage = 'This file is not a photo. Choose a JPEG, PNG, WebP or HEIC image.';

/** Uppy restrictions of a photo slot taking at most `maxFiles` files at once. */
export function photoRestrictions(maxFiles: number) {
  return { maxNumberOfFiles: maxFiles, maxFileSize: maxPickedPhotoBytes, allowedFileTypes: allowedPhotoTypes };
}

/**
 * Creates the Uppy instance of one slot (call once per slot; destroy() it on unmount).
 * @param id unique id of the instance, e.g. 'beforeImageUrl'
 * @param maxFiles files one batch may hold (1 for before/after; change it later with
 *   `uppy.setOptions({ restrictions: photoRestrictions(n) })`)
 */
export function createPhotoUppy(id: string, handlers: PhotoUppyHandlers, maxFiles = 1): PhotoUppy {
  const uppy: PhotoUppy = new Uppy<PhotoMeta, PhotoBody>({
    id,
    autoProceed: false,
    allowMultipleUploadBatches: true,
    restrictions: photoRestrictions(maxFiles),
  });
  uppy.use(ImageEditor, { quality: 0.9 });
  uppy.use(XHRUpload<PhotoMeta, PhotoBody>, {
    endpoint: '', // set per file by the preprocessor below
    method: 'PUT',
    formData: false,
    limit: 3, // a gallery batch: three PUTs at a time
    timeout: 60_000,
    shouldRetry: (xhr) => isRetryableStatus(xhr.status),
    onAfterResponse: (xhr) => {
      if (xhr.status >= 400) {
        throw new Error(
          errorBodyMessage(xhr.responseText) ?? `Failed request with status: ${xhr.status}. ${xhr.statusText}`,
        );
      }
    },
    getResponseData: () => ({}), // the storage PUT answers with an empty body
  });

  const uploadUrls = new Map<string, string>();
  const published = new Map<string, Promise<string>>();
  // One publish at a time: each is CPU-bound work on the function's one vCPU (functions/src/index.ts),
  // so more at once would only make each slower, towards its 60 s timeout.
  const publishQueue = new TaskQueue({ concurrency: 1 });
  /** The Blob to send for each picked (or edited) Blob, once started. */
  const downscaled = new WeakMap<Blob, Promise<Blob>>();

  const downscale = (file: UppyFile<PhotoMeta, PhotoBody>): Promise<Blob> | null => {
    const data = file.data;
    if (file.isRemote || !(data instanceof Blob)) return null;
    let pending = downscaled.get(data);
    if (!pending) {
      pending = downscaleOffMainThread(data, file.type || data.type).catch(() => data);
      downscaled.set(data, pending);
    }
    return pending;
  };
  uppy.on('file-added', (file) => void downscale(file));
  uppy.on('file-editor:complete', (file) => void downscale(file));

  /** Puts the downscaled Blob in place of the picked one (a PNG that became a JPEG is renamed). */
  const takeDownscaled = (fileID: string, data: Blob) => {
    const file = uppy.getFile(fileID);
    if (data === file.data) return;
    downscaled.set(data, Promise.resolve(data)); // a retry does not downscale it again
    const renamed = data.type !== file.type && data.type === 'image/jpeg';
    const name = renamed ? `${(file.meta.name ?? 'photo').replace(/\.[^.]*$/, '')}.jpg` : file.meta.name;
    uppy.setFileState(fileID, {
      data,
      size: data.size,
      type: data.type,
      ...(renamed ? { name, extension: 'jpg' } : {}),
      meta: { ...file.meta, type: data.type, name },
    });
  };

  const prepare = async (fileID: string) => {
    const picked = uppy.getFile(fileID);
    if (!picked || picked.progress.uploadComplete) return; // a retry after /acl failed: no new PUT
    const pending = downscale(picked);
    if (pending) {
      uppy.emit('preprocess-progress', picked, { mode: 'indeterminate', message: 'Resizing photo...' });
      const data = await pending;
      if (!uppy.getFile(fileID)) return; // removed meanwhile
      takeDownscaled(fileID, data);
    }
    const file = uppy.getFile(fileID);
    const contentType = photoContentType({ name: file.name, type: file.type });
    if (!contentType) {
      uppy.emit('upload-error', file, new Error(notAPhotoMessage));
      return;
    }
    if (file.size !== null && file.size > maxPhotoBytes) {
      const message = `It is ${formatMegabytes(file.size)} even after resizing: a photo may be at most ${formatMegabytes(maxPhotoBytes)}. Export it smaller, or as a JPEG.`;
      uppy.emit('upload-error', file, new Error(message));
      return;
    }
    uppy.emit('preprocess-progress', file, { mode: 'indeterminate', message: 'Preparing upload...' });
    try {
      const ticket = await requestUploadTicket(contentType);
      uploadUrls.set(fileID, ticket.uploadURL);
      uppy.setFileState(fileID, {
        xhrUpload: { endpoint: ticket.uploadURL, headers: { 'content-type': contentType, ...ticket.headers } },
      });
      uppy.emit('preprocess-complete', uppy.getFile(fileID));
    } catch (error) {
      if (isUnauthorizedError(error)) handlers.onUnauthorized();
      else handlers.onUploadUrlError();
      uppy.emit('preprocess-complete', uppy.getFile(fileID));
      uppy.emit('upload-error', uppy.getFile(fileID), new Error('Failed to get upload URL.'));
    }
  };
  uppy.addPreProcessor(async (fileIDs) => {
    await Promise.all(fileIDs.map(prepare));
  });

  // Publishing starts as each PUT succeeds, while the other files still go up.
  const publish = (fileID: string) => {
    const uploadURL = uploadUrls.get(fileID);
    if (!uploadURL || published.has(fileID)) return;
    const pending = publishQueue.add(() => publishUploadedPhoto(uploadURL));
    pending.catch(() => undefined); // handled by the postprocessor
    published.set(fileID, pending);
  };
  uppy.on('upload-success', (file) => {
    if (file) publish(file.id);
  });

  uppy.addPostProcessor(async (fileIDs) => {
    const finish = async (fileID: string) => {
      const file = uppy.getFile(fileID);
      if (!file || file.error || !file.progress.uploadComplete || !uploadUrls.has(fileID)) return;
      uppy.emit('postprocess-progress', file, { mode: 'indeterminate', message: 'Processing photo...' });
      publish(fileID); // a retry of a publish that failed
      try {
        const objectPath = await published.get(fileID)!;
        const current = uppy.getFile(fileID);
        uppy.setFileState(fileID, { response: { status: 200, ...current.response, body: { objectPath } } });
        uppy.emit('postprocess-complete', uppy.getFile(fileID));
      } catch (error) {
        published.delete(fileID);
        if (isUnauthorizedError(error)) handlers.onUnauthorized();
        const message = parseApiFailure(error).message || 'Failed to process the photo.';
        uppy.emit('upload-error', uppy.getFile(fileID), new Error(message));
      }
    };
    await Promise.all(fileIDs.map(finish));
  });

  uppy.on('file-removed', (file) => {
    uploadUrls.delete(file.id);
    published.delete(file.id);
  });
  return uppy;
}

/** The published path of a finished file of `uppy`, if any. */
export function publishedPath(file: { response?: { body?: PhotoBody } } | undefined): string | null {
  return file?.response?.body?.objectPath ?? null;
}
