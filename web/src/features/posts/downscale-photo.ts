/**
 * Downscales one photo with the browser's own decoder and encoder, in a Web Worker or on the
 * main thread alike (ADR 0040): createImageBitmap decodes it, turned as its EXIF orientation says
 * (`imageOrientation: 'from-image'`, HTML "ImageBitmap" options), an OffscreenCanvas draws it at
 * downscaledSize and encodes it as downscaleType says (photo-upload-rules.ts). What is sent has no
 * EXIF (place, camera): a canvas writes none.
 */
import { downscaledSize, downscaleQuality, downscaleType } from './photo-upload-rules';

/**
 * Takes a picked photo and its type (Uppy's, which may come from the file name when the Blob's is
 * empty); returns the Blob to send: the downscaled photo, or `blob` itself when its type is one the
 * browser does not re-encode, or when re-encoding a photo that needs no downscaling only made it
 * larger (compressorjs's `strict`). Rejects when the browser cannot decode it (e.g. HEIC outside
 * Safari); the caller then sends the photo as it is.
 */
export async function downscalePhoto(blob: Blob, type: string): Promise<Blob> {
  const target = downscaleType(type, blob.size);
  if (!target) return blob;
  const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' });
  try {
    const size = downscaledSize(bitmap.width, bitmap.height);
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas in this browser');
    if (target === 'image/jpeg') {
      // A JPEG has no transparency: what was transparent in a PNG becomes white, not black.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, size.width, size.height);
    }
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const result = await canvas.convertToBlob({ type: target, quality: downscaleQuality });
    const resized = size.width !== bitmap.width || size.height !== bitmap.height;
    return !resized && target === type && result.size >= blob.size ? blob : result;
  } finally {
    bitmap.close();
  }
}
