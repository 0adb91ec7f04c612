/**
 * PUT /api/objects/acl (spec §7, DESIGN §6, §11 "Upload flow"): only URLs this server
 * issued, magic-byte decoding, auto-rotation, metadata stripping, size caps, re-encoded master and
 * responsive variants, upload removed afterwards.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { variantFormats, variantWidths } from '@site/contract/responsive-image';
import { publishedPaths } from '../src/services/media/object-store/object-store';
import {
  assetPhoto,
  filesIn,
  issueUpload,
  publishUpload,
  putUpload,
  rawBody,
  uploadAndPublish,
  useStaffApp,
} from './objects-helpers';

const { root, app } = useStaffApp('acl');
const forestPath = assetPhoto('forest-path.jpg');

/** Two-colour test image: left half red, right half blue. */
function halves(width: number, height: number, channels: 3 | 4 = 3): Buffer {
  const data = Buffer.alloc(width * height * channels);
  for (let i = 0; i < width * height; i += 1) {
    const left = i % width < width / 2;
    data.set(left ? [255, 0, 0, 255].slice(0, channels) : [0, 0, 255, 255].slice(0, channels), i * channels);
  }
  return data;
}

/** RGB of one pixel of an encoded image. */
async function pixel(bytes: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}

/** Publishes bytes and returns the master and variants as served, checking that all exist. */
async function publishAndFetch(bytes: Buffer, contentType = 'image/jpeg') {
  const objectPath = await uploadAndPublish(app, bytes, contentType);
  expect(objectPath).toMatch(/^\/objects\/[0-9a-f-]{36}\.jpg$/);
  const served = new Map<string, Buffer>();
  for (const p of publishedPaths(objectPath.slice(9, -4))) {
    const res = await request(app).get(p).buffer(true).parse(rawBody);
    expect(res.status, p).toBe(200);
    expect(res.headers['content-type']).toBe(p.endsWith('.jpg') ? 'image/jpeg' : `image/${p.slice(-4)}`);
    served.set(p, res.body as Buffer);
  }
  return { objectPath, master: served.get(objectPath)!, served };
}

describe('PUT /api/objects/acl refuses', () => {
  it('URLs this server did not issue (400), and a missing imageURL', async () => {
    const ticket = await issueUpload(app);
    await putUpload(app, ticket, forestPath).expect(200);
    const name = ticket.objectName;
    const foreign = [
      'https://example.com/photo.jpg',
      `https://evil.example/api/objects/uploads/${name}`,
      `https://storage.googleapis.com/some-bucket/uploads/${name}`,
      `/api/objects/uploads/${name.toUpperCase()}`,
      '/api/objects/uploads/not-a-uuid',
      `/api/objects/uploads/${name}/../../../package.json`,
      `/objects/${name}.jpg`,
      `//evil.example/api/objects/uploads/${name}`,
      `javascript:alert(1)//api/objects/uploads/${name}`,
      ticket.uploadURL.replace(/signature=[\w-]+/, 'signature=AAAA'),
    ];
    for (const imageURL of foreign) {
      const res = await publishUpload(app, imageURL);
      expect(res.status, imageURL).toBe(400);
      expect(res.body.message).toBe('The image URL was not issued by this server.');
    }
    const missing = await publishUpload(app).expect(400);
    expect(missing.body.errors).toEqual({ imageURL: 'imageURL is required' });
    expect(filesIn(root, 'objects')).toEqual([]);
  });

  it('a non-image sent with an image content type (400), publishing nothing', async () => {
    const jpegHeaderThenHtml = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('<html><script>alert(1)</script></html>'),
    ]);
    for (const bytes of [
      Buffer.from('<html><script>alert(1)</script></html>'),
      Buffer.from('%PDF-1.7\n'),
      Buffer.alloc(0),
      jpegHeaderThenHtml,
    ]) {
      const ticket = await issueUpload(app);
      await putUpload(app, ticket, bytes, 'image/jpeg').expect(200);
      const res = await publishUpload(app, ticket.uploadURL).expect(400);
      expect(res.body).toEqual({ message: 'The file is not a supported image.' });
    }
    const truncated = await issueUpload(app);
    await putUpload(app, truncated, forestPath.subarray(0, 2000)).expect(200);
    await publishUpload(app, truncated.uploadURL).expect(400);
    expect(filesIn(root, 'objects')).toEqual([]);
  });

  it('an image over 40 megapixels (decompression bomb, 400)', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#808080' } })
      .png()
      .toBuffer();
    const ticket = await issueUpload(app);
    await putUpload(app, ticket, bomb, 'image/png').expect(200);
    const res = await publishUpload(app, ticket.uploadURL).expect(400);
    expect(res.body).toEqual({ message: 'The image is too large (over 40 megapixels).' });
  });

  it('an upload that does not exist (never PUT, or already published)', async () => {
    const ticket = await issueUpload(app);
    const res = await publishUpload(app, ticket.uploadURL).expect(400);
    expect(res.body.message).toMatch(/No uploaded file/);
  });
});

