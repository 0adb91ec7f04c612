/**
 * One Uppy instance for one photo slot of the project form (spec §2 Upload dialog, §5, §9;
 * issue 4 "Upload flow"). The photo goes straight from the browser to storage:
 * 1. preprocess: POST /api/objects/upload {contentType} → a signed, one-use PUT URL and the
 *    headers it was signed with (stored on the file as its XHR endpoint and headers);
 * 2. upload (@uppy/xhr-upload): PUT of the raw file to that URL, with progress, retry of the
 *    spec's retryable statuses and the server's error message on failure;
 * 3. postprocess: PUT /api/objects/acl {imageURL} → the published '/objects/<uuid>.jpg' path,
 *    kept in the file's response body (Uppy shows 'Processing' meanwhile).
 * Restrictions: one file (a gallery: up to the room it has left, issue 15), images (HEIC by
 * extension too), picked up to 30 MB. Before step 1 the browser downscales each photo to the
 * published size (@uppy/compressor, compressorjs: long side 2400 px, JPEG quality 0.85, EXIF
 * dropped; issue 26: phone photos of 4–12 MB went up whole over LTE); what is sent must be at
 * most 10485760 bytes (spec §5), else that file fails with its reason. The server checks,
 * decodes and re-encodes every photo all the same. The image editor (crop, rotate, flip, zoom) is
 * offered in the dashboard. Each file goes through the steps on its own, so a batch of gallery
 * photos uses the same signed-URL pipeline as one photo.
 */
import Uppy, { type Meta } from '@uppy/core';
import Compressor from '@uppy/compressor';
import ImageEditor from '@uppy/image-editor';
import { publishedPhotoLongSide } from '@site/contract/responsive-image';
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
  // Installed before the preprocessor below, so it runs first (Uppy runs preprocessors in order).
  uppy.use(Compressor, {
    quality: 0.85,
    maxWidth: publishedPhotoLongSide,
    maxHeight: publishedPhotoLongSide,
    limit: 2,
  });
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

  uppy.addPreProcessor(async (fileIDs) => {
    for (const fileID of fileIDs) {
      const file = uppy.getFile(fileID);
      if (!file || file.progress.uploadComplete) continue; // a retry after /acl failed: no new PUT
      const contentType = photoContentType({ name: file.name, type: file.type });
      if (!contentType) {
        uppy.emit('upload-error', file, new Error(notAPhotoMessage));
        continue;
      }
      if (file.size !== null && file.size > maxPhotoBytes) {
        const message = `It is ${formatMegabytes(file.size)} even after resizing: a photo may be at most ${formatMegabytes(maxPhotoBytes)}. Export it smaller, or as a JPEG.`;
        uppy.emit('upload-error', file, new Error(message));
        continue;
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
    }
  });

  uppy.addPostProcessor(async (fileIDs) => {
    for (const fileID of fileIDs) {
      const file = uppy.getFile(fileID);
      const uploadURL = uploadUrls.get(fileID);
      if (!file || file.error || !file.progress.uploadComplete || !uploadURL) continue;
      uppy.emit('postprocess-progress', file, { mode: 'indeterminate', message: 'Processing photo...' });
      try {
        const objectPath = await publishUploadedPhoto(uploadURL);
        const current = uppy.getFile(fileID);
        uppy.setFileState(fileID, { response: { status: 200, ...current.response, body: { objectPath } } });
        uppy.emit('postprocess-complete', uppy.getFile(fileID));
      } catch (error) {
        if (isUnauthorizedError(error)) handlers.onUnauthorized();
        const message = parseApiFailure(error).message || 'Failed to process the photo.';
        uppy.emit('upload-error', uppy.getFile(fileID), new Error(message));
      }
    }
  });

  uppy.on('file-removed', (file) => uploadUrls.delete(file.id));
  return uppy;
}

/** The published path of a finished file of `uppy`, if any. */
export function publishedPath(file: { response?: { body?: PhotoBody } } | undefined): string | null {
  return file?.response?.body?.objectPath ?? null;
}
