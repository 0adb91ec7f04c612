/**
 * Visitors' photos of a request: a signed upload URL for anyone (same-site), the
 * upload re-encoded by the staff image pipeline with EXIF/GPS dropped and stored privately; the
 * request claims its photos (unknown or claimed ids → 400); /objects/* never serves them; staff
 * see them through GET /api/leads/:id/photos/:photoId (private, no-store); erasing the request
 * deletes them; photos no request claimed expire with the orphan cleanup.
 */
import { utimesSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { leadPhotoCreatedSchema } from '@site/contract/lead';
import { db } from '../src/services/platform/firestore';
import { cleanupOrphans } from '../src/services/media/object-store/cleanup-orphans';
import type { UploadTicket } from '../src/services/media/object-store/object-store';
import { seedDemoCompany } from './fixtures';
import { leadBody, leadsApp, staffCookie, staffJson, submitLead, useLeadsNoMail, visitorJson } from './lead-helpers';
import { assetPhoto, filesIn, rawRequest } from './objects-helpers';

const root = useLeadsNoMail('leads-photos');
let clock = Date.now();
const app = leadsApp({ now: () => new Date(clock) });
const privateFiles = () => filesIn(root, 'private/lead-photos');
let photoWithGps: Buffer;

/** A visitor uploads `bytes` and turns the upload into a photo; returns the 201 body or the error answer. */
async function addPhoto(bytes: Buffer, contentType = 'image/jpeg') {
  const ticket = (await request(app).post('/api/leads/uploads').set(visitorJson).send({ contentType }).expect(200))
    .body as UploadTicket;
  await request(app).put(ticket.uploadURL).set(ticket.headers).set('Content-Type', contentType).send(bytes).expect(200);
  return {
    ticket,
    res: await request(app).post('/api/leads/photos').set(visitorJson).send({ uploadURL: ticket.uploadURL }),
  };
}

beforeAll(async () => {
  await seedDemoCompany();
  const source = assetPhoto();
  photoWithGps = await sharp(source)
    .resize(1200)
    .withExif({ IFD0: { Copyright: 'Visitor-Owner-Tag' }, IFD3: { GPSLatitudeRef: 'N', GPSLongitudeRef: 'W' } })
    .jpeg()
    .toBuffer();
  expect((await sharp(photoWithGps).metadata()).exif?.includes('Visitor-Owner-Tag')).toBe(true);
});

describe('a visitor photo', () => {
  let leadId: string;
  let photoId: string;

  it('is re-encoded without EXIF/GPS and stored privately, never under /objects', async () => {
    const { ticket, res } = await addPhoto(photoWithGps);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.headers['cache-control']).toBe('private, no-store');
    ({ photoId } = leadPhotoCreatedSchema.parse(res.body));
    expect(privateFiles()).toEqual([`${photoId}.jpg`]);
    expect(filesIn(root, 'objects')).toEqual([]);
    const stored = await sharp(path.join(root, 'private', 'lead-photos', `${photoId}.jpg`)).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 1200 });
    expect(stored.exif).toBeUndefined();
    // The upload is consumed: the same URL cannot make a second photo.
    const again = await request(app).post('/api/leads/photos').set(visitorJson).send({ uploadURL: ticket.uploadURL });
    expect(again.status).toBe(400);
    for (const objectPath of [
      `/objects/private/lead-photos/${photoId}.jpg`,
      `/objects/lead-photos/${photoId}.jpg`,
      `/objects/../private/lead-photos/${photoId}.jpg`,
      `/objects/%2e%2e/private/lead-photos/${photoId}.jpg`,
    ]) {
      const served = await rawRequest(app, 'GET', objectPath);
      expect(served.status, objectPath).toBe(404);
      expect(served.body.subarray(0, 2).toString('hex')).not.toBe('ffd8');
    }
  });

  it('is claimed by the request, which staff see through their own route only', async () => {
    ({ id: leadId } = await submitLead(app, leadBody({ photoIds: [photoId] }, clock)));
    const lead = (await request(app).get(`/api/leads/${leadId}`).set(staffCookie).expect(200)).body;
    expect(lead.photos).toEqual([{ id: photoId, url: `/api/leads/${leadId}/photos/${photoId}` }]);
    const image = await request(app).get(lead.photos[0].url).set(staffCookie).buffer(true);
    expect(image.status).toBe(200);
    expect(image.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    expect((await sharp(image.body as Buffer).metadata()).format).toBe('jpeg');
    await request(app).get(lead.photos[0].url).expect(401);
    await request(app).get(`/api/leads/${leadId}/photos/BBBBBBBBBBBBBBBBBBBBBBBB`).set(staffCookie).expect(404);
    // A second request cannot take a photo another one claimed.
    const reuse = await request(app)
      .post('/api/leads')
      .set(visitorJson)
      .send(leadBody({ photoIds: [photoId] }, clock));
    expect(reuse.status).toBe(400);
    expect(reuse.body.errors).toHaveProperty('photoIds');
    const other = await submitLead(app, leadBody({}, clock));
    await request(app).get(`/api/leads/${other.id}/photos/${photoId}`).set(staffCookie).expect(404);
  });

  it('is erased with its request (file and record)', async () => {
    await request(app).delete(`/api/leads/${leadId}`).set(staffJson).expect(204);
    expect(privateFiles()).toEqual([]);
    expect((await db().collection('leadPhotos').doc(photoId).get()).exists).toBe(false);
  });
});