describe('PUT /api/objects/acl publishes', () => {
  it('a real JPEG: master ≤ 2400 px without EXIF/GPS, every variant, upload removed', async () => {
    const tagged = await sharp(forestPath)
      .withExif({
        IFD0: { Artist: 'Secret Person', Copyright: 'x' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 17/1 0/1' },
      })
      .jpeg({ quality: 90 })
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const ticket = await issueUpload(app);
    await putUpload(app, ticket, tagged).expect(200);
    const res = await publishUpload(app, ticket.uploadURL).expect(200);
    expect(res.body).toEqual({ objectPath: `/objects/${ticket.objectName}.jpg` });
    expect(existsSync(path.join(root, 'uploads', ticket.objectName))).toBe(false);
    // The same URL cannot publish twice (its upload is gone).
    await publishUpload(app, ticket.uploadURL).expect(400);

    const masterBytes = readFileSync(path.join(root, 'objects', `${ticket.objectName}.jpg`));
    const master = await sharp(masterBytes).metadata();
    expect(master).toMatchObject({ format: 'jpeg', width: 1920, height: 1200 });
    expect(master.exif).toBeUndefined();
    expect(master.icc).toBeUndefined();
    expect(master.xmp).toBeUndefined();
    expect(masterBytes.includes(Buffer.from('Secret Person'))).toBe(false);
    for (const [width, format] of variantWidths.flatMap((w) => variantFormats.map((f) => [w, f] as const))) {
      const variant = await sharp(path.join(root, 'objects', `${ticket.objectName}-${width}w.${format}`)).metadata();
      expect(variant).toMatchObject({
        format: format === 'avif' ? 'heif' : 'webp',
        width,
        height: Math.round((width * 1200) / 1920),
      });
      expect(variant.exif).toBeUndefined();
    }
  });

  it('applies EXIF orientation 6 (rotated 90° clockwise) and drops the tag', async () => {
    const sideways = await sharp(halves(300, 200), { raw: { width: 300, height: 200, channels: 3 } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const { master } = await publishAndFetch(sideways);
    const meta = await sharp(master).metadata();
    expect(meta).toMatchObject({ width: 200, height: 300 });
    expect(meta.orientation).toBeUndefined();
    const [top, bottom] = [await pixel(master, 100, 20), await pixel(master, 100, 280)];
    expect(top[0]).toBeGreaterThan(200); // red, the stored left half, is on top once upright
    expect(bottom[2]).toBeGreaterThan(200);
  });

  it('caps the long side at 2400 px', async () => {
    const big = await sharp({ create: { width: 3000, height: 4000, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const { master, served, objectPath } = await publishAndFetch(big);
    expect(await sharp(master).metadata()).toMatchObject({ width: 1800, height: 2400 });
    const variant = served.get(objectPath.replace('.jpg', '-1600w.webp'))!;
    expect(await sharp(variant).metadata()).toMatchObject({ width: 1600, height: 2133 });
  });

  it('a PNG with transparency (flattened onto white), declared as image/jpeg', async () => {
    const png = await sharp(
      halves(64, 40, 4).map((v, i) => (i % 4 === 3 && i % 256 < 128 ? 0 : v)),
      {
        raw: { width: 64, height: 40, channels: 4 },
      },
    )
      .png()
      .toBuffer();
    const { master } = await publishAndFetch(png, 'image/jpeg');
    expect(await sharp(master).metadata()).toMatchObject({ format: 'jpeg', width: 64, height: 40, channels: 3 });
  });

  it('a HEIC photo (HEVC, as iPhones make) through libheif', async () => {
    const heic = readFileSync(path.join(import.meta.dirname, 'fixtures/garden-flower-400x250.heic'));
    const { master, served, objectPath } = await publishAndFetch(heic, 'image/heic');
    expect(await sharp(master).metadata()).toMatchObject({ format: 'jpeg', width: 400, height: 250 });
    // Not enlarged: the "480w" variant of a 400 px photo is 400 px wide.
    expect(await sharp(served.get(objectPath.replace('.jpg', '-480w.avif'))!).metadata()).toMatchObject({ width: 400 });
  });

  it('the first frame of an animated GIF, and WebP and AVIF inputs', async () => {
    const red = Buffer.alloc(40 * 30 * 3).map((_, i) => (i % 3 === 0 ? 255 : 0));
    const blue = Buffer.alloc(40 * 30 * 3).map((_, i) => (i % 3 === 2 ? 255 : 0));
    const gif = await sharp(Buffer.concat([red, blue]), { raw: { width: 40, height: 60, channels: 3, pageHeight: 30 } })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const { master } = await publishAndFetch(gif, 'image/gif');
    expect(await sharp(master).metadata()).toMatchObject({ width: 40, height: 30 });
    const [r, , b] = await pixel(master, 20, 15);
    expect(r).toBeGreaterThan(230); // the red first frame, not the blue second
    expect(b).toBeLessThan(30);

    const webp = await sharp(forestPath).resize(320).webp().toBuffer();
    expect(await sharp((await publishAndFetch(webp, 'image/webp')).master).metadata()).toMatchObject({ width: 320 });
    const avif = await sharp(forestPath).resize(320).avif({ effort: 0 }).toBuffer();
    expect(await sharp((await publishAndFetch(avif, 'image/avif')).master).metadata()).toMatchObject({ width: 320 });
  });
});
