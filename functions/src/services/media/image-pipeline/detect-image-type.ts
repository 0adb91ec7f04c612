/**
 * Image type by magic bytes, never by the declared Content-Type or file name (issue 4: "decodes
 * the bytes as an image (magic bytes, not the declared type)"; ASVS 5.2.2).
 */

/** The formats the upload pipeline accepts. */
export type ImageType = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif' | 'heic';

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/** HEIF brands of HEVC-coded images (ISO/IEC 23008-12 Annex B; github.com/strukturag/libheif/issues/83). */
const heicBrands = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);
/** AV1 image brands (AV1 Image File Format §9). */
const avifBrands = new Set(['avif', 'avis']);

/**
 * The brands of an ISO base media file's leading `ftyp` box (ISO/IEC 14496-12 §4.3): the major
 * brand first, then the compatible ones; empty when the file does not start with `ftyp`.
 */
function ftypBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return [];
  const size = Math.min(new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0), bytes.length, 4096);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands;
}

/**
 * The image type of a file's first bytes.
 * JPEG `FF D8 FF`; PNG `89 50 4E 47 0D 0A 1A 0A`; GIF `GIF87a`/`GIF89a`; WebP `RIFF....WEBP`;
 * AVIF and HEIC by their `ftyp` brands (major brand first, then compatible brands, so a generic
 * `mif1` file is typed by what it is compatible with).
 * @param bytes the file (at least its first 4 KB)
 * @returns the type, or null when it is none of the accepted formats
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return 'gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  for (const brand of ftypBrands(bytes)) {
    if (avifBrands.has(brand)) return 'avif';
    if (heicBrands.has(brand)) return 'heic';
  }
  return null;
}
