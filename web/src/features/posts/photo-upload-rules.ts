/**
 * Rules of one staff photo upload in the browser (spec §9 upload constants and retryable
 * statuses "HEIC photos from phones work"). The byte limit and the accepted types are the
 * contract's (photo-rules.ts), shared with the request form, the upload routes and the pipeline.
 */

import {
  formatMegabytes,
  photoAcceptList,
  photoContentType as contentTypeOf,
  staffPhotoTypes,
} from '@site/contract/photo-rules';
import { publishedPhotoLongSide } from '@site/contract/responsive-image';

/**
 * Largest photo staff may pick, bytes (30 MiB): the browser downscales it to the published size
 * before sending (phone photos of 4–12 MB), and what is sent must still be at most
 * contract photo-rules maxPhotoBytes. A photo the browser cannot downscale (HEIC outside Safari) goes as it is.
 */
export const maxPickedPhotoBytes = 31_457_280;

/**
 * Quality (0–1) of the JPEG or WebP the browser makes of a photo it downscales (ADR 0040; the
 * value @uppy/compressor was given before).
 */
export const downscaleQuality = 0.85;

/** A PNG above this many bytes is sent as a JPEG (compressorjs's `convertSize`, 5 MB, kept). */
export const pngToJpegBytes = 5_000_000;

/**
 * The size a width×height photo is sent at: its long side at most `longSide` (the published
 * master's, contract responsive-image publishedPhotoLongSide), aspect ratio kept, never enlarged.
 */
export function downscaledSize(
  width: number,
  height: number,
  longSide = publishedPhotoLongSide,
): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The type the browser re-encodes a photo of `type` and `bytes` to before sending it, or null to
 * send it as it is: JPEG and WebP stay what they are, a PNG stays a PNG up to pngToJpegBytes and
 * becomes a JPEG above; HEIC/HEIF (most browsers cannot decode it), AVIF (a canvas cannot encode
 * it) and GIF (a canvas keeps one frame) go as they are, and the server decodes them.
 */
export function downscaleType(type: string, bytes: number): 'image/jpeg' | 'image/png' | 'image/webp' | null {
  switch (type.toLowerCase()) {
    case 'image/jpeg':
    case 'image/jpg':
      return 'image/jpeg';
    case 'image/webp':
      return 'image/webp';
    case 'image/png':
      return bytes > pngToJpegBytes ? 'image/jpeg' : 'image/png';
    default:
      return null;
  }
}

/**
 * Types the file picker and Uppy's restrictions accept: the pipeline's photo types (contract
 * photo-rules staffPhotoTypes) and their extensions, since phones and some browsers hand HEIC
 * photos over with an empty type. No TIFF or other image type the pipeline would refuse after
 * the upload.
 */
export const allowedPhotoTypes = photoAcceptList(staffPhotoTypes);

/**
 * The Content-Type to sign and send for a photo: its own type when it is one the pipeline takes,
 * else one derived from the file name's extension (HEIC with an empty type), else null (not a photo
 * we take).
 */
export function photoContentType(file: { name?: string | undefined; type?: string | undefined }): string | null {
  return contentTypeOf(file, staffPhotoTypes);
}

/**
 * May an upload request that answered `status` be tried again (spec §9: 408, 409, 429, 418,
 * 423 and 5xx except 501 and 505)? 0 is a network failure, also worth another try.
 */
export function isRetryableStatus(status: number): boolean {
  if (status === 0) return true;
  if ([408, 409, 418, 423, 429].includes(status)) return true;
  return status >= 500 && status <= 599 && status !== 501 && status !== 505;
}

/** The `message` of a JSON error body (DESIGN §6), else null. */
export function errorBodyMessage(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message;
    }
  } catch {
    // not JSON
  }
  return null;
}

/**
 * Why a picked file was refused, in words for staff (Uppy's own messages name neither the file nor,
 * for a wrong type, what was wrong).
 * @param file the file Uppy refused (undefined when the refusal is about the batch)
 * @param message Uppy's message (kept when none of the rules here explains it, e.g. too many files)
 */
export function refusalReason(
  file: { name?: string | undefined; type?: string | undefined; size?: number | null | undefined } | undefined,
  message: string,
): string {
  if (file && !photoContentType(file)) return 'Not a photo. Choose a JPEG, PNG, WebP or HEIC image.';
  if (file?.size && file.size > maxPickedPhotoBytes)
    return `It is ${formatMegabytes(file.size)}: a photo may be at most ${formatMegabytes(maxPickedPhotoBytes)}.`;
  return message;
}
