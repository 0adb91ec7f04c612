/**
 * The upload image pipeline ("Upload flow"; DESIGN §11 / ASVS 5.2.x: uploads bounded,
 * content-checked, re-encoded): decode by magic bytes, refuse decompression bombs, auto-rotate by
 * EXIF orientation, drop every metadata block (EXIF, GPS, XMP, ICC after conversion to sRGB), cap
 * the long side, re-encode a JPEG master and the responsive variants of
 * contract/src/responsive-image.ts. sharp docs: sharp.pixelplumbing.com/api-constructor,
 * /api-operation#autoorient, /api-output (metadata is dropped unless keepMetadata/withMetadata).
 */
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import {
  publishedPhotoLongSide,
  variantFormats,
  variantWidths,
  type VariantFormat,
} from '@site/contract/responsive-image';
import { decodeHeic, HeicTooLargeError } from './decode-heic';
import { detectImageType, type ImageType } from './detect-image-type';

/** Largest accepted input, pixels (decompression bombs: sharp limitInputPixels). */
export const maxInputPixels = 40_000_000;
/** Long side of the published master, px (contract: the browser downscales to it too). */
export const maxLongSide = publishedPhotoLongSide;
/** Encoder settings; variants match scripts/build-images.mjs (AVIF effort 0: same bytes as 4 on our photos, 17x faster). */
const masterJpeg = { quality: 82, mozjpeg: true } as const;
const encoders: Record<VariantFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 0 }),
  webp: (image) => image.webp({ quality: 72 }),
};

/** The input is not an image this pipeline accepts; `message` is safe to show (400). */
export class UnsupportedImageError extends Error {
  constructor(message = 'The file is not a supported image.') {
    super(message);
  }
}

/** One encoded output. */
export interface EncodedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/** What processImage makes: the master JPEG and one image per (width, format) of the contract. */
export interface ProcessedImage {
  type: ImageType;
  master: EncodedImage;
  variants: (EncodedImage & { variantWidth: number; format: VariantFormat })[];
}

const tooLarge = () => new UnsupportedImageError(`The image is too large (over ${maxInputPixels / 1e6} megapixels).`);

/**
 * A sharp pipeline of the upright input: HEIC through libheif, everything else through libvips.
 * A generic HEIF file goes to libheif first and, when libheif (HEVC only, decode-heic.ts) cannot
 * decode it, to libvips, which reads AV1-coded HEIF (an AVIF with a generic brand).
 */
async function openInput(bytes: Buffer, type: ImageType): Promise<Sharp> {
  if (type === 'heic' || type === 'heif') {
    try {
      const raw = await decodeHeic(bytes, maxInputPixels);
      return sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } });
    } catch (error) {
      if (error instanceof HeicTooLargeError) throw tooLarge();
      if (type === 'heic') throw new UnsupportedImageError();
    }
  }
  // pages: 1 → the first frame of an animated GIF/WebP; failOn 'error' tolerates benign warnings.
  const input = sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error', pages: 1 });
  let format: string | undefined;
  try {
    format = (await input.metadata()).format;
  } catch (error) {
    throw /pixel limit/i.test(String(error)) ? tooLarge() : new UnsupportedImageError();
  }
  // libvips must agree with the magic bytes (a polyglot file is refused).
  const expected: Record<string, ImageType[]> = {
    jpeg: ['jpeg'],
    png: ['png'],
    gif: ['gif'],
    webp: ['webp'],
    heif: ['avif', 'heif'],
  };
  if (!format || !expected[format]?.includes(type)) throw new UnsupportedImageError();
  return input.autoOrient();
}

/** One pipeline at a time per instance: a 40 MP decode takes ~160 MB and the function has 512 MiB. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Decodes, normalizes and re-encodes one uploaded image.
 * @param bytes the uploaded file (≤ 10 MB; the caller bounds it)
 * @param options.variants false: the master only (private photos, which no page shows at several
 *   widths); default true
 * @returns master JPEG (q82 mozjpeg, ≤ 2400 px long side, sRGB, no metadata) and the 6 variants
 *   (AVIF and WebP at 480/960/1600 px wide, never enlarged), or none when `variants` is false
 * @throws UnsupportedImageError for unknown formats, undecodable data and images over 40 MP;
 *   other errors (out of memory, libvips failures) pass through as 500s
 */
export async function processImage(bytes: Buffer, options: { variants?: boolean } = {}): Promise<ProcessedImage> {
  const run = queue.then(() => runPipeline(bytes, options.variants ?? true));
  queue = run.catch(() => undefined);
  return run;
}

async function runPipeline(bytes: Buffer, withVariants: boolean): Promise<ProcessedImage> {
  const type = await detectImageType(bytes);
  if (!type) throw new UnsupportedImageError();
  const input = await openInput(bytes, type);
  let base: { data: Buffer; info: OutputInfo };
  try {
    base = await input
      .resize({ width: maxLongSide, height: maxLongSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw /pixel limit/i.test(String(error)) ? tooLarge() : new UnsupportedImageError();
  }
  const { width, height, channels } = base.info;
  const upright = () => sharp(base.data, { raw: { width, height, channels: channels as 1 | 2 | 3 | 4 } });
  const encode = async (image: Sharp): Promise<EncodedImage> => {
    const { data, info } = await image.toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  };
  const master = await encode(upright().jpeg(masterJpeg));
  const variants: ProcessedImage['variants'] = [];
  for (const variantWidth of withVariants ? variantWidths : []) {
    for (const format of variantFormats) {
      const resized = upright().resize({ width: variantWidth, withoutEnlargement: true });
      variants.push({ ...(await encode(encoders[format](resized))), variantWidth, format });
    }
  }
  return { type, master, variants };
}
