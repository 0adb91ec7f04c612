/**
 * Image type by the file's bytes, never by the declared Content-Type or file name
 * ("decodes the bytes as an image (magic bytes, not the declared type)"; ASVS 5.2.2), read by the
 * `file-type` package (github.com/sindresorhus/file-type: signatures, and for ISO base media
 * files the `ftyp` box's major brand).
 */
import { fileTypeFromBuffer } from 'file-type';

/**
 * The formats the upload pipeline accepts. `heif` is a generic HEIF file (major brand `mif1` or
 * `msf1`, as some Android phones write their HEIC photos and some tools their AVIFs): its images
 * may be HEVC- or AV1-coded, which the pipeline learns by decoding it (process-image.ts).
 */
export type ImageType = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif' | 'heic' | 'heif';

/** file-type's MIME types of the formats the pipeline takes. */
const pipelineTypes: Readonly<Record<string, ImageType>> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/heic': 'heic',
  'image/heic-sequence': 'heic',
  'image/heif': 'heif',
  'image/heif-sequence': 'heif',
};

/**
 * The image type of a file's bytes: JPEG, PNG (its chunks checked), GIF and WebP by their
 * signatures; AVIF, HEIC and generic HEIF by the major brand of their `ftyp` box.
 * @param bytes the whole file
 * @returns the type, or null when it is none of the accepted formats (SVG, PDF, TIFF, BMP, HTML,
 *   a video, a truncated header…)
 */
export async function detectImageType(bytes: Uint8Array): Promise<ImageType | null> {
  const mime = (await fileTypeFromBuffer(bytes))?.mime;
  return (mime !== undefined && pipelineTypes[mime]) || null;
}
