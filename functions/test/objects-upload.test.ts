/**
 * POST /api/objects/upload and the disk store's signed PUT (spec §5, §7, §9; DESIGN §4, §6;
 * "Upload flow"): issuance, expiry, tampering, one use, 10 MB limit, staff only.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signUploadUrl } from '../src/services/media/object-store/disk-upload-signing';
import { maxUploadBytes } from '../src/services/media/object-store/object-store';
import {
  assetPhoto,
  filesIn,
  issueUpload,
  putUpload,
  rawRequest,
  staffHeaders,
  useStaffApp,
  visitorHeaders,
} from './objects-helpers';

const { root, app } = useStaffApp('upload');
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const jpegBytes = assetPhoto();
const uploadsDir = () => filesIn(root, 'uploads');

afterEach(() => {
  vi.useRealTimers();
});

describe('POST /api/objects/upload', () => {
  it('is 401 {message: "Unauthorized"} for visitors, and PUT /acl too', async () => {
    const upload = await request(app).post('/api/objects/upload').set(visitorHeaders).expect(401);
    expect(upload.body).toEqual({ message: 'Unauthorized' });
    const acl = await request(app)
      .put('/api/objects/acl')
      .set(visitorHeaders)
      .send({ imageURL: '/api/objects/uploads/x' })
      .expect(401);
    expect(acl.body).toEqual({ message: 'Unauthorized' });
  });

  it('refuses a staff call without the CSRF header (403)', async () => {
    await request(app).post('/api/objects/upload').set('Cookie', '__session=staff').expect(403);
  });

  it('issues a signed one-PUT URL that expires in ~15 minutes, with a server-chosen name', async () => {
    const before = Date.now();
    const res = await request(app).post('/api/objects/upload').set(staffHeaders).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const ticket = res.body;
    expect(Object.keys(ticket).sort()).toEqual(['expiresAt', 'headers', 'method', 'objectName', 'uploadURL']);
    expect(ticket.objectName).toMatch(uuid);
    expect(ticket.uploadURL).toMatch(
      new RegExp(`^/api/objects/uploads/${ticket.objectName}\\?expires=\\d+&signature=[\\w-]{43}$`),
    );
    expect(ticket.method).toBe('PUT');
    expect(ticket.headers).toEqual({ 'x-goog-content-length-range': '0,10485760', 'x-goog-if-generation-match': '0' });
    const ttl = Date.parse(ticket.expiresAt) - before;
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000 + 1000);
    const again = await issueUpload(app);
    expect(again.objectName).not.toBe(ticket.objectName);
  });

  it('signs a content type when one is given, and refuses a non-image one (400)', async () => {
    const ticket = await issueUpload(app, { contentType: 'image/heic' });
    expect(ticket.uploadURL).toContain('type=image%2Fheic');
    expect(ticket.headers['content-type']).toBe('image/heic');
    const wrong = await putUpload(app, ticket, jpegBytes, 'image/jpeg').expect(403);
    expect(wrong.body.message).toMatch(/Content-Type: image\/heic/);
    await putUpload(app, ticket, jpegBytes, 'image/heic').expect(200);
    const expected = {
      contentType:
        'contentType must be a photo type: image/jpeg, image/png, image/webp, image/avif, image/gif, image/heic, image/heif',
    };
    const bad = await request(app)
      .post('/api/objects/upload')
      .set(staffHeaders)
      .send({ contentType: 'text/html' })
      .expect(400);
    expect(bad.body.errors).toEqual(expected);
    // An image type the pipeline cannot decode is refused before the upload, not after it.
    for (const contentType of ['image/tiff', 'image/svg+xml', 'image/bmp']) {
      const refused = await request(app)
        .post('/api/objects/upload')
        .set(staffHeaders)
        .send({ contentType })
        .expect(400);
      expect(refused.body.errors, contentType).toEqual(expected);
    }
  });

  it('refuses an upload PUT of an image type the pipeline cannot decode (415), when no type was signed', async () => {
    const ticket = await issueUpload(app);
    const res = await putUpload(app, ticket, jpegBytes, 'image/tiff').expect(415);
    expect(res.body.message).toBe('Only image uploads are accepted.');
  });
});

describe('PUT to an upload URL (disk store)', () => {
  it('stores the body once, answers an ETag, refuses a second PUT (412)', async () => {
    const ticket = await issueUpload(app);
    const res = await putUpload(app, ticket, jpegBytes).expect(200);
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(readFileSync(path.join(root, 'uploads', ticket.objectName))).toEqual(jpegBytes);
    const second = await putUpload(app, ticket, Buffer.from('other')).expect(412);
    expect(second.body).toEqual({ message: 'This upload URL was already used.' });
    expect(readFileSync(path.join(root, 'uploads', ticket.objectName))).toEqual(jpegBytes);
  });

  it('refuses a URL past its expiry with 403 "Request has expired" and stores nothing', async () => {
    const ticket = await issueUpload(app);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(ticket.expiresAt) + 1000);
    const res = await putUpload(app, ticket, jpegBytes).expect(403);
    expect(res.body).toEqual({ message: 'Request has expired' });
    expect(uploadsDir().filter((f) => f.startsWith(ticket.objectName))).toEqual([]);
    // A validly signed URL whose expiry is in the past, too.
    vi.useRealTimers();
    const secret = readFileSync(path.join(root, '.signing-secret'));
    const past = signUploadUrl(secret, { objectName: ticket.objectName, expires: Math.floor(Date.now() / 1000) - 1 });
    await putUpload(app, { ...ticket, uploadURL: past }, jpegBytes).expect(403, { message: 'Request has expired' });
  });

  it('refuses tampered URLs with 403', async () => {
    const ticket = await issueUpload(app);
    const other = await issueUpload(app);
    const url = new URL(ticket.uploadURL, 'http://x');
    const signature = url.searchParams.get('signature')!;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const later = String(Number(url.searchParams.get('expires')) + 3600);
    const tampered = [
      ticket.uploadURL.replace(signature, flipped),
      ticket.uploadURL.replace(/expires=\d+/, `expires=${later}`),
      ticket.uploadURL.replace(ticket.objectName, other.objectName),
      `${ticket.uploadURL}&type=image%2Fpng`,
      ticket.uploadURL.replace(/&signature=.*/, ''),
    ];
    for (const uploadURL of tampered) {
      const res = await putUpload(app, { ...ticket, uploadURL }, jpegBytes);
      expect([403, 404], uploadURL).toContain(res.status);
    }
    expect(uploadsDir()).not.toContain(ticket.objectName);
    expect(uploadsDir()).not.toContain(other.objectName);
  });

  it('refuses a PUT without the signed headers (403) or with a non-image type (415)', async () => {
    const ticket = await issueUpload(app);
    const bare = await request(app).put(ticket.uploadURL).set('Content-Type', 'image/jpeg').send(jpegBytes).expect(403);
    expect(bare.body.message).toMatch(/x-goog-content-length-range/);
    await putUpload(app, ticket, Buffer.from('hello'), 'text/plain').expect(415, {
      message: 'Only image uploads are accepted.',
    });
    await putUpload(app, ticket, jpegBytes).expect(200);
  });

  it('refuses a body over 10485760 bytes (413) and keeps nothing; exactly 10485760 is accepted', async () => {
    const ticket = await issueUpload(app);
    const res = await putUpload(app, ticket, Buffer.alloc(maxUploadBytes + 1, 1)).expect(413);
    expect(res.body).toEqual({ message: 'The file is larger than 10485760 bytes.' });
    expect(uploadsDir().filter((f) => f.startsWith(ticket.objectName))).toEqual([]);
    // A failed PUT does not use up the URL.
    await putUpload(app, ticket, Buffer.alloc(maxUploadBytes, 1)).expect(200);
  });

  it('counts streamed bytes: a chunked body without Content-Length over 10 MB is refused (413)', async () => {
    const ticket = await issueUpload(app);
    const chunk = Buffer.alloc(1024 * 1024, 7);
    const res = await rawRequest(app, 'PUT', ticket.uploadURL, {
      headers: { ...ticket.headers, 'Content-Type': 'image/jpeg', 'Transfer-Encoding': 'chunked' },
      chunks: Array.from({ length: 11 }, () => chunk),
    });
    expect(res.status).toBe(413);
    expect(uploadsDir().filter((f) => f.startsWith(ticket.objectName))).toEqual([]);
  });

  it('works when the Functions runtime already read the body (req.rawBody, as the emulator does)', async () => {
    // functionsEmulatorRuntime.js: bodyParser.raw({type: '*/*', limit: '32mb', verify: rawBodySaver}).
    const outer = express();
    outer.use(
      express.raw({ type: '*/*', limit: '32mb', verify: (req, _res, buf) => Object.assign(req, { rawBody: buf }) }),
    );
    outer.use(app);
    const ticket = await issueUpload(app);
    await putUpload(outer, ticket, jpegBytes).expect(200);
    expect(readFileSync(path.join(root, 'uploads', ticket.objectName))).toEqual(jpegBytes);
    const big = await issueUpload(app);
    await putUpload(outer, big, Buffer.alloc(maxUploadBytes + 1)).expect(413);
    expect(uploadsDir().filter((f) => f.startsWith(big.objectName))).toEqual([]);
  });
});
