/**
 * The staff leads API against the Firestore stand-in ("Staff only"): list newest first,
 * a page at a time (leads-paging.test.ts has the paging), filter by status, search (a POST body), the new-count summary, one lead, status and notes, erase, the CSV
 * export; visitors get 401 everywhere; every answer is `private, no-store`.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { leadListPageSchema, leadSchema, leadSummarySchema, type Lead } from '@site/contract/lead';
import { db } from '../src/services/platform/firestore';
import { seedDemoCompany } from './fixtures';
import { leadBody, leadsApp, staffCookie, staffJson, submitLead, useLeadsNoMail } from './lead-helpers';
import { rawBody } from './objects-helpers';

useLeadsNoMail('leads-staff');
let clock = new Date('2026-11-20T15:00:00Z').getTime();
const app = leadsApp({ now: () => new Date(clock) });
const ids: Record<string, string> = {};

/** GET as staff; checks the shape and the no-store header. */
async function staffGet(path: string) {
  const res = await request(app).get(path).set(staffCookie);
  expect(res.headers['cache-control'], path).toBe('private, no-store');
  return res;
}
const list = async (query = '') =>
  leadListPageSchema.parse((await staffGet(`/api/leads${query}`)).body).items.map((lead) => lead.name);
/** POST /api/leads/search as staff: the names found. */
async function searched(search: string, status?: string) {
  const res = await request(app).post('/api/leads/search').set(staffJson).send({ search, status });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return leadListPageSchema.parse(res.body).items.map((lead) => lead.name);
}

beforeAll(async () => {
  await seedDemoCompany();
  const people = [
    {
      name: 'Ana Álvarez',
      phone: '203-555-0101',
      email: 'ana@example.com',
      message: 'A retaining wall along the driveway, please.',
    },
    {
      name: 'Ben Brook',
      phone: '',
      email: 'ben@example.com',
      message: 'Drainage problems in the back yard after rain.',
    },
    {
      name: 'Cy Carter',
      phone: '(475) 555-0103',
      email: '',
      message: 'Commercial plantings for an office park entrance.',
    },
  ];
  for (const person of people) {
    clock += 60_000;
    ids[person.name] = (await submitLead(app, leadBody(person, clock))).id;
  }
  clock += 60_000;
  ids.spam = (await submitLead(app, leadBody({ name: 'Spam Bot', website: 'x' }, clock))).id;
});

describe('reads', () => {
  it('lists newest first, the inbox without spam; status and all filter', async () => {
    expect(await list()).toEqual(['Cy Carter', 'Ben Brook', 'Ana Álvarez']);
    expect(await list('?status=all')).toEqual(['Spam Bot', 'Cy Carter', 'Ben Brook', 'Ana Álvarez']);
    expect(await list('?status=spam')).toEqual(['Spam Bot']);
    const res = await staffGet('/api/leads?status=maybe');
    expect(res.status).toBe(400);
    expect(res.body.errors.status).toMatch(/status must be one of/);
  });

  it('returns the contract shape, with the notification state of an e-mail that could not go out', async () => {
    const res = await request(app).post('/api/leads/search').set(staffJson).send({ search: 'Ana' });
    const parsed = leadSchema.parse(res.body.items[0]);
    expect(parsed).toMatchObject({ name: 'Ana Álvarez', phone: '+12035550101', status: 'new', notes: [], photos: [] });
    expect(parsed.notification).toMatchObject({ state: 'pending', attempts: 1, sentAt: null });
    expect(parsed.notification.lastError).toMatch(/ECONNECTION|ECONNREFUSED/);
    expect(Date.parse(parsed.notification.nextAttemptAt!) - Date.parse(parsed.createdAt)).toBe(5 * 60_000);
  });

  it('searches name, phone digits, e-mail, message and reference, ignoring case and accents', async () => {
    expect(await searched('alvarez')).toEqual(['Ana Álvarez']);
    expect(await searched('555-0103')).toEqual(['Cy Carter']);
    expect(await searched('(203) 555')).toEqual(['Ana Álvarez']);
    expect(await searched('BEN@EXAMPLE')).toEqual(['Ben Brook']);
    expect(await searched('back yard drainage')).toEqual(['Ben Brook']);
    const { reference } = (await staffGet(`/api/leads/${ids['Cy Carter']}`)).body as Lead;
    expect(await searched(reference.toLowerCase())).toEqual(['Cy Carter']);
    expect(await searched('nobody')).toEqual([]);
    expect(await searched('bot')).toEqual([]); // the inbox leaves spam out
    expect(await searched('bot', 'spam')).toEqual(['Spam Bot']);
  });

  it('keeps the search out of URLs: a search in the query string is refused', async () => {
    const res = await staffGet('/api/leads?search=Ana');
    expect(res.status).toBe(400);
    expect(res.body.errors.search).toMatch(/POST body/);
    expect((await staffGet('/api/leads.csv?search=Ana')).status).toBe(400);
  });

  it('counts new leads for the badge, and finds one lead by id', async () => {
    expect(leadSummarySchema.parse((await staffGet('/api/leads/summary')).body)).toEqual({ newCount: 3 });
    expect((await staffGet(`/api/leads/${ids['Ben Brook']}`)).body).toMatchObject({ name: 'Ben Brook', phone: null });
    expect((await staffGet('/api/leads/no-such-lead')).status).toBe(404);
  });
});

