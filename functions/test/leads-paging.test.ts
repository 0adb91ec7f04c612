/**
 * The staff leads list reads pages, not the collection (ADR 0037), through the API against the
 * Firestore stand-in: cursor paging to the last page, a cursor whose lead is gone, status totals,
 * a search that finds a lead far from the first page (one word, and several words scanned), the
 * duplicate hints of a page found by queries (also across pages), the CSV export of every
 * matching lead (more than a page), and the backfill migration of the query fields (idempotent).
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { leadListPageSchema, type LeadListPage } from '@site/contract/lead';
import { backfillLeadFields } from '../src/migrations/backfill-lead-fields';
import { db } from '../src/services/platform/firestore';
import { seedDemoCompany } from './fixtures';
import { leadBody, leadsApp, staffCookie, staffJson, submitLead, useLeadsNoMail } from './lead-helpers';
import { rawBody } from './objects-helpers';

useLeadsNoMail('leads-paging');
let clock = new Date('2026-11-20T15:00:00Z').getTime();
const app = leadsApp({ now: () => new Date(clock) });
/** Lead ids, oldest first. */
const ids: string[] = [];
const spamIds: string[] = [];
/** Leads sent; `Pat 00` first, so it sits on the last page. */
const leadTotal = 60;
const spamTotal = 3;

const name = (i: number) => `Pat ${String(i).padStart(2, '0')}`;

async function getPage(query: string): Promise<LeadListPage> {
  const res = await request(app).get(`/api/leads${query}`).set(staffCookie);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return leadListPageSchema.parse(res.body);
}

async function searchPage(body: object): Promise<LeadListPage> {
  const res = await request(app).post('/api/leads/search').set(staffJson).send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return leadListPageSchema.parse(res.body);
}

/** Every page of a GET list, following nextCursor. */
async function allPages(query: string): Promise<LeadListPage[]> {
  const pages = [await getPage(query)];
  while (pages.at(-1)!.nextCursor) pages.push(await getPage(`${query}&cursor=${pages.at(-1)!.nextCursor}`));
  return pages;
}

beforeAll(async () => {
  await seedDemoCompany();
  for (let i = 0; i < leadTotal; i += 1) {
    clock += 60_000;
    const person =
      i === 0
        ? { name: 'Quincy Zephyr', phone: '(203) 555-0177', email: 'quincy@example.com' }
        : {
            name: name(i),
            // Lead 1 shares Quincy's e-mail (a duplicate across pages), 58 and 59 a phone (one page).
            phone: i >= 58 ? '(203) 555-0158' : `(203) 555-${String(1000 + i)}`,
            email: i === 1 ? 'quincy@example.com' : `pat${i}@example.com`,
          };
    ids.push((await submitLead(app, leadBody(person, clock))).id);
  }
  for (let i = 0; i < spamTotal; i += 1) {
    clock += 60_000;
    spamIds.push((await submitLead(app, leadBody({ name: `Spam ${i}`, website: 'x' }, clock))).id);
  }
}, 120_000);

describe('paging', () => {
  it('pages forward by cursor, newest first, to a last page without a next cursor', async () => {
    const pages = await allPages('?limit=25');
    expect(pages.map((p) => p.items.length)).toEqual([25, 25, 10]);
    expect(pages.map((p) => p.total)).toEqual([leadTotal, leadTotal, leadTotal]);
    expect(pages.at(-1)!.nextCursor).toBeNull();
    expect(pages.every((p) => p.totalExact)).toBe(true);
    const listed = pages.flatMap((p) => p.items.map((lead) => lead.id));
    expect(listed).toEqual([...ids].reverse());
    const first = await getPage('');
    expect(first.items).toHaveLength(25); // the default page size
  });

  it('answers a cursor whose lead is gone with a clear 409, as every paged list, and a limit over the maximum with 400', async () => {
    const first = await getPage('?limit=5');
    const gone = await request(app).get('/api/leads?cursor=no-such-lead').set(staffCookie);
    expect(gone.status).toBe(409);
    expect(gone.body.message).toBe('This page of the list is gone: start again from the first page');
    const searchedGone = await request(app)
      .post('/api/leads/search')
      .set(staffJson)
      .send({ search: 'orchard lane', cursor: 'no-such-lead' });
    expect(searchedGone.status).toBe(409);
    expect(searchedGone.body.message).toMatch(/start again from the first page/);
    expect((await request(app).get('/api/leads?limit=101').set(staffCookie)).status).toBe(400);
    expect(first.nextCursor).toBe(first.items.at(-1)!.id);
  });

  it('counts each status filter: the inbox leaves spam out, all counts it, one status counts its own', async () => {
    const won = ids.slice(10, 14);
    await request(app)
      .post('/api/leads/bulk')
      .set(staffJson)
      .send({ action: 'status', status: 'won', ids: won })
      .expect(200);
    expect((await getPage('')).total).toBe(leadTotal);
    expect((await getPage('?status=all')).total).toBe(leadTotal + spamTotal);
    expect((await getPage('?status=spam')).total).toBe(spamTotal);
    const wonPage = await getPage('?status=won');
    expect(wonPage.total).toBe(4);
    expect(wonPage.items.map((lead) => lead.id)).toEqual([...won].reverse());
    expect((await getPage('?status=new')).total).toBe(leadTotal - 4);
    expect((await request(app).get('/api/leads/summary').set(staffCookie)).body).toEqual({ newCount: leadTotal - 4 });
  });
});

