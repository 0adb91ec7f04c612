/**
 * HEIC/HEIF decoding (iPhone photos). sharp's prebuilt libvips reads HEIF only with AV1 (AVIF),
 * not HEVC (sharp.pixelplumbing.com/install#prebuilt-binaries), so HEIC goes through libheif
 * compiled to WebAssembly: heic-decode (github.com/catdad-experiments/heic-decode), a declared
 * dependency of functions/ (it used to be resolved through heic-convert's own
 * dependencies, which no install promises).
 *
 * heic-decode reports the size before decoding (so decompression bombs are refused before any
 * pixel is allocated) and hands raw RGBA pixels to sharp, with no second lossy encode. It is
 * loaded on the first HEIC (its WebAssembly is large), not when the function starts.
 * libheif applies the container's rotation and mirror (irot/imir), so the pixels come upright.
 */
import { createRequire } from 'node:module';

interface HeicFrame {
  width: number;
  height: number;
  decode(): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
}
type HeicFrames = HeicFrame[] & { dispose(): void };
interface HeicDecode {
  all(input: { buffer: Uint8Array }): Promise<HeicFrames>;
}

let decoder: HeicDecode | undefined;

function heicDecoder(): HeicDecode {
  // heic-decode is CommonJS with no types: required here, typed by HeicDecode above.
  decoder ??= createRequire(import.meta.url)('heic-decode') as HeicDecode;
  return decoder;
}

/** Raw pixels of a decoded HEIC: 8-bit RGBA, row by row. */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 4;
}

/** Thrown when a HEIC's primary image is over the pixel limit (checked before decoding). */
export class HeicTooLargeError extends Error {}

/**
 * Decodes the first (primary) image of a HEIC/HEIF file.
 * @param bytes the file
 * @param maxPixels refuse images with more pixels than this (width × height)
 * @returns RGBA pixels
 * @throws HeicTooLargeError over maxPixels; any other error when libheif cannot read the file
 */
export async function decodeHeic(bytes: Uint8Array, maxPixels: number): Promise<RawImage> {
  const frames = await heicDecoder().all({ buffer: bytes });
  try {
    const first = frames[0];
    if (!first) throw new Error('HEIF file holds no image');
    if (first.width * first.height > maxPixels) {
      throw new HeicTooLargeError(`HEIC is ${first.width}x${first.height}, over ${maxPixels} pixels`);
    }
    const { width, height, data } = await first.decode();
    return { data: Buffer.from(data.buffer, data.byteOffset, data.byteLength), width, height, channels: 4 };
  } finally {
    frames.dispose();
  }
}
