import { describe, expect, it } from 'vitest';
import { formatMegabytes } from '@site/contract/photo-rules';
import {
  allowedPhotoTypes,
  downscaledSize,
  downscaleType,
  errorBodyMessage,
  isRetryableStatus,
  photoContentType,
  refusalReason,
} from './photo-upload-rules';

describe('photo upload rules', () => {
  // The 10 MB limit itself (spec §5) is contract/src/photo-rules.test.ts's.
  it.each([
    [{ name: 'a.jpg', type: 'image/jpeg' }, 'image/jpeg'],
    [{ name: 'IMG_0001.HEIC', type: '' }, 'image/heic'],
    [{ name: 'x.heif', type: 'application/octet-stream' }, 'image/heif'],
    [{ name: 'photo', type: 'IMAGE/PNG' }, 'image/png'],
    [{ name: 'notes.txt', type: 'text/plain' }, null],
    [{ type: '' }, null],
  ])('keeps an image type and derives one from the extension when the type is empty: %o → %s', (file, type) => {
    expect(photoContentType(file)).toBe(type);
  });

  it('offers and takes only the types the pipeline decodes: no TIFF, SVG or BMP', () => {
    expect(allowedPhotoTypes).not.toContain('image/*');
    expect(allowedPhotoTypes).toEqual(
      expect.arrayContaining(['image/jpeg', 'image/heic', '.heic', '.heif', '.avif', '.gif']),
    );
    for (const [name, type] of [
      ['scan.tif', 'image/tiff'],
      ['scan.tiff', ''],
      ['logo.svg', 'image/svg+xml'],
      ['old.bmp', 'image/bmp'],
    ]) {
      expect(photoContentType({ name, type }), name).toBeNull();
    }
    expect(refusalReason({ name: 'scan.tif', type: 'image/tiff', size: 2000 }, 'x')).toBe(
      'Not a photo. Choose a JPEG, PNG, WebP or HEIC image.',
    );
  });

  it('retries the statuses of spec §9 and network failures only', () => {
    for (const status of [0, 408, 409, 418, 423, 429, 500, 502, 503, 504, 599])
      expect(isRetryableStatus(status)).toBe(true);
    for (const status of [200, 400, 401, 403, 404, 412, 413, 415, 501, 505])
      expect(isRetryableStatus(status)).toBe(false);
  });

  it('reads the message of a JSON error body', () => {
    expect(errorBodyMessage('{"message":"The file is larger than 10485760 bytes."}')).toBe(
      'The file is larger than 10485760 bytes.',
    );
    expect(errorBodyMessage('Forbidden')).toBeNull();
    expect(errorBodyMessage('{"error":1}')).toBeNull();
  });

  it('says why a picked file was refused', () => {
    expect(
      refusalReason(
        { name: 'quote.pdf', type: 'application/pdf', size: 2000 },
        'You can only upload: image/*, .heic, .heif',
      ),
    ).toBe('Not a photo. Choose a JPEG, PNG, WebP or HEIC image.');
    expect(refusalReason({ name: 'pano.jpg', type: 'image/jpeg', size: 40 * 1024 * 1024 }, 'x')).toBe(
      'It is 40 MB: a photo may be at most 30 MB.',
    );
    expect(refusalReason({ name: 'b.jpg', type: 'image/jpeg', size: 10 }, 'You can only upload 1 file')).toBe(
      'You can only upload 1 file',
    );
    expect(formatMegabytes(12_900_000)).toBe('12.3 MB');
  });

  it('downscales to the published long side, keeping the aspect ratio and never enlarging', () => {
    expect(downscaledSize(3000, 2000)).toEqual({ width: 2400, height: 1600 });
    expect(downscaledSize(3024, 4032)).toEqual({ width: 1800, height: 2400 });
    expect(downscaledSize(2400, 900)).toEqual({ width: 2400, height: 900 });
    expect(downscaledSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(downscaledSize(100_000, 10)).toEqual({ width: 2400, height: 1 });
    expect(downscaledSize(3000, 2000, 1200)).toEqual({ width: 1200, height: 800 });
  });

  it('re-encodes JPEG, WebP and PNG (a large PNG as a JPEG) and sends HEIC, AVIF and GIF as they are', () => {
    expect(downscaleType('image/jpeg', 4_000_000)).toBe('image/jpeg');
    expect(downscaleType('IMAGE/JPG', 10)).toBe('image/jpeg');
    expect(downscaleType('image/webp', 4_000_000)).toBe('image/webp');
    expect(downscaleType('image/png', 5_000_000)).toBe('image/png');
    expect(downscaleType('image/png', 5_000_001)).toBe('image/jpeg');
    for (const type of ['image/heic', 'image/heif', 'image/avif', 'image/gif', '', 'application/pdf'])
      expect(downscaleType(type, 4_000_000), type).toBeNull();
  });
});