describe('bad uploads', () => {
  it('refuses a file that is not an image, a foreign URL and a non-image type', async () => {
    const { res } = await addPhoto(Buffer.from('%PDF-1.7 not an image'), 'image/png');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/not a supported image/);
    const foreign = await request(app)
      .post('/api/leads/photos')
      .set(visitorJson)
      .send({ uploadURL: 'https://evil.example/x.jpg' });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('The upload URL was not issued by this server.');
    const pdf = await request(app).post('/api/leads/uploads').set(visitorJson).send({ contentType: 'application/pdf' });
    expect(pdf.status).toBe(400);
    expect(pdf.body.errors.contentType).toMatch(/image\/jpeg/);
    await request(app)
      .post('/api/leads/uploads')
      .set({ ...visitorJson, Origin: 'https://evil.example' })
      .send({})
      .expect(403);
  });
});

describe('expiry', () => {
  it('deletes photos no request claimed within 24 h, and files without a record; keeps the rest', async () => {
    clock = Date.now() - 30 * 3_600_000;
    const oldUnclaimed = leadPhotoCreatedSchema.parse((await addPhoto(photoWithGps)).res.body).photoId;
    const oldClaimed = leadPhotoCreatedSchema.parse((await addPhoto(photoWithGps)).res.body).photoId;
    await submitLead(app, leadBody({ photoIds: [oldClaimed] }, clock));
    clock = Date.now();
    const recent = leadPhotoCreatedSchema.parse((await addPhoto(photoWithGps)).res.body).photoId;
    const old = new Date(Date.now() - 30 * 3_600_000);
    for (const id of [oldUnclaimed, oldClaimed])
      utimesSync(path.join(root, 'private', 'lead-photos', `${id}.jpg`), old, old);
    // A file whose record was never written (a write cut short).
    await db().collection('leadPhotos').doc(recent).delete();
    utimesSync(path.join(root, 'private', 'lead-photos', `${recent}.jpg`), old, old);

    const result = await cleanupOrphans({ referenced: async () => new Set() });
    expect(result.leadPhotos).toBe(2);
    expect(privateFiles()).toEqual([`${oldClaimed}.jpg`]);
    expect((await db().collection('leadPhotos').doc(oldUnclaimed).get()).exists).toBe(false);
    expect((await db().collection('leadPhotos').doc(oldClaimed).get()).get('claimed')).toBe(true);
  });
});
