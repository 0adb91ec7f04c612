/**
 * Duplicate hints (issue 26: "duplicates are not hinted"): for a lead, the other leads with the
 * same phone number (stored E.164, contract lead.ts) or the same e-mail address (stored lower
 * case), newest first, with how each matches. A person who sends the form twice, or calls back
 * with a new request, shows up as one customer to the office. Spam leads are hinted too: that a
 * new request shares a phone with one marked spam is worth knowing.
 */
import type { LeadDuplicate } from '@site/contract/lead';
import { db } from '../platform/firestore';
import { queryShape } from '../platform/firestore-queries';
import { parseStoredLead, type LeadRecord } from './lead-document';
import { leadsCollection } from './leads-store';

/** The query shape of the leads with one value of `field` (equality on one field: no composite index). */
const leadsWithQuery = <const F extends string>(name: string, field: F) =>
  queryShape(name, { collection: leadsCollection, where: [{ field, op: '==' }] });

/** Leads with one phone number. */
export const leadsByPhoneQuery = leadsWithQuery('leads.byPhone', 'phone');
/** Leads with one e-mail address. */
export const leadsByEmailQuery = leadsWithQuery('leads.byEmail', 'email');

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
 * The hints of every lead of `records` among `all` (one pass: an index by phone and by e-mail).
 * @returns hints by lead id (none: an empty list)
 */
export function duplicatesAmong(
  records: readonly LeadRecord[],
  all: readonly LeadRecord[],
): Map<string, LeadDuplicate[]> {
  const byKey = new Map<string, LeadRecord[]>();
  const add = (key: string, record: LeadRecord) => byKey.set(key, [...(byKey.get(key) ?? []), record]);
  for (const record of all) {
    if (record.lead.phone) add(`p:${record.lead.phone}`, record);
    if (record.lead.email) add(`e:${record.lead.email}`, record);
  }
  return new Map(
    records.map((record) => {
      const candidates = [
        ...(record.lead.phone ? (byKey.get(`p:${record.lead.phone}`) ?? []) : []),
        ...(record.lead.email ? (byKey.get(`e:${record.lead.email}`) ?? []) : []),
      ];
      const unique = [...new Map(candidates.map((c) => [c.id, c])).values()];
      return [record.id, hintsFor(record, unique)];
    }),
  );
}

/**
 * The hints of one lead, by two equality queries (no read of every lead).
 * @throws Firestore errors to the caller
 */
export async function duplicatesOf(record: LeadRecord): Promise<LeadDuplicate[]> {
  const { phone, email } = record.lead;
  const snapshots = await Promise.all([
    phone ? leadsByPhoneQuery.query(db(), { phone }).get() : null,
    email ? leadsByEmailQuery.query(db(), { email }).get() : null,
  ]);
  const others = snapshots.flatMap((snapshot) =>
    (snapshot?.docs ?? []).flatMap((doc) => {
      try {
        return [parseStoredLead(doc.id, doc.data())];
      } catch {
        return []; // a document that fails the schema is no hint (listings log it)
      }
    }),
  );
  return hintsFor(record, [...new Map(others.map((o) => [o.id, o])).values()]);
}