describe('writes', () => {
  it('changes the status and appends notes with author and time', async () => {
    const id = ids['Ana Álvarez']!;
    clock += 60_000;
    const first = await request(app)
      .patch(`/api/leads/${id}`)
      .set(staffJson)
      .send({ status: 'contacted', note: 'Called, visit on Monday.' });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    clock += 60_000;
    const second = await request(app).patch(`/api/leads/${id}`).set(staffJson).send({ note: '  Sent the quote.  ' });
    const lead = leadSchema.parse(second.body);
    expect(lead.status).toBe('contacted');
    expect(lead.notes).toEqual([
      {
        id: expect.any(String),
        text: 'Called, visit on Monday.',
        author: 'Sam',
        createdAt: new Date(clock - 60_000).toISOString(),
        editedAt: null,
      },
      {
        id: expect.any(String),
        text: 'Sent the quote.',
        author: 'Sam',
        createdAt: new Date(clock).toISOString(),
        editedAt: null,
      },
    ]);
    expect(lead.notes[0]!.id).not.toBe(lead.notes[1]!.id);
    expect((await staffGet('/api/leads/summary')).body).toEqual({ newCount: 2 });
  });

  it('refuses a bad patch with the schema messages and changes nothing', async () => {
    const id = ids['Ben Brook']!;
    for (const [body, field] of [
      [{ status: 'done' }, 'status'],
      [{ note: '   ' }, 'note'],
      [{}, '_'],
      [{ status: 'won', extra: 1 }, '_'],
    ] as const) {
      const res = await request(app).patch(`/api/leads/${id}`).set(staffJson).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.errors)).toContain(field);
    }
    expect((await staffGet(`/api/leads/${id}`)).body).toMatchObject({ status: 'new', notes: [] });
    await request(app).patch('/api/leads/no-such-lead').set(staffJson).send({ status: 'won' }).expect(404);
  });

  it('erases a lead (a privacy erasure): gone from reads and from Firestore', async () => {
    const id = ids['Cy Carter']!;
    await request(app).delete(`/api/leads/${id}`).set(staffJson).expect(204);
    expect((await db().collection('leads').doc(id).get()).exists).toBe(false);
    expect((await staffGet(`/api/leads/${id}`)).status).toBe(404);
    expect(await list()).not.toContain('Cy Carter');
    await request(app).delete(`/api/leads/${id}`).set(staffJson).expect(404);
  });
});

describe('export', () => {
  it('downloads the same query as CSV for Excel: BOM, attachment, newest first, never cached', async () => {
    const res = await request(app).get('/api/leads.csv?status=all').set(staffCookie).buffer(true).parse(rawBody);
    expect(res.status).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'text/csv; charset=utf-8',
      'cache-control': 'private, no-store',
      'content-disposition': `attachment; filename="leads-${new Date(clock).toISOString().slice(0, 10)}.csv"`,
    });
    const text = (res.body as Buffer).toString('utf8');
    expect(text.startsWith('\uFEFFReference,')).toBe(true);
    const names = text
      .split('\r\n')
      .slice(1, -1)
      .map((row) => row.split(',')[3]);
    expect(names).toEqual(['Spam Bot', 'Ben Brook', 'Ana Álvarez']);
    const spam = await request(app).get('/api/leads.csv?status=spam').set(staffCookie);
    expect(spam.text.split('\r\n')).toHaveLength(3);
    await request(app).get('/api/leads.csv?status=nope').set(staffCookie).expect(400);
  });
});

describe('visitors', () => {
  it.each([
    ['get', '/api/leads'],
    ['get', '/api/leads/summary'],
    ['get', '/api/leads.csv'],
    ['post', '/api/leads/search'],
    ['get', '/api/leads/ID'],
    ['get', '/api/leads/ID/photos/AAAAAAAAAAAAAAAAAAAAAAAA'],
    ['patch', '/api/leads/ID'],
    ['delete', '/api/leads/ID'],
    ['post', '/api/leads/ID/resend'],
  ] as const)('%s %s → 401, never cached, nothing of a lead', async (method, path) => {
    const url = path.replace('ID', ids['Ben Brook']!);
    const test = request(app)[method](url).set({ Origin: 'http://127.0.0.1:5050', 'Content-Type': 'application/json' });
    const res = await (method === 'patch' ? test.send({ status: 'won' }) : method === 'post' ? test.send({}) : test);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthorized' });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});
