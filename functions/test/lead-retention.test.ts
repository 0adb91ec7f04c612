/**
 * Requests are kept `leadRetentionMonths` months (services/leads/lead-retention.ts):
 * with the clock moved past that time, the daily job erases each older request and its private
 * photos (record and file), keeps the newer ones, follows the Company setting, and logs counts
 * only: never a name, e-mail, phone, street or message.
 */
import sharp from 'sharp';
import request from 'supertest';
import { logger } from 'firebase-functions/logger';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { leadPhotoCreatedSchema } from '@site/contract/lead';
import { db } from '../src/services/platform/firestore';
import { eraseExpiredLeads, retentionCutoff } from '../src/services/leads/lead-retention';
import { defaultObjectStore } from '../src/services/media/object-store/select-object-store';
import type { UploadTicket } from '../src/services/media/object-store/object-store';
import { seedDemoCompany } from './fixtures';
import { leadBody, leadsApp, staffCookie, staffJson, submitLead, useLeadsNoMail, visitorJson } from './lead-helpers';
import { assetPhoto, filesIn } from './objects-helpers';

const root = useLeadsNoMail('lead-retention');
const monthMs = 31 * 24 * 3600 * 1000;
let clock = Date.parse('2024-01-10T12:00:00Z');
const app = leadsApp({ now: () => new Date(clock) });
const privateFiles = () => filesIn(root, 'private/lead-photos');
let jpeg: Buffer;

/** A visitor's photo, uploaded and turned into a private photo; returns its id. */
async function addPhoto(): Promise<string> {
  const ticket = (
    await request(app).post('/api/leads/uploads').set(visitorJson).send({ contentType: 'image/jpeg' }).expect(200)
  ).body as UploadTicket;
  await request(app).put(ticket.uploadURL).set(ticket.headers).set('Content-Type', 'image/jpeg').send(jpeg).expect(200);
  const res = await request(app).post('/api/leads/photos').set(visitorJson).send({ uploadURL: ticket.uploadURL });
  return leadPhotoCreatedSchema.parse(res.body).photoId;
}

beforeAll(async () => {
  await seedDemoCompany();
  jpeg = await sharp(assetPhoto()).resize(600).jpeg().toBuffer();
});

describe('lead retention', () => {
  it('counts calendar months back from now (the 31st falls back to the month’s last day)', () => {
    expect(retentionCutoff(new Date('2026-11-28T04:00:00Z'), 24).toISOString()).toBe('2024-11-28T04:00:00.000Z');
    expect(retentionCutoff(new Date('2026-03-31T04:00:00Z'), 1).toISOString()).toBe('2026-02-28T04:00:00.000Z');
  });

  it('erases the requests older than the retention, with their photos, and keeps the others; logs no personal data', async () => {
    // Two requests 25 months before the run (one with a photo), one 23 months before.
    const oldPhoto = await addPhoto();
    const oldWithPhoto = await submitLead(
      app,
      leadBody({ photoIds: [oldPhoto], name: 'Olga Oldfield', email: 'olga@example.com' }, clock),
    );
    const oldPlain = await submitLead(
      app,
      leadBody({ name: 'Otto Oldman', email: 'otto@example.com', street: '1 Old Road' }, clock),
    );
    clock += 2 * monthMs;
    const recentPhoto = await addPhoto();
    const recent = await submitLead(
      app,
      leadBody({ photoIds: [recentPhoto], name: 'Rita Recent', email: 'rita@example.com' }, clock),
    );
    expect(privateFiles().sort()).toEqual([`${oldPhoto}.jpg`, `${recentPhoto}.jpg`].sort());

    // The clock moves: the job runs 23 months after the recent request, 25 after the old ones.
    const runAt = new Date(clock + 23 * monthMs - 5 * 24 * 3600 * 1000);
    const info = vi.spyOn(logger, 'info');
    const result = await eraseExpiredLeads({ now: runAt, months: 24, store: defaultObjectStore() });
    expect(result).toMatchObject({ retentionMonths: 24, leads: 2, photos: 1, photoFilesLeft: 0 });

    await request(app).get(`/api/leads/${oldWithPhoto.id}`).set(staffCookie).expect(404);
    await request(app).get(`/api/leads/${oldPlain.id}`).set(staffCookie).expect(404);
    await request(app).get(`/api/leads/${recent.id}`).set(staffCookie).expect(200);
    expect(privateFiles()).toEqual([`${recentPhoto}.jpg`]);
    expect((await db().collection('leadPhotos').doc(oldPhoto).get()).exists).toBe(false);
    expect((await db().collection('leadPhotos').doc(recentPhoto).get()).exists).toBe(true);

    const logged = JSON.stringify(info.mock.calls);
    expect(logged).toContain('lead retention done');
    for (const personal of [
      'Olga',
      'Oldfield',
      'olga@example.com',
      'Otto',
      '1 Old Road',
      'Orchard Lane',
      '555-0199',
      'bluestone',
      oldWithPhoto.id,
      oldWithPhoto.reference,
    ])
      expect(logged).not.toContain(personal);
    info.mockRestore();

    // A second run finds nothing more.
    expect(await eraseExpiredLeads({ now: runAt, months: 24, store: defaultObjectStore() })).toMatchObject({
      leads: 0,
      photos: 0,
    });
  });

  it('follows the Company setting: a shorter retention erases the recent request too', async () => {
    const settings = (await request(app).get('/api/settings').set(staffCookie).expect(200)).body as Record<
      string,
      unknown
    >;
    expect(settings.leadRetentionMonths).toBe(24);
    const { phoneHref: _p, siteUrl: _s, ...input } = settings;
    const saved = await request(app)
      .put('/api/settings')
      .set(staffJson)
      .send({ ...input, leadRetentionMonths: 6 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.leadRetentionMonths).toBe(6);
    const refused = await request(app)
      .put('/api/settings')
      .set(staffJson)
      .send({ ...input, leadRetentionMonths: 0 });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.leadRetentionMonths).toBe('Keep requests for at least 1 month');

    const left = (await request(app).get('/api/leads').set(staffCookie).expect(200)).body as { items: unknown[] };
    expect(left.items).toHaveLength(1);
    const result = await eraseExpiredLeads({
      now: new Date(clock + 7 * monthMs),
      months: 6,
      store: defaultObjectStore(),
    });
    expect(result).toMatchObject({ retentionMonths: 6, leads: 1, photos: 1 });
    expect((await request(app).get('/api/leads').set(staffCookie).expect(200)).body.items).toEqual([]);
    expect(privateFiles()).toEqual([]);
  });
});
