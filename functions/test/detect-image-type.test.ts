/**
 * The pipeline's image type comes from the bytes (file-type), never from a name or a declared
 * type: real files of every accepted format, generic HEIF files (decoded by libheif or libvips,
 * whichever reads their coding), and the files that only look like photos.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectImageType } from '../src/services/media/image-pipeline/detect-image-type';
import { processImage, UnsupportedImageError } from '../src/services/media/image-pipeline/process-image';

const heic = readFileSync(path.join(import.meta.dirname, 'fixtures/garden-flower-400x250.heic'));
const jpeg = readFileSync(path.join(import.meta.dirname, '../../assets/photos/lake-pier.jpg'));
const pixels = () => sharp({ create: { width: 16, height: 12, channels: 3, background: '#3a7d44' } });
/** The same file with the `ftyp` box's major brand (bytes 8–11) replaced. */
const withMajorBrand = (file: Buffer, brand: string) =>
  Buffer.concat([file.subarray(0, 8), Buffer.from(brand, 'latin1'), file.subarray(12)]);
/** An `ftyp` box alone: brands, no image. */
const ftypOnly = (major: string, ...compatible: string[]) =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 16 + 4 * compatible.length]),
    Buffer.from(`ftyp${major}\0\0\0\0${compatible.join('')}`, 'latin1'),
  ]);

describe('detectImageType', () => {
  it('types real files of every accepted format', async () => {
    expect(await detectImageType(jpeg)).toBe('jpeg');
    expect(await detectImageType(heic)).toBe('heic');
    expect(await detectImageType(await pixels().png().toBuffer())).toBe('png');
    expect(await detectImageType(await pixels().gif().toBuffer())).toBe('gif');
    expect(await detectImageType(await pixels().webp().toBuffer())).toBe('webp');
    expect(await detectImageType(await pixels().avif().toBuffer())).toBe('avif');
  });

  it('types a generic HEIF file (major brand mif1) as heif; the pipeline decodes its HEVC or AV1 image', async () => {
    const avif = withMajorBrand(await pixels().avif().toBuffer(), 'mif1');
    const androidHeic = withMajorBrand(heic, 'mif1');
    expect(await detectImageType(avif)).toBe('heif');
    expect(await detectImageType(androidHeic)).toBe('heif');
    expect(await detectImageType(ftypOnly('mif1', 'miaf'))).toBe('heif');
    expect((await processImage(avif, { variants: false })).master).toMatchObject({ width: 16, height: 12 });
    expect((await processImage(androidHeic, { variants: false })).master).toMatchObject({ width: 400, height: 250 });
    await expect(processImage(ftypOnly('mif1', 'miaf'))).rejects.toThrow(UnsupportedImageError); // brands, no image
  });

  it('refuses what is not one of the pipeline formats, whatever it would be named', async () => {
    const others: [string, Buffer][] = [
      ['TIFF', await pixels().tiff().toBuffer()],
      ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
      ['HTML', Buffer.from('<!doctype html><html><script>alert(1)</script></html>')],
      ['PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n')],
      ['BMP', Buffer.from('BM\x46\0\0\0\0\0\0\0\x36\0\0\0\x28\0\0\0', 'latin1')],
      ['MP4', ftypOnly('isom', 'mp41')],
      ['a PNG signature alone', Buffer.from('\x89PNG\r\n\x1a\n', 'latin1')],
      ['nothing', Buffer.alloc(0)],
    ];
    for (const [name, bytes] of others) expect(await detectImageType(bytes), name).toBeNull();
  });
});
