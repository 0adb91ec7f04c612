/**
 * Duplicate hints (spec: "duplicates are hinted"): for a lead, the other leads with the same phone
 * number (stored E.164, contract lead.ts) or the same e-mail address (stored lower case), newest
 * first, with how each matches. A person who sends the form twice, or calls back with a new
 * request, shows up as one customer to the office. Spam leads are hinted too: that a new request
 * shares a phone with one marked spam is worth knowing.
 *
 * Found by queries on the leads' `contactKeys` (lead-index-fields.ts; ADR 0037), never by reading
 * every lead: one `array-contains-any` query per 30 keys (Firestore's limit of values:
 * firebase.google.com/docs/firestore/query-data/queries#limits_on_or_queries), so a page of 25
 * leads costs two queries and reads the page's leads again plus their duplicates.
 */
import type { LeadDuplicate } from '@site/contract/lead';
import { db } from '../platform/firestore';
import { queryShape } from '../platform/firestore-queries';
import { parseStoredLead, type LeadRecord } from './lead-document';
import { contactKeysOf } from './lead-index-fields';
import { leadsCollection } from './leads-store';

/** Leads holding any of some contact keys (a membership filter on one field: no composite index). */
export const leadsByContactQuery = queryShape('leads.byContact', {
  collection: leadsCollection,
  where: [{ field: 'contactKeys', op: 'array-contains-any' }],
});

/** Values one `array-contains-any` may hold (Firestore). */
const keysPerQuery = 30;
/** Most leads one query reads: a phone on hundreds of spam requests must not read them all. */
const matchesPerQuery = 200;

/** The hint a record gives about itself, matched `by`. */
function hintOf({ id, lead }: LeadRecord, by: LeadDuplicate['by']): LeadDuplicate {
  return {
    id,
    reference: lead.reference,
    name: lead.name,
    status: lead.status,
    createdAt: lead.createdAt.toDate().toISOString(),
    by,
  };
}

/** The hints of `record` among `others`, newest first. */
function hintsFor(record: LeadRecord, others: readonly LeadRecord[]): LeadDuplicate[] {
  const { phone, email } = record.lead;
  return others
    .filter((other) => other.id !== record.id)
    .flatMap((other) => {
      const by: LeadDuplicate['by'] = [];
      if (phone && other.lead.phone === phone) by.push('phone');
      if (email && other.lead.email === email) by.push('email');
      return by.length > 0 ? [hintOf(other, by)] : [];
    })
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/**
 * The hints of each of `records` (a page of the list, or one lead), by queries on their contact
 * keys: at most ⌈keys / 30⌉ queries of at most 200 leads each.
 * @returns hints by lead id (none: an empty list)
 * @throws Firestore errors to the caller
 */
export async function duplicatesOfEach(records: readonly LeadRecord[]): Promise<Map<string, LeadDuplicate[]>> {
  const keys = [...new Set(records.flatMap(({ lead }) => contactKeysOf(lead)))];
  const chunks = Array.from({ length: Math.ceil(keys.length / keysPerQuery) }, (_, i) =>
    keys.slice(i * keysPerQuery, (i + 1) * keysPerQuery),
  );
  const snapshots = await Promise.all(
    chunks.map((chunk) => leadsByContactQuery.query(db(), { contactKeys: chunk }).limit(matchesPerQuery).get()),
  );
  const found = new Map<string, LeadRecord>();
  for (const doc of snapshots.flatMap((snapshot) => snapshot.docs)) {
    try {
      found.set(doc.id, parseStoredLead(doc.id, doc.data()));
    } catch {
      // a document that fails the schema is no hint (listings log it)
    }
  }
  const candidates = [...found.values()];
  return new Map(records.map((record) => [record.id, hintsFor(record, candidates)]));
}

/**
 * The hints of one lead.
 * @throws Firestore errors to the caller
 */
export async function duplicatesOf(record: LeadRecord): Promise<LeadDuplicate[]> {
  return (await duplicatesOfEach([record])).get(record.id) ?? [];
}
