/**
 * Erasing a lead, by staff or by the retention job, removes every record kept for it: its
 * idempotency record, its reserved reference, its photo claims and e-mail claims. So the same
 * post sent again after an erasure is a new request (stored, a new reference), never answered
 * from what was erased. Against the Firestore stand-in and the web's server build.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../src/seed/seed';
import { db } from '../src/services/platform/firestore';
import { eraseExpiredLeads } from '../src/services/leads/lead-retention';
import { issueFormStamp } from '../src/services/leads/form-stamp';
import { defaultObjectStore } from '../src/services/media/object-store/select-object-store';
import { seedDemoCompany } from './fixtures';
import { contactFormFields, leadBody, leadsApp, staffJson, useLeadsNoMail, visitorJson } from './lead-helpers';

useLeadsNoMail('lead-erasure');
const app = leadsApp();
const form = contactFormFields({ name: 'Pat Erased', email: 'pat.erased@example.com' });

/** One page's stamp: the second post is the very same post as the first. */
let formStamp = '';

/** Posts the form without JavaScript; returns the reference the page confirms. */
async function postForm(): Promise<string> {
  const res = await request(app)
    .post('/contact')
    .set('Origin', visitorJson.Origin)
    .type('form')
    .send({ ...form, formStamp });
  expect(res.status).toBe(200);
  return /data-request-reference="">([^<]+)</.exec(res.text)![1]!;
}

/** The documents of the lead-keyed collections that name `leadId`. */
async function recordsNaming(leadId: string): Promise<string[]> {
  const names: string[] = [];
  for (const collection of ['leadSubmissions', 'leadReferences', 'leadPhotoClaims', 'leadMailClaims']) {
    const snapshot = await db().collection(collection).where('leadId', '==', leadId).get();
    names.push(...snapshot.docs.map((doc) => `${collection}/${doc.id}`));
  }
  return names;
}

const leadIdOf = async (reference: string) =>
  (await db().collection('leads').where('reference', '==', reference).get()).docs[0]!.id;

beforeAll(async () => {
  await seedDatabase({ projects: [] });
  await seedDemoCompany();
  formStamp = await issueFormStamp(new Date(Date.now() - 60_000));
});

describe('erasing a lead', () => {
  it('/privacy says what stays in the office mailbox', async () => {
    const page = await request(app).get('/privacy').expect(200);
    expect(page.text).toContain('stays in our office mailbox until we delete it');
    expect(page.text).toContain('When you ask us to erase your request, we delete that e-mail too.');
  });

  it('by staff: nothing is kept for it, and the same post again is a new request', async () => {
    const reference = await postForm();
    const id = await leadIdOf(reference);
    expect(await recordsNaming(id)).not.toEqual([]);
    await request(app).delete(`/api/leads/${id}`).set(staffJson).expect(204);
    expect(await recordsNaming(id)).toEqual([]);
    const again = await postForm();
    expect(again).not.toBe(reference);
    expect((await db().collection('leads').where('name', '==', 'Pat Erased').get()).size).toBe(1);
  });

  it('by the retention job, in bulk: nothing is kept for any of them', async () => {
    const sent = await request(app)
      .post('/api/leads')
      .set({ ...visitorJson, 'Idempotency-Key': 'retention-erasure-key-1' })
      .send(leadBody({ name: 'Pat Expired' }))
      .expect(201);
    const id: string = sent.body.id;
    expect(await recordsNaming(id)).not.toEqual([]);
    const later = new Date(Date.now() + 40 * 31 * 24 * 3600 * 1000);
    await eraseExpiredLeads({ now: later, months: 24, store: defaultObjectStore() });
    expect(await recordsNaming(id)).toEqual([]);
  });
});
