/**
 * The one home of the photo upload rules (the 10 MB limit was written 3 times and the
 * accepted types 4 times, and they disagreed: the staff picker offered TIFF, which the pipeline
 * refuses after the upload). Used by the staff photo picker (web features/posts), the request
 * form (web features/request-form), both upload routes (functions routes/objects.ts and
 * routes/leads.ts), the disk store's upload receiver and the lead input schema. The variant
 * widths and formats of a published photo are in responsive-image.ts.
 */

/** Largest photo sent in one upload, bytes (spec §5 "Each image upload: one file, at most 10485760 bytes"; §9). */
export const maxPhotoBytes = 10_485_760;

/**
 * The photo types the image pipeline decodes (functions image-pipeline/detect-image-type.ts reads
 * them from the bytes: JPEG, PNG, WebP, AVIF and GIF through libvips, HEIC/HEIF through libheif;
 * "HEIC photos from phones work"), each with the file extensions that name it.
 */
export const photoTypeExtensions = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/avif': ['avif'],
  'image/gif': ['gif'],
  'image/heic': ['heic'],
  'image/heif': ['heif'],
} as const;

/** A MIME type the pipeline decodes. */
export type PhotoType = keyof typeof photoTypeExtensions;

/** Every type staff may upload (the pipeline's). */
export const staffPhotoTypes = Object.keys(photoTypeExtensions) as PhotoType[];

/** The types a visitor may attach to a request ("JPEG/PNG/WebP/HEIC"). */
export const requestPhotoTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
] as const satisfies readonly PhotoType[];

/** Is `value` (a Content-Type without parameters) one of the pipeline's photo types? */
export function isPhotoType(value: string | undefined): value is PhotoType {
  return typeof value === 'string' && Object.hasOwn(photoTypeExtensions, value);
}

/**
 * What a file picker accepts for `types`: the MIME types and their extensions (phones and some
 * browsers hand HEIC photos over with an empty type, so the extension is what lets them through).
 * @returns e.g. ['image/jpeg', 'image/heic', '.jpg', '.jpeg', '.heic']
 */
export function photoAcceptList(types: readonly PhotoType[]): string[] {
  return [...types, ...types.flatMap((type) => photoTypeExtensions[type].map((extension) => `.${extension}`))];
}

/**
 * The Content-Type to sign and send for a picked file: its own type when that is one of `types`;
 * when it has no type (or `application/octet-stream`), the type its name's extension stands for
 * if that is one of `types`; else null (not a photo we take).
 * @param file a File or Uppy file: its name and declared type
 * @param types the accepted types (staffPhotoTypes or requestPhotoTypes)
 */
export function photoContentType(
  file: { name?: string | undefined; type?: string | undefined },
  types: readonly PhotoType[],
): PhotoType | null {
  const type = (file.type ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== '' && type !== 'application/octet-stream')
    return (types as readonly string[]).includes(type) ? (type as PhotoType) : null;
  const extension = /\.([a-z0-9]+)$/iu.exec(file.name ?? '')?.[1]?.toLowerCase() ?? '';
  return types.find((candidate) => (photoTypeExtensions[candidate] as readonly string[]).includes(extension)) ?? null;
}

/** "10 MB" from a byte count (MiB, one decimal when not whole, as the spec writes 10485760 bytes as 10 MB). */
export function formatMegabytes(bytes: number): string {
  const mb = bytes / 1024 / 1024;
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}
