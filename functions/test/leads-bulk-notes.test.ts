/**
 * The leads inbox's tools for the office: bulk actions in one call (a status for many
 * leads, or erase them), notes edited and deleted, duplicate hints (same phone or e-mail), and
 * the export of exactly what the inbox shows (status and search, sent as a body). Against the
 * Firestore stand-in; visitors get 401 and change nothing.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { leadBulkResultSchema, leadListPageSchema, leadReferencePattern, leadSchema } from '@site/contract/lead';
import { db } from '../src/services/platform/firestore';
import { leadBody, leadsApp, staffCookie, staffJson, submitLead, useLeadsNoMail, visitorJson } from './lead-helpers';

useLeadsNoMail('leads-bulk-notes');
let clock = new Date('2026-11-20T15:00:00Z').getTime();
const app = leadsApp({ now: () => new Date(clock) });
const ids: Record<string, string> = {};

const getLead = async (id: string) =>
  leadSchema.parse((await request(app).get(`/api/leads/${id}`).set(staffCookie).expect(200)).body);
const statusOf = async (id: string) =>
  (await db().collection('leads').doc(id).get()).get('status') as string | undefined;

beforeAll(async () => {
  const people = [
    { key: 'dana', name: 'Dana Doe', phone: '203-555-0111', email: 'dana@example.com' },
    { key: 'dana2', name: 'Dana D.', phone: '(203) 555-0111', email: 'other@example.com' },
    { key: 'dana3', name: 'D. Doe', phone: '', email: 'DANA@example.com' },
    { key: 'eve', name: 'Eve East', phone: '203-555-0122', email: 'eve@example.com' },
  ];
  for (const { key, ...person } of people) {
    clock += 60_000;
    ids[key] = (
      await submitLead(
        app,
        leadBody({ ...person, message: `A patio for ${person.name}, about 300 square feet.` }, clock),
      )
    ).id;
  }
  for (let i = 0; i < 5; i += 1) {
    clock += 60_000;
    ids[`spam${i}`] = (
      await submitLead(
        app,
        leadBody({ name: `Bot ${i}`, email: `bot${i}@example.com`, phone: '', website: 'x' }, clock),
      )
    ).id;
  }
});

describe('duplicate hints', () => {
  it('names the other leads with the same phone or e-mail, newest first, in lists and on one lead', async () => {
    const dana = await getLead(ids.dana!);
    expect(dana.duplicates.map((d) => [d.name, d.by])).toEqual([
      ['D. Doe', ['email']],
      ['Dana D.', ['phone']],
    ]);
    expect(dana.duplicates[0]).toMatchObject({
      id: ids.dana3,
      status: 'new',
      reference: expect.stringMatching(leadReferencePattern),
    });
    const list = leadListPageSchema.parse(
      (await request(app).get('/api/leads').set(staffCookie).expect(200)).body,
    ).items;
    expect(list.find((lead) => lead.id === ids.dana2)!.duplicates.map((d) => d.name)).toEqual(['Dana Doe']);
    expect(list.find((lead) => lead.id === ids.eve)!.duplicates).toEqual([]);
  });
});

describe('notes', () => {
  it('edits and deletes one note, keeping its author and time', async () => {
    const id = ids.eve!;
    clock += 60_000;
    await request(app).patch(`/api/leads/${id}`).set(staffJson).send({ note: 'Call back Tuesday.' }).expect(200);
    clock += 60_000;
    const added = leadSchema.parse(
      (await request(app).patch(`/api/leads/${id}`).set(staffJson).send({ note: 'Wants pavers.' }).expect(200)).body,
    );
    const [first, second] = added.notes;
    clock += 60_000;
    const edited = await request(app)
      .patch(`/api/leads/${id}/notes/${first!.id}`)
      .set(staffJson)
      .send({ text: '  Call back Wednesday.  ' });
    expect(edited.status).toBe(200);
    expect(leadSchema.parse(edited.body).notes[0]).toEqual({
      ...first,
      text: 'Call back Wednesday.',
      editedAt: new Date(clock).toISOString(),
    });
    await request(app).patch(`/api/leads/${id}/notes/${first!.id}`).set(staffJson).send({ text: ' ' }).expect(400);
    await request(app).patch(`/api/leads/${id}/notes/no-such-note`).set(staffJson).send({ text: 'x' }).expect(404);
    const deleted = await request(app).delete(`/api/leads/${id}/notes/${second!.id}`).set(staffJson).expect(200);
    expect(leadSchema.parse(deleted.body).notes.map((n) => n.text)).toEqual(['Call back Wednesday.']);
    await request(app).delete(`/api/leads/${id}/notes/${second!.id}`).set(staffJson).expect(404);
    await request(app).delete(`/api/leads/no-such-lead/notes/${second!.id}`).set(staffJson).expect(404);
  });

  it('edits a note stored before notes had ids (its id is its time)', async () => {
    const id = ids.dana2!;
    await db()
      .collection('leads')
      .doc(id)
      .update({
        notes: [{ text: 'Old note', author: 'Sam', authorUid: 'u1', createdAt: new Date('2026-01-02T03:04:05Z') }],
      });
    const [note] = (await getLead(id)).notes;
    expect(note!.id).toBe(`n${Date.parse('2026-01-02T03:04:05Z')}`);
    const res = await request(app)
      .patch(`/api/leads/${id}/notes/${note!.id}`)
      .set(staffJson)
      .send({ text: 'Old note, corrected' })
      .expect(200);
    expect(leadSchema.parse(res.body).notes).toEqual([
      expect.objectContaining({ id: note!.id, text: 'Old note, corrected', author: 'Sam' }),
    ]);
  });
});

describe('POST /api/leads/bulk', () => {
  it('sets one status for many leads in one call, and says which ids had no lead', async () => {
    const res = await request(app)
      .post('/api/leads/bulk')
      .set(staffJson)
      .send({ action: 'status', status: 'spam', ids: [ids.dana2, ids.dana3, 'no-such-lead'] });
    expect(res.status).toBe(200);
    expect(leadBulkResultSchema.parse(res.body)).toEqual({ changed: 2, missing: ['no-such-lead'] });
    expect(await statusOf(ids.dana2!)).toBe('spam');
    expect(await statusOf(ids.dana3!)).toBe('spam');
    expect(await statusOf(ids.dana!)).toBe('new');
  });

  it('erases many leads in one call', async () => {
    const spam = [0, 1, 2, 3, 4].map((i) => ids[`spam${i}`]!);
    const res = await request(app).post('/api/leads/bulk').set(staffJson).send({ action: 'delete', ids: spam });
    expect(res.body).toEqual({ changed: 5, missing: [] });
    for (const id of spam) expect((await db().collection('leads').doc(id).get()).exists).toBe(false);
  });

  it('refuses a bad body, and visitors, changing nothing', async () => {
    for (const body of [
      {},
      { action: 'status', ids: [ids.eve] },
      { action: 'status', status: 'done', ids: [ids.eve] },
      { action: 'delete', ids: [] },
      { action: 'archive', ids: [ids.eve] },
    ]) {
      const res = await request(app).post('/api/leads/bulk').set(staffJson).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    await request(app)
      .post('/api/leads/bulk')
      .set(visitorJson)
      .send({ action: 'delete', ids: [ids.eve] })
      .expect(401);
    await request(app)
      .post('/api/leads/bulk')
      .set(staffCookie)
      .set('Content-Type', 'application/json')
      .send({ action: 'delete', ids: [ids.eve] })
      .expect(403);
    expect(await statusOf(ids.eve!)).toBe('new');
  });
});

describe('POST /api/leads/export', () => {
  it('exports what the inbox shows: the status and the search, sent as a body', async () => {
    const rows = async (body: object) => {
      const res = await request(app).post('/api/leads/export').set(staffJson).send(body);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
      return res.text
        .split('\r\n')
        .slice(1, -1)
        .map((row) => row.split(',')[3]);
    };
    expect(await rows({})).toEqual(['Eve East', 'Dana Doe']);
    expect(await rows({ search: 'dana' })).toEqual(['Dana Doe']);
    expect(await rows({ status: 'spam', search: 'dana' })).toEqual(['D. Doe', 'Dana D.']);
    await request(app).post('/api/leads/export').set(staffJson).send({ status: 'maybe' }).expect(400);
    await request(app).post('/api/leads/export').set(visitorJson).send({}).expect(401);
  });
});
