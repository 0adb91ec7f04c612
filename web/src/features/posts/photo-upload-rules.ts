/**
 * Rules of one photo upload (spec §5 "Each image upload: one file, at most 10485760 bytes";
 * §9 upload constants and retryable statuses; issue 4 "HEIC photos from phones work").
 */

/** Largest photo sent, bytes (spec §5, §9; the server signs uploads for no more). */
export const maxPhotoBytes = 10_485_760;

/**
 * Largest photo staff may pick, bytes (30 MiB): the browser downscales it to the published size
 * before sending (issue 26: phone photos of 4–12 MB), and what is sent must still be at most
 * maxPhotoBytes. A photo the browser cannot downscale (HEIC outside Safari) goes as it is.
 */
export const maxPickedPhotoBytes = 31_457_280;

/** "10 MB" from a byte count (MiB, one decimal when not whole, as the spec writes 10485760 bytes as 10 MB). */
export function formatMegabytes(bytes: number): string {
  const mb = bytes / 1024 / 1024;
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}

/**
 * Types the file picker and Uppy's restrictions accept: any image type, plus .heic/.heif by
 * extension because phones and some browsers hand HEIC photos over with an empty type.
 */
export const allowedPhotoTypes = ['image/*', '.heic', '.heif'];

const typesByExtension: Record<string, string> = {
  heic: 'image/heic',
  heif: 'image/heif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  tif: 'image/tiff',
  tiff: 'image/tiff',
};

/**
 * The Content-Type to sign and send for a photo: its own type when it is an image type, else
 * one derived from the file name's extension (HEIC with an empty type), else null (not a photo).
 */
export function photoContentType(file: { name?: string | undefined; type?: string | undefined }): string | null {
  const type = (file.type ?? '').split(';')[0]!.trim().toLowerCase();
  if (/^image\/[a-z0-9][a-z0-9.+-]*$/.test(type)) return type;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name ?? '')?.[1]?.toLowerCase();
  return (extension && typesByExtension[extension]) ?? null;
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
export function refusalReason(file: { name?: string | undefined; type?: string | undefined; size?: number | null | undefined } | undefined, message: string): string {
  if (file && !photoContentType(file)) return 'Not a photo. Choose a JPEG, PNG, WebP or HEIC image.';
  if (file?.size && file.size > maxPickedPhotoBytes) return `It is ${formatMegabytes(file.size)}: a photo may be at most ${formatMegabytes(maxPickedPhotoBytes)}.`;
  return message;
}