describe('search', () => {
  it('finds a lead on the last page of the list with one query word', async () => {
    const found = await searchPage({ search: 'zephyr', limit: 25 });
    expect(found).toMatchObject({ total: 1, totalExact: true, nextCursor: null });
    expect(found.items.map((lead) => lead.name)).toEqual(['Quincy Zephyr']);
    expect((await searchPage({ search: '555-0177' })).items.map((lead) => lead.name)).toEqual(['Quincy Zephyr']);
  });

  it('scans the longest word’s query for the other words, and says its total is the most there can be', async () => {
    // Every lead lives on Orchard Lane: the query is "orchard", "zephyr" is checked on what it returns.
    const found = await searchPage({ search: 'orchard zephyr', limit: 25 });
    expect(found.items.map((lead) => lead.name)).toEqual(['Quincy Zephyr']);
    expect(found).toMatchObject({ total: leadTotal, totalExact: false, nextCursor: null });
    // Every lead matches both words: pages of 25 by cursor, like the unsearched list.
    const first = await searchPage({ search: 'lane orchard', limit: 25 });
    expect(first.items).toHaveLength(25);
    const second = await searchPage({ search: 'lane orchard', limit: 25, cursor: first.nextCursor });
    expect(second.items[0]!.id).toBe(ids[leadTotal - 26]);
  });
});

describe('duplicates', () => {
  it('hints each lead of a page with the leads sharing its phone or e-mail, on any page', async () => {
    const first = await getPage('?limit=25');
    const byName = new Map(first.items.map((lead) => [lead.name, lead]));
    expect(byName.get(name(59))!.duplicates.map((d) => [d.id, d.by])).toEqual([[ids[58], ['phone']]]);
    expect(byName.get(name(58))!.duplicates.map((d) => [d.id, d.by])).toEqual([[ids[59], ['phone']]]);
    expect(byName.get(name(57))!.duplicates).toEqual([]);
    const last = (await allPages('?limit=25')).at(-1)!;
    const quincy = last.items.find((lead) => lead.name === 'Quincy Zephyr')!;
    expect(quincy.duplicates.map((d) => [d.id, d.by])).toEqual([[ids[1], ['email']]]);
    const one = await request(app).get(`/api/leads/${ids[1]}`).set(staffCookie);
    expect(one.body.duplicates.map((d: { id: string }) => d.id)).toEqual([ids[0]]);
  });
});

describe('export', () => {
  it('exports every matching lead, not one page: the whole status, and a search, as CSV', async () => {
    const csv = async (body: object) => {
      const res = await request(app).post('/api/leads/export').set(staffJson).send(body).buffer(true).parse(rawBody);
      expect(res.status).toBe(200);
      return (res.body as Buffer).toString('utf8').split('\r\n').slice(1, -1);
    };
    const all = await csv({ status: 'all' });
    expect(all).toHaveLength(leadTotal + spamTotal);
    expect(all[0]).toContain('Spam 2');
    expect(all.at(-1)).toContain('Quincy Zephyr');
    expect(await csv({ search: 'orchard lane' })).toHaveLength(leadTotal);
    expect(await csv({ search: 'orchard zephyr' })).toHaveLength(1);
    const res = await request(app).post('/api/leads/export').set(staffJson).send({ status: 'maybe' });
    expect(res.status).toBe(400);
  });
});

describe('backfill migration', () => {
  it('writes the query fields of leads stored without them, and nothing on a second run', async () => {
    for (const id of [ids[0]!, ids[30]!]) {
      const {
        searchTerms: _terms,
        contactKeys: _keys,
        ...rest
      } = (await db().collection('leads').doc(id).get()).data()!;
      // As stored before the fields existed (deleted first: the stand-in's set keeps fields it is not given).
      await db().collection('leads').doc(id).delete();
      await db().collection('leads').doc(id).set(rest);
    }
    expect((await searchPage({ search: 'zephyr' })).items).toEqual([]);
    const first = await backfillLeadFields();
    expect(first).toEqual({ examined: leadTotal + spamTotal, updated: 2, skipped: 0 });
    expect((await searchPage({ search: 'zephyr' })).items.map((lead) => lead.name)).toEqual(['Quincy Zephyr']);
    const quincy = (await request(app).get(`/api/leads/${ids[0]}`).set(staffCookie)).body;
    expect(quincy.duplicates.map((d: { id: string }) => d.id)).toEqual([ids[1]]);
    expect(await backfillLeadFields()).toEqual({ examined: leadTotal + spamTotal, updated: 0, skipped: 0 });
  });
});
