/**
 * GET /objects/* (DESIGN §6, §11): published images with immutable caching, correct
 * types and lengths, 404 JSON otherwise, and no path traversal out of the objects directory.
 */
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { variantWidths } from '@site/contract/responsive-image';
import { substituteCacheControl } from '../src/routes/object-files';
import { useTestFirestore } from './emulator';
import { seedDemoCompany } from './fixtures';
import { assetPhoto, rawRequest, uploadAndPublish, useStaffApp } from './objects-helpers';

// Paths outside /objects/ are pages, which read the site data.
useTestFirestore('objects-serve');
const { root, app } = useStaffApp('serve');
const sentinel = 'TOP-SECRET-SENTINEL';
let objectPath = '';
let name = '';

beforeAll(async () => {
  await seedDemoCompany();
  const photo = assetPhoto();
  objectPath = await uploadAndPublish(app, photo);
  name = objectPath.slice('/objects/'.length, -'.jpg'.length);
  // Files a traversal would want: beside and above the published ones, and a raw upload.
  writeFileSync(path.join(root, 'secret.txt'), sentinel);
  writeFileSync(path.join(root, 'objects', 'notes.txt'), sentinel);
  writeFileSync(path.join(root, 'objects', `${name}.txt`), sentinel);
  mkdirSync(path.join(root, 'uploads'), { recursive: true });
  writeFileSync(path.join(root, 'uploads', name), sentinel);
});

describe('GET /objects/*', () => {
  it('serves the master with immutable caching, type, length, nosniff and an ETag', async () => {
    const res = await request(app).get(objectPath).expect(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(res.headers['content-length'])).toBe(readFileSync(path.join(root, objectPath)).length);
    expect(res.headers.etag).toBeTruthy();
    expect(res.headers['set-cookie']).toBeUndefined();
    await request(app).get(objectPath).set('If-None-Match', res.headers.etag!).expect(304);
    const head = await request(app).head(objectPath).expect(200);
    expect(head.headers['content-length']).toBe(res.headers['content-length']);
  });

  it('serves every variant with its own type', async () => {
    for (const width of variantWidths) {
      for (const format of ['avif', 'webp']) {
        const res = await request(app).get(`/objects/${name}-${width}w.${format}`).expect(200);
        expect(res.headers['content-type']).toBe(`image/${format}`);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
    }
  });

  it('serves the next larger variant, cached a day, for an image stored before its width existed', async () => {
    // An image processed when the widths were 480, 960 and 1600: no 800 variant.
    unlinkSync(path.join(root, 'objects', `${name}-800w.avif`));
    const res = await request(app).get(`/objects/${name}-800w.avif`).expect(200);
    expect(res.headers['content-type']).toBe('image/avif');
    expect(res.headers['cache-control']).toBe(substituteCacheControl);
    expect(Number(res.headers['content-length'])).toBe(
      readFileSync(path.join(root, 'objects', `${name}-960w.avif`)).length,
    );
    // The other format's own 800 variant is still served as itself.
    const own = await request(app).get(`/objects/${name}-800w.webp`).expect(200);
    expect(own.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('is 404 JSON, not cached, for unknown or malformed names', async () => {
    const unknown = [
      '/objects/00000000-0000-4000-8000-000000000000.jpg',
      `/objects/${name}.png`,
      `/objects/${name}-500w.webp`,
      `/objects/${name}-480w.jpg`,
      `/objects/${name}.txt`,
      '/objects/notes.txt',
      `/objects/${name.toUpperCase()}.jpg`,
      '/objects/',
      '/objects',
    ];
    for (const p of unknown) {
      const res = await request(app).get(p);
      expect(res.status, p).toBe(404);
      expect(res.headers['content-type']).toMatch(/json/);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    await request(app).post(objectPath).expect(404);
  });

  it('never lets a traversal reach another file (raw request paths, not normalized)', async () => {
    const attempts = [
      '/objects/../package.json',
      '/objects/../../package.json',
      '/objects/%2e%2e/package.json',
      '/objects/%2E%2E/%2E%2E/package.json',
      '/objects/..%2fpackage.json',
      '/objects/..%2F..%2Fsecret.txt',
      '/objects/..%5csecret.txt',
      '/objects/..\\secret.txt',
      '/objects\\..\\secret.txt',
      '/objects/%2fetc%2fpasswd',
      '/objects//etc/passwd',
      '/objects/C:%5cWindows%5cwin.ini',
      `/objects/../uploads/${name}`,
      `/objects/..%2fuploads%2f${name}`,
      `/objects/${name}.jpg/../../secret.txt`,
      `/objects/${name}.jpg%00.txt`,
      `/objects/${name}%2ejpg`,
      '/objects/.signing-secret',
      '/objects/..%252fsecret.txt',
    ];
    const secret = readFileSync(path.join(root, '.signing-secret'), 'utf8');
    const packageJson = readFileSync(path.join(import.meta.dirname, '../package.json'), 'utf8');
    for (const attempt of attempts) {
      const res = await rawRequest(app, 'GET', attempt);
      expect([400, 404], attempt).toContain(res.status);
      const body = res.body.toString('latin1');
      expect(body, attempt).not.toContain(sentinel);
      expect(body, attempt).not.toContain(secret);
      expect(body, attempt).not.toContain(packageJson.slice(0, 40));
      expect(body, attempt).not.toContain('root:');
    }
  });
});
