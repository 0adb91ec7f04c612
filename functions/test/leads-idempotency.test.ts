/**
 * One stored lead per submission (idempotency keys) against the Firestore emulator, the disk object store and a real SMTP
 * catcher: a request sent again with its idempotency key (its 201 lost in transit) gets the first
 * answer and stores and sends nothing new, even when the copies arrive at once; and a visitor's
 * photo is claimed by exactly one request, even when two claim it at once.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UploadTicket } from '../src/services/media/object-store/object-store';
import { db } from '../src/services/platform/firestore';
import { useTestFirestore } from './emulator';
import { seedDemoCompany } from './fixtures';
import { leadBody, leadsApp, visitorJson } from './lead-helpers';
import { useMailCatcher } from './mail-catcher';
import { useTempObjects } from './objects-helpers';
import sharp from 'sharp';

useTestFirestore('leads-idempotency');
useTempObjects('leads-idempotency');
const app = leadsApp();
const catcher = useMailCatcher();
const leadCount = async () => (await db().collection('leads').count().get()).data().count;
const send = (body: object, key?: string) => {
  const req = request(app).post('/api/leads').set(visitorJson);
  return (key ? req.set('Idempotency-Key', key) : req).send(body);
};

/** A visitor's photo, uploaded and stored (POST /api/leads/uploads, PUT, POST /api/leads/photos). */
async function visitorPhoto(): Promise<string> {
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#335577' } })
    .jpeg()
    .toBuffer();
  const ticket = (
    await request(app).post('/api/leads/uploads').set(visitorJson).send({ contentType: 'image/jpeg' }).expect(200)
  ).body as UploadTicket;
  await request(app)
    .put(ticket.uploadURL)
    .set(ticket.headers)
    .set('Content-Type', 'image/jpeg')
    .send(bytes)
    .expect(200);
  return (
    await request(app).post('/api/leads/photos').set(visitorJson).send({ uploadURL: ticket.uploadURL }).expect(201)
  ).body.photoId as string;
}

beforeAll(async () => {
  await seedDemoCompany();
});

describe('a request sent again with its idempotency key', () => {
  it('gets the first answer and stores nothing new: one lead, one office e-mail', async () => {
    const key = crypto.randomUUID();
    const body = leadBody({ name: 'Rita Retry', email: 'rita@example.com' });
    const first = await send(body, key).expect(201);
    const before = await leadCount();
    const again = await send(body, `"${key}"`).expect(201); // the draft's sf-string form is the same key
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await leadCount()).toBe(before);
    await catcher.inbox.waitFor((m) => m.subject.includes(first.body.reference));
    await new Promise((resolve) => setTimeout(resolve, 500)); // a second e-mail would have arrived by now
    const office = (await catcher.inbox.list()).filter(
      (m) => m.subject.includes(first.body.reference) && m.to.some((t) => t.address === 'office@example.com'),
    );
    expect(office).toHaveLength(1);
  });

  it('stored once when the copies arrive at the same time', async () => {
    const key = crypto.randomUUID();
    const before = await leadCount();
    const body = leadBody({ name: 'Cora Concurrent' }); // one submission: the same body each time
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(body, key)));
    expect(answers.map((res) => res.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((res) => res.body.id)).size).toBe(1);
    expect(await leadCount()).toBe(before + 1);
  });

  it('with other details under the same key is a 409 that stores nothing; a malformed key a 400', async () => {
    const key = crypto.randomUUID();
    await send(leadBody({ name: 'Ken Key' }), key).expect(201);
    const before = await leadCount();
    const other = await send(leadBody({ name: 'Ken Other' }), key).expect(409);
    expect(other.body.message).toMatch(/already sent with other details/);
    await send(leadBody(), 'short').expect(400);
    await send(leadBody(), 'x'.repeat(200)).expect(400);
    expect(await leadCount()).toBe(before);
  });

  it('without a key, every send is a new request (as before)', async () => {
    const before = await leadCount();
    await send(leadBody({ name: 'No Key' })).expect(201);
    await send(leadBody({ name: 'No Key' })).expect(201);
    expect(await leadCount()).toBe(before + 2);
  });
});

describe('a visitor photo', () => {
  it('is claimed by exactly one of two requests sent at once', async () => {
    const photoId = await visitorPhoto();
    const [a, b] = await Promise.all([
      send(leadBody({ name: 'First Claimer', photoIds: [photoId] })),
      send(leadBody({ name: 'Second Claimer', photoIds: [photoId] })),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 400]);
    const winner = a.status === 201 ? a : b;
    const loser = a.status === 201 ? b : a;
    expect(loser.body.errors).toHaveProperty('photoIds');
    const holders = (await db().collection('leads').get()).docs.filter((doc) =>
      (doc.get('photoIds') as string[]).includes(photoId),
    );
    expect(holders.map((doc) => doc.id)).toEqual([winner.body.id]);
    expect((await db().collection('leadPhotoClaims').doc(photoId).get()).get('leadId')).toBe(winner.body.id);
  });

  it('of a repeated request stays with its first lead (the repeat is not refused for it)', async () => {
    const photoId = await visitorPhoto();
    const key = crypto.randomUUID();
    const body = leadBody({ name: 'Photo Retry', photoIds: [photoId] });
    const first = await send(body, key).expect(201);
    const again = await send(body, key).expect(201);
    expect(again.body).toEqual(first.body);
  });
});
